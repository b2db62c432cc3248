import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {themes} from 'prism-react-renderer';
import {browserAssets, typescriptAsModule} from './assets';

const SITE_DIR = path.join(import.meta.dirname, '..', '..');

/** Characters of the largest function a top-level statement of `code` calls where it stands, as `(f)(…)` or `x = (f)(…)`. */
function largestTopLevelCall(code: string): number {
  const file = ts.createSourceFile('worker.js', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  const calledFunctionSize = (expression: ts.Expression | undefined): number => {
    if (!expression || !ts.isCallExpression(expression)) return 0;
    const callee = ts.isParenthesizedExpression(expression.expression) ? expression.expression.expression : expression.expression;
    return ts.isArrowFunction(callee) || ts.isFunctionExpression(callee) ? callee.body.end - callee.body.pos : 0;
  };
  let largest = 0;
  for (const statement of file.statements) {
    if (ts.isExpressionStatement(statement)) largest = Math.max(largest, calledFunctionSize(statement.expression));
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        largest = Math.max(largest, calledFunctionSize(declaration.initializer));
    }
  }
  return largest;
}

describe("the editor's TypeScript worker", () => {
  test("runs TypeScript's compiler at its top level, not inside a function that Chromium would compile a second time", async () => {
    const {edit} = await browserAssets(SITE_DIR, themes.github);
    const worker = readFileSync(path.join(edit.dir, edit.worker), 'utf8');
    assert.ok(largestTopLevelCall(worker) > 2_000_000, `${edit.worker}: no top-level call of a function of the compiler's size`);
  });

  test('a TypeScript whose compiler no longer starts with `var ts = {};` fails the build, naming the file', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'typescript-as-module-'));
    const lib = path.join(siteDir, 'node_modules', 'typescript', 'lib');
    mkdirSync(lib, {recursive: true});
    writeFileSync(path.join(lib, 'typescript.js'), 'module.exports = {};\n');
    assert.throws(() => typescriptAsModule(siteDir), {
      message: `${path.join(lib, 'typescript.js')}: no line starts with "var ts = {};", the variable the editor's worker exports`,
    });
  });
});
