import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {storePage, type SearchIndexFile} from '../../../src/search/search-index';
import {createCodeChecker} from './check-code';
import type {Snapshot} from './snapshot';
import {createDocsServer, LIMITS} from './tools';

const apiMarkdown = [
  '# Bee',
  '',
  '## Files',
  '',
  '### uploadFile()',
  '',
  'Uploads a file.',
  '',
  '#### Parameters',
  '',
  'data',
  '',
  '### downloadFile()',
  '',
  'Downloads.',
  '',
].join('\n');
const sectionStart = (heading: string) => apiMarkdown.indexOf(heading);

const snapshot: Snapshot = {
  site: {title: 'Docs', url: 'https://docs.example/base/', beeJsVersion: '12.3.1'},
  pages: [
    {route: 'docs/storage/', title: 'Storage', markdown: '# Storage\n\nBuy a postage batch before you upload.\n'},
    {route: 'docs/pinning/', title: 'Pinning', markdown: `# Pinning\n\n${'Pin what you keep. '.repeat(2000)}\n`},
    {
      route: 'docs/api/classes/Bee/',
      title: 'Bee',
      markdown: apiMarkdown,
      sections: [
        {id: 'files', heading: 'Files', level: 2, start: sectionStart('## Files')},
        {id: 'uploadfile', heading: 'uploadFile()', level: 3, start: sectionStart('### uploadFile()')},
        {id: 'parameters', heading: 'Parameters', level: 4, start: sectionStart('#### Parameters')},
        {id: 'downloadfile', heading: 'downloadFile()', level: 3, start: sectionStart('### downloadFile()')},
      ],
    },
  ],
  files: {'llms.txt': '# Docs\n'},
  symbols: [
    {name: 'Bee', kind: 'classes', declarations: ['class Bee'], summary: 'The client.', members: ['uploadFile']},
    {name: 'Bee.uploadFile', kind: 'member', declarations: ['uploadFile(): Promise<UploadResult>'], summary: 'Uploads a file.'},
    {name: 'Bee.makeFeedWriter', kind: 'member', declarations: ['makeFeedWriter(): FeedWriter'], summary: 'A writer.'},
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

type TextResult = {content: {type: string; text: string}[]; isError?: boolean};
let client: Client;

before(async () => {
  const {server} = createDocsServer({snapshot, searchIndex, checker: () => createCodeChecker({})}, {version: '0.0.0'});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({name: 'test', version: '0.0.0'});
  await client.connect(clientSide);
});
after(() => client.close());

const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({name, arguments: args})) as TextResult;
const textOf = (result: TextResult) => result.content[0]!.text;

async function errorOf(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(name, args);
  assert.equal(result.isError, true, `${name} answered without an error: ${textOf(result)}`);
  return textOf(result);
}

test('search_docs answers with the page under the site URL and the sentence that matched', async () => {
  const {results} = JSON.parse(textOf(await call('search_docs', {query: 'postage batch'}))) as {
    results: {title: string; url: string; sentence: string}[];
  };
  assert.equal(results[0]!.url, 'https://docs.example/base/docs/storage/');
  assert.equal(results[0]!.title, 'Storage');
  assert.match(results[0]!.sentence, /postage batch/);
});

test("search_docs gives a code name bee-js lacks lookup_symbol's nearest names, and none for one it has", async () => {
  const answer = JSON.parse(textOf(await call('search_docs', {query: 'createFeedWriter for my topic'}))) as {hints?: string[]};
  assert.match(answer.hints?.[0] ?? '', /"createFeedWriter".*Bee\.makeFeedWriter/);
  const known = JSON.parse(textOf(await call('search_docs', {query: 'Bee.uploadFile'}))) as {hints?: string[]};
  assert.equal(known.hints, undefined);
});

test('read_page finds a page by path, URL under the base, or its twin file, and the llms files by name', async () => {
  for (const page of ['docs/storage', '/base/docs/storage/', 'https://docs.example/base/docs/storage/index.md']) {
    assert.match(textOf(await call('read_page', {page})), /Buy a postage batch/, page);
  }
  assert.equal(textOf(await call('read_page', {page: 'llms.txt'})), '# Docs\n');
});

test('read_page reads the section a fragment or `section` names, up to the next heading of its level', async () => {
  const byFragment = textOf(await call('read_page', {page: 'https://docs.example/base/docs/api/classes/Bee/#uploadfile'}));
  assert.match(byFragment, /^<!-- https:\/\/docs\.example\/base\/docs\/api\/classes\/Bee\/#uploadfile -->\n### uploadFile\(\)/);
  assert.match(byFragment, /#### Parameters/);
  assert.doesNotMatch(byFragment, /downloadFile|## Files/);
  assert.equal(textOf(await call('read_page', {page: 'docs/api/classes/Bee', section: 'uploadFile()'})), byFragment);
  assert.match(await errorOf('read_page', {page: 'docs/api/classes/Bee/#uploadfiel'}), /no section "uploadfiel"\. Nearest: uploadfile/);
});

test('read_page answers a long page in parts, each saying where to read on', async () => {
  const first = textOf(await call('read_page', {page: 'docs/pinning/'}));
  const readOn = /\[(\d+) more characters: call read_page with (\{.*\})\]$/.exec(first);
  assert.ok(readOn, first.slice(-200));
  assert.ok(first.length < 20_200, `${first.length} characters`);
  const rest = textOf(await call('read_page', JSON.parse(readOn[2]!) as Record<string, unknown>));
  assert.equal(rest.length, Number(readOn[1]));
  assert.ok(rest.endsWith('Pin what you keep. \n'));
});

test('read_page refuses paths that leave the snapshot and names the nearest pages of an unknown one', async () => {
  assert.match(await errorOf('read_page', {page: '../secrets'}), /leaves the documentation/);
  assert.match(await errorOf('read_page', {page: 'docs/%2E%2E/x'}), /leaves the documentation/);
  assert.match(await errorOf('read_page', {page: 'docs/storag'}), /Nearest: \/docs\/storage\//);
});

test('lookup_symbol finds a member by its own name, asks which when several exports have it, and says when no sample uses it', async () => {
  const found = JSON.parse(textOf(await call('lookup_symbol', {symbol: 'uploadFile()'}))) as {name: string; samples: unknown};
  assert.equal(found.name, 'Bee.uploadFile');
  assert.equal(found.samples, 'No executed sample of the guides uses Bee.uploadFile.');
  assert.match(await errorOf('lookup_symbol', {symbol: 'toHex'}), /member of several exports: Bytes\.toHex, Reference\.toHex/);
  assert.match(await errorOf('lookup_symbol', {symbol: 'Bee.uploadFiel'}), /Nearest: Bee\.uploadFile/);
});

test('bee_behaviour maps a bee-js method to its endpoints and a concrete path to its template', async () => {
  type Behaviour = {endpoints: {endpoint: string}[]; newBatch?: {beforeUsable: string}};
  const bought = JSON.parse(textOf(await call('bee_behaviour', {query: 'Bee.createPostageBatch'}))) as Behaviour;
  assert.match(bought.newBatch!.beforeUsable, /answers 400/);
  const concrete = JSON.parse(textOf(await call('bee_behaviour', {query: 'GET /stamps/abc123'}))) as Behaviour;
  assert.deepEqual(
    concrete.endpoints.map(({endpoint}) => endpoint),
    ['GET /stamps/{batch_id}'],
  );
  assert.match(await errorOf('bee_behaviour', {query: 'uploadFiel'}), /Nearest: Bee\.uploadFile/);
});

test("the SDK refuses input the tools' schemas do not take, naming the argument", async () => {
  assert.match(await errorOf('search_docs', {query: 'a'.repeat(LIMITS.query + 1)}), /at most 200 characters at query/);
  assert.match(await errorOf('search_docs', {query: 'batch', limit: 0}), /limit/);
  assert.match(await errorOf('check_code', {code: 'a'.repeat(LIMITS.code + 1)}), /at most 20000 characters at code/);
  assert.match(await errorOf('lookup_symbol', {symbol: 42}), /expected string.*at symbol/i);
  assert.match(await errorOf('read_page', {}), /page/);
  assert.match(await errorOf('check_code', {code: 'print "hello"\nfor x in range(3):\n  pass\n'}), /does not parse as TypeScript/);
});

test('an unknown tool or resource is an error of its own, whose message says so once', async () => {
  const unknownTool = await errorOf('search', {});
  assert.match(unknownTool, /Tool search not found/);
  assert.doesNotMatch(unknownTool, /MCP error -32602: MCP error/);
  await assert.rejects(
    client.readResource({uri: 'https://docs.example/base/docs/storag/index.md'}),
    (error: Error) =>
      /Nearest: https:\/\/docs\.example\/base\/docs\/storage\/index\.md/.test(error.message) &&
      !/MCP error -32602: MCP error/.test(error.message),
  );
  const {contents} = await client.readResource({uri: 'https://docs.example/base/llms.txt'});
  assert.equal((contents[0] as {text: string}).text, '# Docs\n');
});
