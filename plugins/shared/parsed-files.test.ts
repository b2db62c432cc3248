/**
 * Programs that take their files from the registry check code as TypeScript's own programs do, and get files
 * parsed for their own options. That they parse each file once is a matter of speed, measured by
 * `npm run bench -- build`, not asserted here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {createFSBackedSystem, createVirtualTypeScriptEnvironment} from '@typescript/vfs';
import {compilerHostWithParsedFiles, typescriptWithParsedFiles} from './parsed-files';
import {COMPILER_OPTIONS} from './sample-compiler-options';
import {SITE_DIR} from './site-dir';

const BEE_JS_TYPES = path.join(SITE_DIR, 'node_modules', '@ethersphere', 'bee-js', 'dist', 'types', 'index.d.ts');
const SAMPLE = "import {Bee} from '@ethersphere/bee-js';\nexport const size: number = new Bee('http://localhost:1633').url;\n";

const messages = (diagnostics: readonly ts.Diagnostic[]) =>
  diagnostics.map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);

test("a language service with Twoslash's options finds the errors TypeScript's own program finds", () => {
  const file = `${SITE_DIR}/parsed-files-probe.ts`;
  const env = createVirtualTypeScriptEnvironment(createFSBackedSystem(new Map(), SITE_DIR, ts), [], typescriptWithParsedFiles, {
    ...COMPILER_OPTIONS,
    pathsBasePath: `${SITE_DIR}/`,
  });
  env.createFile(file, SAMPLE);
  const shared = messages(env.languageService.getSemanticDiagnostics(file));
  const plainEnv = createVirtualTypeScriptEnvironment(createFSBackedSystem(new Map(), SITE_DIR, ts), [], ts, COMPILER_OPTIONS);
  plainEnv.createFile(file, SAMPLE);
  assert.deepEqual(shared, messages(plainEnv.languageService.getSemanticDiagnostics(file)));
  assert.ok(
    shared.some((message) => message.startsWith('TS2322')),
    shared.join('\n'),
  );
});

test('a program with other options than the first gets files parsed for its own', () => {
  const program = (options: ts.CompilerOptions) =>
    ts.createProgram({rootNames: [BEE_JS_TYPES], options, host: compilerHostWithParsedFiles(options)});
  const es2022 = program(COMPILER_OPTIONS).getSourceFile(BEE_JS_TYPES);
  const es5 = program({...COMPILER_OPTIONS, target: ts.ScriptTarget.ES5}).getSourceFile(BEE_JS_TYPES);
  assert.equal(es2022?.languageVersion, ts.ScriptTarget.ES2022);
  assert.equal(es5?.languageVersion, ts.ScriptTarget.ES5);
});
