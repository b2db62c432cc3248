import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';
import {
  DECLARE_STATEMENT,
  extractFencedBlocks,
  fillIns,
  isCompiledSample,
  isOutputFence,
  META_WORDS,
  missingReasons,
  MISSPELLED_SAMPLE_LANGUAGES,
  normaliseOutput,
  optsOutOfCompiling,
  optsOutOfExecuting,
  parseMeta,
  type SampleKind,
  sampleKind,
  TWOSLASH_MARKER_LINE,
  withFilledIn,
} from './grammar';

const SITE_DIR = new URL('../..', import.meta.url).pathname;

type Reading = {kind: SampleKind | null; compiled: boolean; output: 'exact' | 'example' | null};

/** Every fence form of the site's markdown (language and words, values elided), with how the grammar reads it. */
const SITE_FORMS: Record<string, Reading> = {
  '```': {kind: null, compiled: false, output: null},
  '```ts': {kind: 'node', compiled: true, output: null},
  '```ts run': {kind: 'nodeFree', compiled: true, output: null},
  '```ts norun="…"': {kind: 'node', compiled: true, output: null},
  '```ts bee="…"': {kind: 'node', compiled: true, output: null},
  '```ts nocheck="…"': {kind: 'node', compiled: false, output: null},
  '```tsx': {kind: 'react', compiled: true, output: null},
  '```ts api-signature': {kind: null, compiled: false, output: null},
  '```text': {kind: null, compiled: false, output: null},
  '```text title="…Output"': {kind: null, compiled: false, output: 'exact'},
  '```text title="…Example output"': {kind: null, compiled: false, output: 'example'},
  '```text title="…"': {kind: null, compiled: false, output: null},
  '```bash': {kind: null, compiled: false, output: null},
  // Plain JavaScript (getting started's CommonJS form), executed by tests/unit/getting-started-javascript.test.ts.
  '```js': {kind: null, compiled: false, output: null},
  '```json': {kind: null, compiled: false, output: null},
  '```html': {kind: null, compiled: false, output: null},
  '```yaml title="…"': {kind: null, compiled: false, output: null},
  // A diagram (plugins/diagrams), its title the caption: neither a sample nor an output block.
  '```mermaid title="…"': {kind: null, compiled: false, output: null},
};

/** A fence's form: what SITE_FORMS lists, with values elided except an output block's title. */
function formOf(language: string, info: string): string {
  const meta = parseMeta(info);
  const words = Object.keys(meta)
    .sort()
    .map((word) => {
      if (meta[word] === '') return ` ${word}`;
      const title = word === 'title' && isOutputFence(language, meta) ? meta[word] : '';
      return ` ${word}="…${title}"`;
    });
  return `\`\`\`${language}${words.join('')}`;
}

function read(fence: string): Reading {
  const [block] = extractFencedBlocks(`${fence.replaceAll('…', 'a reason ')}\ncode\n\`\`\``, 'form.md');
  assert.ok(block, fence);
  const exact = isOutputFence(block.language, block.meta, {exact: true});
  return {
    kind: sampleKind(block.language, block.meta),
    compiled: isCompiledSample(block.language, block.meta),
    output: exact ? 'exact' : isOutputFence(block.language, block.meta) ? 'example' : null,
  };
}

