/**
 * The browser page's table of the files bee-js swaps for browser versions, held against the installed package:
 * the `browser` fields of its nested dist/mjs/ and dist/cjs/ package.json files (a bundler reads the nearest
 * package.json, not the package's top-level one), and what esbuild bundles for a browser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {build} from 'esbuild';

const ROOT = path.join(import.meta.dirname, '..', '..');
/** The package's main entry is dist/cjs/index.js, so its folder's parent is dist/. */
const DIST = path.join(createRequire(import.meta.url).resolve('@ethersphere/bee-js'), '..', '..');

type BrowserField = Record<string, string | false>;
const browserField = (build: 'cjs' | 'mjs') =>
  (JSON.parse(readFileSync(path.join(DIST, build, 'package.json'), 'utf8')) as {browser: BrowserField}).browser;

/** The first column of the page's table, file by file: `fs`, `stream`, `utils/tar.js`, … */
function replacedOnPage(): string[] {
  const page = readFileSync(path.join(ROOT, 'docs', 'browser.mdx'), 'utf8');
  const table = /^\| Replaced \| By \|[^\n]*\n\|[- |]+\n((?:\|[^\n]*\n)+)/m.exec(page);
  assert.ok(table, 'docs/browser.mdx has no table headed "| Replaced | By |"');
  return table[1]!
    .trim()
    .split('\n')
    .flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!));
}

const withoutDotSlash = (key: string) => key.replace(/^\.\//, '');

test("the browser page lists every file the nested browser fields replace, and the two builds' fields agree", () => {
  const mjs = browserField('mjs');
  assert.deepEqual(browserField('cjs'), mjs);
  assert.deepEqual(replacedOnPage().sort(), Object.keys(mjs).map(withoutDotSlash).sort());
});

test('esbuild bundles for a browser every replacement the nested browser field names, and none of the files it replaces', async () => {
  const {metafile} = await build({
    stdin: {contents: "import {Bee} from '@ethersphere/bee-js'; console.log(Bee)", resolveDir: ROOT, loader: 'js'},
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bundled = Object.keys(metafile.inputs).map((input) => input.replaceAll('\\', '/'));
  const files = Object.entries(browserField('mjs')).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  assert.ok(files.length >= 6, `only ${files.length} replaced files`);
  for (const [replaced, replacement] of files) {
    const inMjs = (file: string) => bundled.some((input) => input.endsWith(`/dist/mjs/${withoutDotSlash(file)}`));
    assert.ok(inMjs(replacement), `${replacement} is not in the browser bundle`);
    assert.ok(!inMjs(replaced), `${replaced} is in the browser bundle`);
  }
});
