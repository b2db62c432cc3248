/**
 * The built MCP server answering what an assistant asked it when the site was tried as a new user would
 * (issue 54): CommonJS code, another package, a deprecated call, a method's section by its URL, a pasted 402
 * error, a mistyped symbol, a full batch on upload, a symbol's samples, and the Markdown it serves. Driven by
 * the SDK's Client over stdio, as mcp.test.ts drives it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {useInstalledServer} from './mcp-server';

type TextResult = {content: {type: string; text: string}[]; isError?: boolean};
type Checked = {
  ok: boolean;
  diagnostics: {line: number; code: string; message: string}[];
  notes?: {line: number; code?: string; message: string}[];
};

/** The most one read_page answer may hold, about 5,000 tokens. */
const ANSWER_LIMIT = 20_500;

const client = useInstalledServer();

/** A tool's text, whether it answered or the call was refused. */
async function textOf(name: string, args: Record<string, unknown>): Promise<string> {
  try {
    const result = (await client().callTool({name, arguments: args})) as TextResult;
    return result.content[0]!.text;
  } catch (error) {
    return (error as Error).message;
  }
}

async function answer<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client().callTool({name, arguments: args})) as TextResult;
  assert.ok(!result.isError, `${name} answered an error: ${result.content[0]?.text}`);
  return JSON.parse(result.content[0]!.text) as T;
}

const lines = (...code: string[]) => `${code.join('\n')}\n`;

test('check_code checks CommonJS code that requires bee-js as it checks the import', async () => {
  const checked = await answer<Checked>('check_code', {
    code: lines(
      "const { Bee } = require('@ethersphere/bee-js');",
      "const bee = new Bee('http://localhost:1633');",
      'async function main() {',
      '  await bee.uploadDataXYZ(42);',
      '}',
      'main();',
    ),
  });
  assert.equal(checked.ok, false, JSON.stringify(checked));
  assert.ok(
    checked.diagnostics.some((diagnostic) => diagnostic.line === 4 && /uploadDataXYZ/.test(diagnostic.message)),
    JSON.stringify(checked.diagnostics),
  );
});

test('check_code treats another package as untyped and says so in a note', async () => {
  const checked = await answer<Checked>('check_code', {
    code: lines(
      "import {Bee} from '@ethersphere/bee-js';",
      "import {Wallet} from 'ethers';",
      "const bee = new Bee('http://localhost:1633');",
      'console.log(bee.url, Wallet.createRandom().address);',
    ),
  });
  assert.equal(checked.ok, true, JSON.stringify(checked));
  assert.ok(
    checked.notes?.some((note) => note.line === 2 && /ethers/.test(note.message) && /untyped/.test(note.message)),
    JSON.stringify(checked),
  );
});

test('check_code notes a call of a deprecated method, with what to use instead', async () => {
  const checked = await answer<Checked>('check_code', {
    code: lines(
      "import {Bee} from '@ethersphere/bee-js';",
      "const bee = new Bee('http://localhost:1633');",
      'console.log(await bee.getAllPostageBatch());',
    ),
  });
  assert.equal(checked.ok, true, JSON.stringify(checked));
  const note = checked.notes?.find((candidate) => candidate.line === 3 && /deprecated/.test(candidate.message));
  assert.ok(note, JSON.stringify(checked));
  assert.match(note.message, /getAllPostageBatch.*getPostageBatches/s);
});

test("read_page reads the section lookup_symbol's link names, within the answer limit", async () => {
  const {page} = await answer<{page: string}>('lookup_symbol', {symbol: 'Bee.uploadFile'});
  assert.match(page, /\/docs\/api\/classes\/Bee\/#uploadfile$/);
  const section = await textOf('read_page', {page});
  assert.ok(section.length <= ANSWER_LIMIT, `${section.length} characters`);
  assert.match(section, /^<!-- [^\n]+ -->\n### uploadFile\(\)\n/);
  assert.doesNotMatch(section, /### downloadFile\(\)/);
});

test('search_docs finds the errors guide among the first three for a pasted 402 error', async () => {
  const {results} = await answer<{results: {url: string}[]}>('search_docs', {
    query: 'BeeResponseError: Request failed with status code 402 Payment Required',
  });
  const firstThree = results.slice(0, 3).map((result) => new URL(result.url).pathname);
  assert.ok(firstThree.includes('/docs/client-and-errors/'), firstThree.join(', '));
});

test("search_docs gives an unknown symbol lookup_symbol's nearest name", async () => {
  const found = await answer<{hints?: string[]}>('search_docs', {query: 'createFeedWriter'});
  assert.ok(
    found.hints?.some((hint) => /Bee\.makeFeedWriter/.test(hint)),
    JSON.stringify(found),
  );
});

test('bee_behaviour lists 402 "batch is overissued" among the answers to an upload, with its source line', async () => {
  type Behaviour = {endpoints: {endpoint: string; responses: {status: number; message: string; source: {url: string}}[]}[]};
  for (const [query, file] of [
    ['uploadFile', 'bzz.go'],
    ['POST /bytes', 'bytes.go'],
  ]) {
    const {endpoints} = await answer<Behaviour>('bee_behaviour', {query});
    const full = endpoints.flatMap((endpoint) => endpoint.responses).find((response) => response.status === 402);
    assert.equal(full?.message, 'batch is overissued', `${query}: ${JSON.stringify(endpoints)}`);
    assert.match(full.source.url, new RegExp(`/pkg/api/${file.replace('.', '\\.')}#L\\d+$`));
  }
});

test("lookup_symbol returns its samples' code with their page, guides first", async () => {
  const {samples} = await answer<{samples: {url: string; code?: string}[] | string}>('lookup_symbol', {symbol: 'Bee.uploadFile'});
  assert.ok(Array.isArray(samples) && samples.length > 0, JSON.stringify(samples));
  assert.match(new URL(samples[0]!.url).pathname, /^\/docs\//);
  assert.match(samples[0]!.code ?? '', /\.uploadFile\(/);
  const kinds = samples.map((sample) => new URL(sample.url).pathname.split('/')[1]);
  assert.deepEqual(
    kinds,
    [...kinds].sort((a, b) => Number(a === 'blog') - Number(b === 'blog')),
    samples.map((sample) => sample.url).join('\n'),
  );
});

test('the Markdown the server serves carries no fence attributes, JSX or explicit heading ids', async () => {
  for (const page of ['/docs/browser/', '/docs/known-problems/', '/docs/api/namespaces/Utils/getDepthForSize/']) {
    const markdown = await textOf('read_page', {page});
    assert.doesNotMatch(markdown, /^```\w+ \S/m, page);
    assert.doesNotMatch(markdown, /className=/, page);
    assert.doesNotMatch(markdown, /\\\{#[^}]*\}\s*$/m, page);
  }
});

test('an unknown tool is refused once, not with the protocol error repeated', async () => {
  const message = await textOf('upload_everything', {});
  assert.match(message, /upload_everything/);
  assert.doesNotMatch(message, /MCP error -32602: MCP error -32602/);
});
