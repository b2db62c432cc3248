import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeBlockId} from './block-id';
import {sampleCatalogue} from './catalogue';
import {samplesUsing, sampleUses} from './symbol-uses';

const UPLOAD = [
  "import { Bee, type BatchId, Utils } from '@ethersphere/bee-js'",
  'declare const batchId: BatchId',
  '',
  "const bee = new Bee('http://localhost:1633')",
  "// Not bee.downloadData(reference), and 'downloadFile' is only a string here.",
  "const result = await bee.uploadFile(batchId, 'Hello', 'hello.txt', { deferred: true })",
  'console.log(result.reference.toHex(), Utils.getStampCost(20, 1n))',
].join('\n');

const HEALTH = ["import { Bee } from '@ethersphere/bee-js'", "console.log(await new Bee('http://localhost:1633').getHealth())"].join('\n');

const PAGE = [
  '---',
  'title: "Uploads: a fixture"',
  '---',
  '',
  '# Not the title',
  '',
  '## Upload a file',
  '',
  '```ts',
  UPLOAD,
  '```',
  '',
  '```ts norun="compiled, not executed"',
  HEALTH,
  '```',
  '',
  '### The same sample again \\{#again}',
  '',
  '```ts',
  UPLOAD,
  '```',
].join('\n');

const catalogueRead = sampleCatalogue([{file: 'docs/uploads.md', source: PAGE}]);

test('a known use is found with its page, nearest heading and the id of its block', async () => {
  const catalogue = await catalogueRead;
  assert.deepEqual(samplesUsing(catalogue, 'Bee.uploadFile'), [
    {file: 'docs/uploads.md', fenceLine: 9, page: 'Uploads: a fixture', heading: 'Upload a file', blockId: codeBlockId(UPLOAD, 0)},
    {file: 'docs/uploads.md', fenceLine: 26, page: 'Uploads: a fixture', heading: 'The same sample again', blockId: codeBlockId(UPLOAD, 1)},
  ]);
});

test('a property access on a bee-js value resolves to the member, also when reached through a subtype', async () => {
  const catalogue = await catalogueRead;
  const symbols = [...sampleUses(catalogue).keys()];
  for (const symbol of [
    'Bee',
    'Bee.constructor',
    'Bee.uploadFile',
    'BatchId',
    'UploadResult.reference',
    'Bytes.toHex',
    'Reference.toHex',
  ]) {
    assert.ok(symbols.includes(symbol), `${symbol} is not among ${symbols.join(', ')}`);
  }
});

test('an options object property and a namespace member resolve to their declarations', async () => {
  const catalogue = await catalogueRead;
  const symbols = [...sampleUses(catalogue).keys()];
  for (const symbol of ['UploadOptions.deferred', 'FileUploadOptions.deferred', 'Utils.getStampCost']) {
    assert.ok(symbols.includes(symbol), `${symbol} is not among ${symbols.join(', ')}`);
  }
});

test('a symbol that only a comment, a string or a sample that is not executed names has no uses', async () => {
  const catalogue = await catalogueRead;
  for (const symbol of ['Bee.downloadData', 'Bee.downloadFile', 'Bee.getHealth']) assert.deepEqual(samplesUsing(catalogue, symbol), []);
  assert.equal(sampleUses(catalogue).has('Bee.getHealth'), false);
});

test('with members, a type counts the samples that use its members, each once', async () => {
  const catalogue = await catalogueRead;
  assert.deepEqual(samplesUsing(catalogue, 'UploadOptions'), []);
  assert.deepEqual(
    samplesUsing(catalogue, 'UploadOptions', {members: true}).map((use) => use.fenceLine),
    [9, 26],
  );
});