describe('the fence grammar', () => {
  for (const [fence, expected] of Object.entries(SITE_FORMS)) {
    test(`reads ${fence}`, () => assert.deepEqual(read(fence.replace(/…(Output|Example output)/, '$1')), expected));
  }

  test("lists every fence form of the site's markdown", () => {
    const blocks = siteMarkdownFiles(SITE_DIR).flatMap((file) =>
      extractFencedBlocks(readFileSync(path.join(SITE_DIR, file), 'utf8'), file),
    );
    assert.ok(blocks.length > 100, 'the site has samples');
    const unknown = blocks.filter((block) => !(formOf(block.language, serialise(block.meta)) in SITE_FORMS));
    assert.deepEqual(
      unknown.map((block) => `${block.file}:${block.fenceLine} ${formOf(block.language, serialise(block.meta))}`),
      [],
      'add these forms to SITE_FORMS with how the grammar must read them',
    );
  });

  test('rejects the other names of TypeScript, so that the checker can ask for ```ts', () => {
    for (const language of ['typescript', 'mts', 'cts']) {
      assert.ok(MISSPELLED_SAMPLE_LANGUAGES.has(language));
      assert.equal(sampleKind(language, {}), null);
    }
  });

  test('reads words with double, single or no quotes, and bare words', () => {
    assert.deepEqual(parseMeta(`run title="Upload it" norun='waits' nocheck=needs-a-file`), {
      run: '',
      title: 'Upload it',
      norun: 'waits',
      nocheck: 'needs-a-file',
    });
    assert.deepEqual(parseMeta(undefined), {});
  });

  test('names the opt-outs that were given no reason', () => {
    assert.deepEqual(missingReasons(parseMeta('norun nocheck="needs a File"')), [{word: 'norun', example: META_WORDS.norun.reasonExample}]);
    assert.deepEqual(missingReasons(parseMeta('run')), []);
  });

  test('keeps nocheck samples from the compiler and norun ones from execution only', () => {
    const optOuts = (info: string) => ({compiling: optsOutOfCompiling(parseMeta(info)), executing: optsOutOfExecuting(parseMeta(info))});
    assert.deepEqual(optOuts('nocheck="needs a File"'), {compiling: true, executing: true});
    assert.deepEqual(optOuts('norun="waits"'), {compiling: false, executing: true});
    assert.deepEqual(optOuts('run'), {compiling: false, executing: false});
  });

  test("finds Twoslash's marker lines, and only those", () => {
    for (const line of ['// ^?', '   //   ^?  ', '// @errors: 2322', '// @errors: 2322 2345']) assert.match(line, TWOSLASH_MARKER_LINE);
    for (const line of ['// ^ a caret', 'const a = 1 // ^?', '// @errors: see below']) assert.doesNotMatch(line, TWOSLASH_MARKER_LINE);
  });

  test('compares output without trailing spaces and surrounding blank lines', () => {
    assert.equal(normaliseOutput('\n\nfirst  \r\nsecond\t\n\n'), 'first\nsecond');
    assert.notEqual(normaliseOutput('a\n\nb'), normaliseOutput('a\nb'));
  });

  test('gives an indented fence the code without its indentation, as remark does', () => {
    const [block] = extractFencedBlocks('1. Step\n\n   ```ts run\n   const a = 1\n     a\n   ```\n', 'list.md');
    assert.deepEqual(
      {code: block?.code, contentLine: block?.contentLine, kind: sampleKind(block!.language, block!.meta)},
      {
        code: 'const a = 1\n  a',
        contentLine: 4,
        kind: 'nodeFree',
      },
    );
  });
});

describe('fill-in lines', () => {
  const code = [
    "const bee = new Bee('http://localhost:1633')",
    "const batchId = '…' // your batch ID, from buyStorage (see Buying storage)",
    "  const signer = new PrivateKey('…') // your private key",
    "const reference = '…'",
    "const label = 'not a fill-in' // a plain constant",
  ].join('\n');

  test('are constants whose value holds the placeholder, with what the reader puts there', () => {
    assert.deepEqual(fillIns(code), [
      {line: 1, name: 'batchId', value: "'…'", note: 'your batch ID, from buyStorage (see Buying storage)'},
      {line: 2, name: 'signer', value: "new PrivateKey('…')", note: 'your private key'},
      {line: 3, name: 'reference', value: "'…'", note: ''},
    ]);
  });

  test('take a value in place of theirs, every line and comment kept', () => {
    const filled = withFilledIn(code, (name) => `values.${name}`).split('\n');
    assert.equal(filled.length, 5);
    assert.equal(filled[1], 'const batchId = values.batchId // your batch ID, from buyStorage (see Buying storage)');
    assert.equal(filled[2], '  const signer = values.signer // your private key');
    assert.equal(filled[4], code.split('\n')[4]);
  });

  test("TypeScript's declare, which they replace, is recognised", () => {
    assert.ok(DECLARE_STATEMENT.test('declare const batchId: BatchId'));
    assert.ok(!DECLARE_STATEMENT.test("const declared = '…' // a value"));
  });
});

const serialise = (meta: Readonly<Record<string, string>>) =>
  Object.entries(meta)
    .map(([word, value]) => (value === '' ? word : `${word}="${value}"`))
    .join(' ');
