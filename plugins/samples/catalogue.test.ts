import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {sampleCatalogue} from './catalogue';
import {SampleTypeError} from './compile';

const ROOT = path.join(import.meta.dirname, '..', '..');
const THE_CATALOGUE = 'plugins/samples/catalogue.ts';

/** Site code that is not a test: what the build and the checker run. */
function sourceFiles(): {file: string; text: string}[] {
  return ['plugins', 'src', 'tests']
    .flatMap((dir) => readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|cjs)$/.test(entry.name) && !/\.test\.[cm]?tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('fixtures/') || file.startsWith('tests/fixtures/site/'))
    .map((file) => ({file, text: readFileSync(path.join(ROOT, file), 'utf8')}));
}

/**
 * Code that reads sample fences or compiles samples other than through the catalogue: the grammar's fence
 * reader or the sample compile called elsewhere, a remark step that reads a file, a post-build step that
 * finds Run modules in the built HTML.
 */
export function secondReaders(files: {file: string; text: string}[]): string[] {
  return files.flatMap(({file, text}) => {
    const found: string[] = [];
    if (file !== THE_CATALOGUE && file !== 'src/samples/grammar.ts' && /\bextractFencedBlocks\(/.test(text))
      found.push(`${file} reads fences with the grammar`);
    if (file !== THE_CATALOGUE && file !== 'plugins/samples/compile.ts' && /\bcompileSamples?\(/.test(text))
      found.push(`${file} compiles samples`);
    const isSampleRemarkStep = /export (default )?function remark\w*\(/.test(text) && /from '[./]*\/samples(\/|')/.test(text);
    if (isSampleRemarkStep && /from 'node:fs|\breadFile(Sync)?\(/.test(text)) found.push(`${file} is a remark step that reads files`);
    if (/RUN_ATTRIBUTES\.sample/.test(text) && /\.html\b/.test(text) && /\breadFile(Sync)?\(/.test(text))
      found.push(`${file} finds Run modules in built HTML`);
    return found;
  });
}

test('a sample fence is read and compiled once per build, by the catalogue', () => {
  assert.deepEqual(secondReaders(sourceFiles()), []);
});

test('a second reader is found', () => {
  const readers = secondReaders([
    {
      file: 'plugins/samples-in-browser/remark.ts',
      text: "import {readFileSync} from 'node:fs';\nimport {sampleOfNode} from '../samples';\nexport default function remarkRun() {}",
    },
    {file: 'plugins/llms-txt/markdown.ts', text: 'extractFencedBlocks(source, file)'},
    {file: 'tests/code-samples/check.ts', text: 'compileSamples(blocks)'},
    {
      file: 'plugins/samples-in-browser/plugin.ts',
      text: "new RegExp(RUN_ATTRIBUTES.sample); readFileSync(file); entry.name.endsWith('.html')",
    },
  ]);
  assert.equal(readers.length, 4, readers.join('\n'));
});

test('the catalogue gives each sample its copyable code, marker lines, Output, compile, Run offer and module', () => {
  const source = [
    '# Page',
    '',
    '```ts run',
    "import { Size } from '@ethersphere/bee-js'",
    'const size = Size.fromKilobytes(2)',
    '//    ^?',
    'console.log(size.toBytes())',
    '```',
    '',
    '```text title="Output"',
    '2048',
    '```',
    '',
    '```ts norun="fixture"',
    "const wrong: number = 'x'",
    '```',
  ].join('\n');
  const {fences, samples} = sampleCatalogue([{file: 'docs/page.md', source}]);
  assert.equal(fences.length, 3);
  const [run, norun] = samples;
  assert.equal(samples.length, 2);
  assert.equal(
    run!.copyableCode,
    "import { Size } from '@ethersphere/bee-js'\nconst size = Size.fromKilobytes(2)\nconsole.log(size.toBytes())",
  );
  assert.deepEqual(run!.markerLines, [6]);
  assert.equal(run!.output?.code, '2048');
  assert.ok(run!.compiled && !(run!.compiled instanceof SampleTypeError));
  assert.equal(run!.compiled.code, run!.copyableCode);
  assert.deepEqual(run!.run, {kind: 'free', inputs: [], spends: null});
  assert.match(run!.browserModule!, /from "@ethersphere\/bee-js"/);
  assert.ok(norun!.compiled instanceof SampleTypeError && norun!.compiled.line === 0);
  assert.equal(norun!.output, null);
  assert.equal(norun!.browserModule, null);
});
