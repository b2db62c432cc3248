import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {createSystem, createVirtualTypeScriptEnvironment} from '@typescript/vfs';
import {collectDeclarations, collectReactDeclarations} from './declarations';

const SITE_DIR = path.join(import.meta.dirname, '..', '..');

describe('collectDeclarations', () => {
  const {compilerOptions, files} = collectDeclarations(SITE_DIR);
  // What the browser worker does with them (client/ts-worker.ts): nothing but these files, no disk.
  const env = createVirtualTypeScriptEnvironment(createSystem(new Map(Object.entries(files))), [], ts, compilerOptions);
  let samples = 0;
  const diagnosticsOf = (code: string) => {
    const file = `/sample-${++samples}.ts`;
    env.createFile(file, code);
    return [...env.languageService.getSyntacticDiagnostics(file), ...env.languageService.getSemanticDiagnostics(file)];
  };

  test("holds bee-js's declarations, what they import, the standard library and the package manifests resolution reads", () => {
    for (const file of [
      '/node_modules/@ethersphere/bee-js/package.json',
      '/node_modules/@ethersphere/bee-js/dist/types/index.d.ts',
      '/node_modules/cafe-utility/index.d.ts',
      '/node_modules/@types/node/index.d.ts',
      '/lib.es2022.d.ts',
      '/lib.dom.d.ts',
    ]) {
      assert.ok(file in files, file);
    }
    assert.ok(!Object.keys(files).some((file) => file.includes('/typescript/') || file.includes('twoslash')), 'nothing beyond the types');
  });

  test("keep bee-js's doc comments, for hover, and drop the others, which are most of the bytes", () => {
    assert.match(files['/node_modules/@ethersphere/bee-js/dist/types/bee.d.ts']!, /\/\*\*/);
    assert.doesNotMatch(files['/lib.dom.d.ts']!, /\/\*\*/);
    assert.match(files['/lib.es2022.d.ts']!, /\/\/\/ <reference lib="es2021" \/>/, 'triple-slash references stay');
  });

  test('a sample type-checks against them alone, and a wrong argument is an error at its position', () => {
    // bee-js, Node.js's process and the DOM's TextEncoder: the three sources of a sample's names.
    const correct =
      "import { Bee } from '@ethersphere/bee-js'\n\nconst bee = new Bee(process.env.BEE_URL ?? 'http://localhost:1633')\n" +
      "console.log(await bee.isConnected(), new TextEncoder().encode('x'))\n";
    assert.deepEqual(
      diagnosticsOf(correct).map((diagnostic) => diagnostic.messageText),
      [],
    );
    const wrong = correct.replace("new TextEncoder().encode('x')", 'new TextEncoder().encode(1633)');
    const [error, ...others] = diagnosticsOf(wrong);
    assert.equal(others.length, 0);
    assert.equal(error!.code, 2345);
    assert.equal(error!.start, wrong.indexOf('1633)'));
  });

  test("React's declarations are a set apart: with them a .tsx sample type-checks, and a JSX error is at its attribute", () => {
    const react = collectReactDeclarations(SITE_DIR, {compilerOptions, files});
    assert.ok('/node_modules/@types/react/index.d.ts' in react && '/node_modules/@types/react/jsx-runtime.d.ts' in react);
    assert.ok(!Object.keys(react).some((file) => file in files), 'nothing of the first set again');
    assert.ok(!Object.keys(files).some((file) => file.includes('/@types/react/')), 'the first set has no React');
    for (const [file, text] of Object.entries(react)) env.sys.writeFile(file, text);
    const component =
      "import { useState } from 'react'\n\nexport function Counter() {\n  const [count, setCount] = useState(0)\n" +
      '  return <button onClick={() => setCount(count + 1)}>{count}</button>\n}\n';
    env.createFile('/counter.tsx', component);
    const errorsOf = (file: string) => [
      ...env.languageService.getSyntacticDiagnostics(file),
      ...env.languageService.getSemanticDiagnostics(file),
    ];
    assert.deepEqual(
      errorsOf('/counter.tsx').map((diagnostic) => diagnostic.messageText),
      [],
    );
    const wrong = component.replace('onClick={() => setCount(count + 1)}', 'onClick={42}');
    env.updateFile('/counter.tsx', wrong);
    const [error, ...others] = errorsOf('/counter.tsx');
    assert.equal(others.length, 0);
    assert.equal(error!.code, 2322);
    assert.equal(error!.start, wrong.indexOf('onClick'));
  });
});
