import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import ts from 'typescript';
import {type BeeMethod, beeMethodGroups} from '../../src/data/beeMethods';

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
  const listed = beeMethodGroups.flatMap((group): readonly BeeMethod[] => group.methods);

  test('lists every public Bee method of the installed bee-js, and nothing else', () => {
    assert.ok(installed.size > 100, `only ${installed.size} methods found: is ${BEE_DTS} the right file?`);
    const names = listed.map((method) => method.name);
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
    assert.equal(new Set(names).size, names.length, 'a method is listed twice');
  });

  test('marks exactly the deprecated methods as replaced, by methods that exist', () => {
    for (const method of listed) {
      const {replacedBy} = method;
      assert.equal(Boolean(replacedBy), installed.get(method.name), `deprecation mark of ${method.name}`);
      if (replacedBy) assert.ok(installed.has(replacedBy), `${method.name} is replaced by unknown ${replacedBy}`);
    }
  });

  test('the overview page shows every group', () => {
    const page = readFileSync(join(ROOT, 'docs', 'overview.mdx'), 'utf8');
    for (const group of beeMethodGroups) {
      assert.match(page, new RegExp(`<BeeMethodTable group="${group.id}" />`), `group ${group.id} not on the page`);
    }
  });
});
