/**
 * Programs that take their files from the registry check code as TypeScript's own programs do. That they parse
 * each file once is a matter of speed, measured by `npm run bench -- build`, not asserted here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {createFSBackedSystem, createVirtualTypeScriptEnvironment} from '@typescript/vfs';
import {compilerHostWithParsedFiles, typescriptWithParsedFiles} from './parsed-files';
import {COMPILER_OPTIONS} from './sample-compiler-options';
import {SITE_DIR} from './site-dir';

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

test("a program through the registry's compiler host finds the errors TypeScript's own host finds", () => {
  const dir = mkdtempSync(path.join(SITE_DIR, 'node_modules', '.cache', 'parsed-files-'));
  try {
    const file = path.join(dir, 'probe.ts');
    writeFileSync(file, SAMPLE);
    const diagnostics = (host: ts.CompilerHost) =>
      messages(ts.getPreEmitDiagnostics(ts.createProgram({rootNames: [file], options: COMPILER_OPTIONS, host})));
    const shared = diagnostics(compilerHostWithParsedFiles(COMPILER_OPTIONS));
    assert.deepEqual(shared, diagnostics(ts.createCompilerHost(COMPILER_OPTIONS)));
    assert.ok(
      shared.some((message) => message.startsWith('TS2322')),
      shared.join('\n'),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
