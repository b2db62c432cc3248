import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {createFSBackedSystem, createVirtualTypeScriptEnvironment} from '@typescript/vfs';
import {compilerHostWithParsedFiles, typescriptWithParsedFiles} from './parsed-files';
import {COMPILER_OPTIONS} from './sample-compiler-options';
import {SITE_DIR} from './site-dir';

const BEE_JS_TYPES = path.join(SITE_DIR, 'node_modules', '@ethersphere', 'bee-js', 'dist', 'types', 'index.d.ts');
const beeJsTypesOf = (program: ts.Program | undefined) => program?.getSourceFile(BEE_JS_TYPES);

test("a language service with Twoslash's options and a program with the checker's share each file parsed", () => {
  // Twoslash's environment adds the folder its paths resolve from; the registry must not keep files apart by it.
  const twoslashOptions = {...COMPILER_OPTIONS, pathsBasePath: `${SITE_DIR}/`};
  const env = createVirtualTypeScriptEnvironment(
    createFSBackedSystem(new Map(), SITE_DIR, ts),
    [],
    typescriptWithParsedFiles,
    twoslashOptions,
  );
  env.createFile(
    `${SITE_DIR}/parsed-files-probe.ts`,
    "import {Bee} from '@ethersphere/bee-js';\nexport const bee = new Bee('http://localhost:1633');\n",
  );
  const fromService = beeJsTypesOf(env.languageService.getProgram());
  const fromProgram = beeJsTypesOf(
    ts.createProgram({rootNames: [BEE_JS_TYPES], options: COMPILER_OPTIONS, host: compilerHostWithParsedFiles(COMPILER_OPTIONS)}),
  );
  assert.ok(fromService, "the language service's program holds bee-js's declarations");
  assert.equal(fromProgram, fromService, "the program parsed bee-js's declarations again");
});

test('two programs with other options than the first do not get its files', () => {
  const host = (options: ts.CompilerOptions) => compilerHostWithParsedFiles(options);
  const program = (options: ts.CompilerOptions) => ts.createProgram({rootNames: [BEE_JS_TYPES], options, host: host(options)});
  const es2022 = beeJsTypesOf(program(COMPILER_OPTIONS));
  const es5 = beeJsTypesOf(program({...COMPILER_OPTIONS, target: ts.ScriptTarget.ES5}));
  assert.ok(es2022 && es5);
  assert.notEqual(es5, es2022, 'a file parsed for ES2022 was handed to a program for ES5');
});
