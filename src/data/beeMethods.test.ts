import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import ts from 'typescript';
import {beeMethodFacts, beeMethodGroups, groupGuides} from '../../src/data/beeMethods';
import {ANSWERED_IN_EVERY_MODE, BEE_JS_ENDPOINTS, refusalIn} from '../../src/data/bee-behaviour';
import {NODE_MODES} from '../../src/data/requirements';

const ROOT = join(import.meta.dirname, '..', '..');
/** The package's main entry is dist/cjs/index.js; its declarations sit next to it in dist/types/. */
const BEE_DTS = join(createRequire(import.meta.url).resolve('@ethersphere/bee-js'), '..', '..', 'types', 'bee.d.ts');

/** Public methods of the installed Bee class, each with whether its JSDoc says @deprecated. */
function publicBeeMethods(): Map<string, boolean> {
  const source = ts.createSourceFile(BEE_DTS, readFileSync(BEE_DTS, 'utf8'), ts.ScriptTarget.Latest, true);
  const beeClass = source.statements.find(
    (statement): statement is ts.ClassDeclaration => ts.isClassDeclaration(statement) && statement.name?.text === 'Bee',
  );
  assert.ok(beeClass, `no class Bee in ${BEE_DTS}`);
  const methods = new Map<string, boolean>();
  for (const member of beeClass.members) {
    if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
    const modifiers = ts.getCombinedModifierFlags(member);
    if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
    const deprecated = ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'deprecated');
    methods.set(member.name.text, (methods.get(member.name.text) ?? false) || deprecated);
  }
  return methods;
}

describe('Bee method cheat-sheet (src/data/beeMethods.ts)', () => {
  const installed = publicBeeMethods();

  test('describes every public Bee method of the installed bee-js, and nothing else', () => {
    assert.ok(installed.size > 100, `only ${installed.size} methods found: is ${BEE_DTS} the right file?`);
    const names = Object.keys(beeMethodFacts);
    assert.deepEqual(
      [...installed.keys()].filter((name) => !names.includes(name)),
      [],
      'methods missing from the cheat-sheet',
    );
    assert.deepEqual(
      names.filter((name) => !installed.has(name)),
      [],
      'methods in the cheat-sheet that bee-js does not have',
    );
  });

  test('every method of every API reference group has an entry, and every group a guide', () => {
    for (const group of beeMethodGroups) {
      assert.ok(groupGuides[group.title]?.length, `no guide for group "${group.title}"`);
      for (const method of group.methods) assert.ok(beeMethodFacts[method], `no entry for ${method}`);
    }
  });

  test('marks exactly the deprecated methods as replaced, by methods that exist', () => {
    for (const [name, {replacedBy}] of Object.entries(beeMethodFacts)) {
      assert.equal(Boolean(replacedBy), installed.get(name), `deprecation mark of ${name}`);
      if (replacedBy) assert.ok(installed.has(replacedBy), `${name} is replaced by unknown ${replacedBy}`);
    }
  });

  test('marks for every node mode the methods whose routes Bee answers in every mode', () => {
    const methods = ANSWERED_IN_EVERY_MODE.routes.flatMap(({beeJs}) => beeJs);
    assert.ok(methods.length >= 10, `only ${methods.length} methods`);
    for (const method of methods) assert.deepEqual(beeMethodFacts[method]?.modes, NODE_MODES, `modes of ${method}`);
  });

  test('marks no method for a node mode in which Bee refuses a route the method calls', () => {
    let refused = 0;
    for (const [method, endpoints] of Object.entries(BEE_JS_ENDPOINTS)) {
      const {modes} = beeMethodFacts[method]!;
      for (const mode of NODE_MODES) {
        const refusal = endpoints.map(([verb, path]) => refusalIn(mode, verb, path)).find(Boolean);
        if (!refusal) continue;
        refused += 1;
        assert.ok(
          modes !== 'local' && !modes.includes(mode),
          `${method} is marked for ${mode}, where Bee answers ${refusal.status} ${refusal.message}`,
        );
      }
    }
    assert.ok(refused >= 10, `only ${refused} refusals checked`);
  });

  test('the overview page shows every group', () => {
    const page = readFileSync(join(ROOT, 'docs', 'overview.mdx'), 'utf8');
    for (const group of beeMethodGroups) {
      assert.ok(page.includes(`<BeeMethodTable group="${group.title}" />`), `group "${group.title}" not on the page`);
    }
  });
});
