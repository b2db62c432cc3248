import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import ts from 'typescript';
import {COMPILER_OPTIONS} from '../shared/sample-compiler-options';
import {SITE_DIR} from '../shared/site-dir';
import {filesToShip, tarball} from './package';
import {createCodeChecker, LIB_DIR} from './server/check-code';

test('the tarball holds the files under package/ as npm pack writes them: the bin executable, npm’s time stamp', async () => {
  const files = new Map([
    ['package.json', new TextEncoder().encode('{"name":"x"}\n')],
    ['server.cjs', new TextEncoder().encode('#!/usr/bin/env node\n')],
    ['data/types.json', new TextEncoder().encode('{}')],
  ]);
  const {unpackTar} = await import('modern-tar');
  const entries = await unpackTar(gunzipSync(await tarball(files)));
  assert.deepEqual(
    entries.map(({header, data}) => [header.name, header.mode, header.mtime?.toISOString(), new TextDecoder().decode(data)]),
    [
      ['package/package.json', 0o644, '1985-10-26T08:15:00.000Z', '{"name":"x"}\n'],
      ['package/server.cjs', 0o755, '1985-10-26T08:15:00.000Z', '#!/usr/bin/env node\n'],
      ['package/data/types.json', 0o644, '1985-10-26T08:15:00.000Z', '{}'],
    ],
  );
});

/** The declaration files a real program reads, as the build shipped them before it found them by their references. */
function filesAProgramReads(siteDir: string): string[] {
  const read = new Set<string>();
  const probe = path.join(siteDir, '__check_code__.ts');
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const {fileExists, readFile} = host;
  host.fileExists = (fileName) => fileName === probe || fileExists(fileName);
  host.readFile = (fileName) => {
    if (fileName === probe) return "import {Bee} from '@ethersphere/bee-js';\n";
    const text = readFile(fileName);
    if (text !== undefined) read.add(fileName);
    return text;
  };
  ts.createProgram({rootNames: [probe], options: COMPILER_OPTIONS, host});
  const libDir = path.dirname(ts.getDefaultLibFilePath(COMPILER_OPTIONS));
  return [...read]
    .filter((fileName) => fileName.endsWith('.d.ts'))
    .map((fileName) =>
      fileName.startsWith(`${libDir}/`) ? `${LIB_DIR}${fileName.slice(libDir.length + 1)}` : path.relative(SITE_DIR, fileName),
    );
}

test('check_code ships the declaration files a TypeScript program of a bee-js import reads, no more and no fewer', () => {
  const shipped = Object.keys(filesToShip(SITE_DIR)).filter((file) => file.endsWith('.d.ts'));
  assert.deepEqual(shipped.sort(), filesAProgramReads(SITE_DIR).sort());
});

test('code against bee-js and Node.js checks with the shipped files alone, and a type error is still found', () => {
  const checker = createCodeChecker(filesToShip(SITE_DIR));
  const code = [
    "import {Bee, Size} from '@ethersphere/bee-js'",
    "import {readFileSync} from 'node:fs'",
    "const bee = new Bee('http://localhost:1633')",
    'const bytes: number = Size.fromGigabytes(1).toBytes()',
    "const data: Buffer = readFileSync('file.txt')",
    'console.log(bee.url, bytes, data.length)',
  ].join('\n');
  assert.deepEqual(checker.check(code).diagnostics, []);
  const wrong = checker.check("import {Bee} from '@ethersphere/bee-js'\nconst url: number = new Bee('http://localhost:1633').url\n");
  assert.deepEqual(
    wrong.diagnostics.map((diagnostic) => diagnostic.code),
    ['TS2322'],
  );
});
