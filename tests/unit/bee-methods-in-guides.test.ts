import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import ts from 'typescript';

const DOCS = join(import.meta.dirname, '..', '..', 'docs');
/** The package's main entry is dist/cjs/index.js; its declarations sit in dist/types/. */
const BEE_DTS = join(createRequire(import.meta.url).resolve('@ethersphere/bee-js'), '..', '..', 'types', 'bee.d.ts');

/** Names of the public methods of the installed `Bee` class, as the type checker sees its instances. */
function installedBeeMethods(): string[] {
  const program = ts.createProgram([BEE_DTS], {noEmit: true});
  const source = program.getSourceFile(BEE_DTS);
  const beeClass = source?.statements.find(
    (statement): statement is ts.ClassDeclaration => ts.isClassDeclaration(statement) && statement.name?.text === 'Bee',
  );
  assert.ok(beeClass?.name, `no class Bee in ${BEE_DTS}`);
  const checker = program.getTypeChecker();
  const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
  return checker
    .getPropertiesOfType(checker.getTypeAtLocation(beeClass.name))
    .filter((symbol) => symbol.flags & ts.SymbolFlags.Method)
    .filter((symbol) => !(symbol.declarations ?? []).some((node) => ts.getCombinedModifierFlags(node) & hidden))
    .map((symbol) => symbol.name);
}

/** Every guide's source: docs/**\/*.md(x), without the generated API reference in docs/api/. */
function guideSources(): string[] {
  return readdirSync(DOCS, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .map((file) => readFileSync(join(DOCS, file), 'utf8'));
}

/**
 * Whether a guide names the method as code: in backticks (`pin`, `pin()`) or called on an object (bee.pin(...)).
 * Prose ("pin the file") does not count, since many method names are also English words.
 */
function namesMethod(text: string, method: string): boolean {
  return new RegExp(`[\`.]${method}\\b`).test(text);
}

describe('guides name every Bee method', () => {
  test('a method counts only when written as code', () => {
    assert.equal(namesMethod('Pinning: pin the content you need.', 'pin'), false);
    assert.equal(namesMethod('Call [`pin()`](/docs/api/classes/Bee/#pin) first.', 'pin'), true);
    assert.equal(namesMethod('await bee.pin(reference)', 'pin'), true);
    assert.equal(namesMethod('await bee.pinned(reference)', 'pin'), false);
  });

  test('every public method of the installed Bee class appears in at least one guide', () => {
    const methods = installedBeeMethods();
    assert.ok(methods.length > 100, `only ${methods.length} methods found: is ${BEE_DTS} the right file?`);
    const guides = guideSources();
    assert.ok(guides.length > 10, `only ${guides.length} guides found under ${DOCS}`);
    const unnamed = methods.filter((method) => !guides.some((text) => namesMethod(text, method)));
    assert.deepEqual(unnamed, [], `Bee methods no guide names: ${unnamed.join(', ')}`);
  });
});
