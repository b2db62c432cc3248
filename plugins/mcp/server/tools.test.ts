import {test} from 'node:test';
import assert from 'node:assert/strict';
import {storePage, type SearchIndexFile} from '../../../src/search/search-index';
import {createCodeChecker} from './check-code';
import type {Snapshot} from './snapshot';
import {createDocsTools, LIMITS, UnknownNameError, type ToolResult} from './tools';

const snapshot: Snapshot = {
  site: {title: 'Docs', url: 'https://docs.example/base/', beeJsVersion: '12.3.1'},
  pages: [
    {route: 'docs/storage/', title: 'Storage', markdown: '# Storage\n\nBuy a postage batch before you upload.\n'},
    {route: 'docs/pinning/', title: 'Pinning', markdown: '# Pinning\n\nPin what you keep.\n'},
  ],
  files: {'llms.txt': '# Docs\n'},
  symbols: [
    {name: 'Bee', kind: 'classes', declarations: ['class Bee'], summary: 'The client.', members: ['uploadFile']},
    {name: 'Bee.uploadFile', kind: 'member', declarations: ['uploadFile(): Promise<UploadResult>'], summary: 'Uploads a file.'},
    {name: 'Bytes.toHex', kind: 'member', declarations: ['toHex(): string'], summary: 'Hex.'},
    {name: 'Reference.toHex', kind: 'member', declarations: ['toHex(): string'], summary: 'Hex.'},
  ],
};

const searchIndex: SearchIndexFile = {
  pages: [
    storePage({url: '/docs/storage/', title: 'Storage', content: 'Storage. Buy a postage batch before you upload.', anchors: []}),
    storePage({url: '/docs/pinning/', title: 'Pinning', content: 'Pinning. Pin what you keep.', anchors: []}),
  ],
  entries: [],
};

const tools = createDocsTools({snapshot, searchIndex, checker: () => createCodeChecker({})});

const textOf = (result: ToolResult) => result.content[0]!.text;

async function errorOf(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await tools.call(name, args);
  assert.equal(result.isError, true, `${name} answered without an error: ${textOf(result)}`);
  return textOf(result);
}

test('search_docs answers with the page under the site URL and the sentence that matched', async () => {
  const {results} = JSON.parse(textOf(await tools.call('search_docs', {query: 'postage batch'}))) as {
    results: {title: string; url: string; sentence: string}[];
  };
  assert.equal(results[0]!.url, 'https://docs.example/base/docs/storage/');
  assert.equal(results[0]!.title, 'Storage');
  assert.match(results[0]!.sentence, /postage batch/);
});

test('read_page finds a page by path, URL under the base, or its twin file, and the llms files by name', async () => {
  for (const page of ['docs/storage', '/base/docs/storage/', 'https://docs.example/base/docs/storage/index.md']) {
    assert.match(textOf(await tools.call('read_page', {page})), /Buy a postage batch/, page);
  }
  assert.equal(textOf(await tools.call('read_page', {page: 'llms.txt'})), '# Docs\n');
});

test('read_page refuses paths that leave the snapshot and names the nearest pages of an unknown one', async () => {
  assert.match(await errorOf('read_page', {page: '../secrets'}), /leaves the documentation/);
  assert.match(await errorOf('read_page', {page: 'docs/%2E%2E/x'}), /leaves the documentation/);
  assert.match(await errorOf('read_page', {page: 'docs/storag'}), /Nearest: \/docs\/storage\//);
});

test('lookup_symbol finds a member by its own name, asks which when several exports have it, and says when no sample uses it', async () => {
  const found = JSON.parse(textOf(await tools.call('lookup_symbol', {symbol: 'uploadFile()'}))) as {name: string; samples: unknown};
  assert.equal(found.name, 'Bee.uploadFile');
  assert.equal(found.samples, 'No executed sample of the guides uses Bee.uploadFile.');
  assert.match(await errorOf('lookup_symbol', {symbol: 'toHex'}), /member of several exports: Bytes\.toHex, Reference\.toHex/);
  assert.match(await errorOf('lookup_symbol', {symbol: 'Bee.uploadFiel'}), /Nearest: Bee\.uploadFile/);
});

test('bee_behaviour maps a bee-js method to its endpoints and a concrete path to its template', async () => {
  type Behaviour = {endpoints: {endpoint: string}[]; newBatch?: {beforeUsable: string}};
  const bought = JSON.parse(textOf(await tools.call('bee_behaviour', {query: 'Bee.createPostageBatch'}))) as Behaviour;
  assert.match(bought.newBatch!.beforeUsable, /answers 400/);
  const concrete = JSON.parse(textOf(await tools.call('bee_behaviour', {query: 'GET /stamps/abc123'}))) as Behaviour;
  assert.deepEqual(
    concrete.endpoints.map(({endpoint}) => endpoint),
    ['GET /stamps/{batch_id}'],
  );
  assert.match(await errorOf('bee_behaviour', {query: 'uploadFiel'}), /Nearest: Bee\.uploadFile/);
});

test('each tool states and keeps its input limits, and refuses code that is not TypeScript', async () => {
  assert.match(await errorOf('search_docs', {query: 'a'.repeat(LIMITS.query + 1)}), /at most 200/);
  assert.match(await errorOf('search_docs', {query: 'batch', limit: 0}), /"limit" must be a whole number/);
  assert.match(await errorOf('check_code', {code: 'a'.repeat(LIMITS.code + 1)}), /at most 20000/);
  assert.match(await errorOf('check_code', {code: 'print "hello"\nfor x in range(3):\n  pass\n'}), /does not parse as TypeScript/);
  assert.match(await errorOf('lookup_symbol', {symbol: 42}), /"symbol" must be a non-empty string/);
});

test('an unknown tool or resource is an error of its own, with the names that exist', async () => {
  await assert.rejects(
    tools.call('search', {}),
    (error: Error) => error instanceof UnknownNameError && /Tools: search_docs, read_page/.test(error.message),
  );
  assert.throws(
    () => tools.readResource('https://docs.example/base/docs/storag/index.md'),
    /Nearest: https:\/\/docs\.example\/base\/docs\/storage\/index\.md/,
  );
  assert.equal(tools.readResource('https://docs.example/base/llms.txt').text, '# Docs\n');
});
