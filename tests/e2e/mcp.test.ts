/**
 * The MCP server as a reader's assistant gets it: the built tarball installed into a temporary folder, started
 * over stdio and spoken to with the SDK's own Client. Every tool answers a known question; every bad input gets
 * an error that says what was wrong, and the server answers the next call; search_docs lists the pages of the
 * relevance set in the order the search modal's engine does.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR} from './harness';
import {useInstalledServer} from './mcp-server';
import {oursSearch} from '../bench/lib/relevance-engines';
import {sitePath} from '../bench/lib/relevance';
import {assistantMarkdown} from '../../plugins/mcp/markdown';
import {LIMITS} from '../../plugins/mcp/server/tools';
import {PART_SIZE} from '../../plugins/mcp/server/tool-read-page';

type TextResult = {content: {type: string; text: string}[]; isError?: boolean};

const client = useInstalledServer();

async function call(name: string, args: Record<string, unknown>): Promise<TextResult> {
  return (await client().callTool({name, arguments: args})) as TextResult;
}

async function answer<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(name, args);
  assert.ok(!result.isError, `${name} answered an error: ${result.content[0]?.text}`);
  return JSON.parse(result.content[0]!.text) as T;
}

async function errorOf(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(name, args);
  assert.equal(result.isError, true, `${name}(${JSON.stringify(args).slice(0, 80)}) answered without an error`);
  return result.content[0]!.text;
}

/** After a bad input the server still answers a good call. */
async function stillServes() {
  const {results} = await answer<{results: unknown[]}>('search_docs', {query: 'upload a file'});
  assert.ok(results.length > 0);
}

test('the server lists its five tools and the pages as resources, llms.txt among them', async () => {
  const {tools} = await client().listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['bee_behaviour', 'check_code', 'lookup_symbol', 'read_page', 'search_docs']);
  const {resources} = await client().listResources();
  const llms = resources.find((resource) => resource.uri.endsWith('/llms.txt'));
  assert.ok(llms, 'no llms.txt resource');
  const {contents} = await client().readResource({uri: llms.uri});
  assert.equal((contents[0] as {text: string}).text, readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8'));
  assert.ok(resources.some((resource) => resource.uri.endsWith('/docs/storage/index.md')));
});

test("search_docs answers a question with its page, the section's URL and the sentence that matched", async () => {
  const {results} = await answer<{results: {title: string; url: string; sectionUrl: string; sentence: string}[]}>('search_docs', {
    query: 'how long until a new batch is usable',
  });
  assert.ok(results.length > 0);
  for (const result of results) {
    assert.ok(result.title && result.url.startsWith('https://'), JSON.stringify(result));
    assert.ok(result.sectionUrl.startsWith(result.url), `${result.sectionUrl} is not on ${result.url}`);
  }
  assert.match(results[0]!.sentence, /usable|batch/i);
});

test('search_docs lists the relevance set pages in the order the modal does, a pasted error with a status after its key terms', async () => {
  const relevance = JSON.parse(readFileSync(join(import.meta.dirname, 'search-relevance.json'), 'utf8')) as {pairs: {query: string}[]};
  const modal = oursSearch();
  for (const {query} of relevance.pairs) {
    const {results, searchedFirst} = await answer<{results: {url: string}[]; searchedFirst?: string}>('search_docs', {query, limit: 20});
    // A pasted error with a status is searched by its key terms first: their pages lead, as the modal ranks them.
    const modalPages = await modal(searchedFirst ?? query);
    const serverPages = results.map((result) => sitePath(result.url));
    // The modal shows the pages its 20 section hits come from, so it may list fewer than the server's 20.
    const shown = Math.min(modalPages.length, serverPages.length);
    assert.deepEqual(serverPages.slice(0, shown), modalPages.slice(0, shown), `"${query}"`);
    assert.ok(shown > 0 || modalPages.length === serverPages.length, `"${query}": one lists pages, the other none`);
  }
});

/** A page or file read to its end, part after part, as each part's closing note says. */
async function readWhole(page: string): Promise<string> {
  let whole = '';
  let args: Record<string, unknown> = {page};
  for (let parts = 0; parts < 100; parts += 1) {
    const result = await call('read_page', args);
    assert.ok(!result.isError, result.content[0]!.text);
    const readOn = /\n\n\[\d+ more characters: call read_page with (\{.*\})\]$/.exec(result.content[0]!.text);
    assert.ok(result.content[0]!.text.length <= PART_SIZE + (readOn?.[0].length ?? 0) + 200, `${page}: a part over the limit`);
    whole += readOn ? result.content[0]!.text.slice(0, readOn.index) : result.content[0]!.text;
    if (!readOn) return whole;
    args = JSON.parse(readOn[1]!) as Record<string, unknown>;
  }
  assert.fail(`${page}: more than 100 parts`);
}

test('read_page returns the Markdown twin by path or URL, and the llms files, in parts that add up to them', async () => {
  const twin = assistantMarkdown(readFileSync(join(BUILD_DIR, 'docs', 'storage', 'index.md'), 'utf8')).markdown;
  for (const page of ['/docs/storage/', 'docs/storage', 'https://bee-js.ethswarm.org/docs/storage/index.md']) {
    assert.equal(
      await readWhole(page),
      `<!-- https://bee-js.ethswarm.org/docs/storage/ -->\n${twin}`,
      `read_page(${page}) is not the twin`,
    );
  }
  const llmsFull = assistantMarkdown(readFileSync(join(BUILD_DIR, 'llms-full.txt'), 'utf8')).markdown;
  assert.equal(await readWhole('llms-full.txt'), llmsFull);
});

test('every section of the Bee class page is read by the id its HTML gives it', async () => {
  const html = readFileSync(join(BUILD_DIR, 'docs', 'api', 'classes', 'Bee', 'index.html'), 'utf8');
  const ids = [...html.matchAll(/<h[2-6][^>]* id="?([^"\s>]+)/g)].map((match) => match[1]!);
  assert.ok(ids.length > 100, `${ids.length} heading ids`);
  for (const id of ids) {
    const section = await call('read_page', {page: `/docs/api/classes/Bee/#${id}`});
    assert.ok(!section.isError, `#${id}: ${section.content[0]!.text}`);
    assert.match(section.content[0]!.text, new RegExp(`^<!-- \\S+#${id} -->\\n#{2,6} `));
  }
});

type LookedUp = {name: string; declarations: string[]; summary: string; addedIn?: string; page: string; samples: {url: string}[] | string};

test("lookup_symbol('Bee.uploadFile') gives its signature, summary, API page and executed samples", async () => {
  const symbol = await answer<LookedUp>('lookup_symbol', {symbol: 'Bee.uploadFile'});
  assert.match(symbol.declarations[0]!, /^uploadFile\(postageBatchId: BatchId \| Uint8Array \| string, data: /);
  assert.ok(symbol.summary.length > 0);
  assert.ok(symbol.addedIn);
  const anchor = new URL(symbol.page).hash.slice(1);
  assert.ok(anchor, `${symbol.page} has no anchor`);
  // The built HTML is minified: an id that needs no quotes has none.
  assert.match(readFileSync(join(BUILD_DIR, 'docs', 'api', 'classes', 'Bee', 'index.html'), 'utf8'), new RegExp(`id="?${anchor}[\\s>"]`));
  for (const sample of symbol.samples as {url: string}[]) {
    const {pathname, hash} = new URL(sample.url);
    const html = readFileSync(join(BUILD_DIR, pathname, 'index.html'), 'utf8');
    assert.ok(html.includes(hash.slice(1)), `${sample.url}: no block with that id on the page`);
  }
  assert.ok(Array.isArray(symbol.samples) && symbol.samples.length > 0, `no executed sample: ${JSON.stringify(symbol.samples)}`);
  const bySimpleName = await answer<LookedUp>('lookup_symbol', {symbol: 'uploadFile'});
  assert.equal(bySimpleName.name, 'Bee.uploadFile');
});

test('bee_behaviour says a new batch answers 400 until it is usable, with the cited source line', async () => {
  type Behaviour = {
    endpoints: {endpoint: string; responses: {status: number; message: string; source: {url: string}}[]}[];
    newBatch: {usableAfterBlocks: number; beforeUsable: string; sources: {url: string}[]};
  };
  const behaviour = await answer<Behaviour>('bee_behaviour', {query: 'createPostageBatch'});
  assert.match(behaviour.newBatch.beforeUsable, /\b400\b/);
  assert.equal(behaviour.newBatch.usableAfterBlocks, 10);
  const stamp = behaviour.endpoints.find((endpoint) => endpoint.endpoint === 'GET /stamps/{batch_id}');
  const notUsable = stamp?.responses.find((response) => response.status === 400);
  assert.match(notUsable?.source.url ?? '', /^https:\/\/github\.com\/ethersphere\/bee\/blob\/v2\.8\.1\/pkg\/api\/postage\.go#L\d+$/);
  const byPath = await answer<Behaviour>('bee_behaviour', {query: 'GET /stamps/0123abcd'});
  assert.deepEqual(
    byPath.endpoints.map((endpoint) => endpoint.endpoint),
    ['GET /stamps/{batch_id}'],
  );
});

test('check_code flags bee-js 9-style code against 12.3.1 and passes code that fits it, with line and column', async () => {
  type Checked = {ok: boolean; diagnostics: {line: number; column: number; code: string; message: string}[]};
  const oldStyle = [
    "import {Bee, BeeDev} from '@ethersphere/bee-js';",
    "const bee = new Bee('http://localhost:1633');",
    "const writer = bee.makeFeedWriter('sequence', 'my-topic', '0x' + '1'.repeat(64));",
    'console.log(writer, BeeDev);',
  ].join('\n');
  const flagged = await answer<Checked>('check_code', {code: oldStyle});
  assert.equal(flagged.ok, false);
  assert.ok(
    flagged.diagnostics.some((diagnostic) => diagnostic.line === 1 && diagnostic.code === 'TS2305'),
    JSON.stringify(flagged.diagnostics),
  );
  assert.ok(
    flagged.diagnostics.some((diagnostic) => diagnostic.line === 3 && ['TS2554', 'TS2345', 'TS2559'].includes(diagnostic.code)),
    JSON.stringify(flagged.diagnostics),
  );
  const fits = await answer<Checked>('check_code', {
    code: "import {Bee} from '@ethersphere/bee-js';\nconst bee = new Bee('http://localhost:1633');\nconsole.log(bee.url);\n",
  });
  assert.deepEqual(fits, {...fits, ok: true, diagnostics: []});
  assert.equal('notes' in fits, false, JSON.stringify(fits));
});

test('bad input gets an error naming what was wrong, and the server keeps serving', async () => {
  assert.match(await errorOf('read_page', {page: '/docs/storag/'}), /No page at "\/docs\/storag\/"\. Nearest: \/docs\/storage\//);
  assert.match(await errorOf('read_page', {page: '../../../etc/passwd'}), /leaves the documentation/);
  assert.match(await errorOf('read_page', {page: '/docs/%2e%2e/%2e%2e/package.json'}), /leaves the documentation/);
  assert.match(
    await errorOf('lookup_symbol', {symbol: 'Bee.uploadFil'}),
    /no export or member "Bee\.uploadFil"\. Nearest: Bee\.uploadFile/,
  );
  assert.match(await errorOf('bee_behaviour', {query: 'GET /stamp/{batch_id}'}), /lists no endpoint .*Nearest: .*\/stamps/);
  assert.match(await errorOf('bee_behaviour', {query: 'createPostageBach'}), /Nearest: Bee\.createPostageBatch/);
  assert.match(
    await errorOf('search_docs', {query: 'x'.repeat(LIMITS.query + 1)}),
    new RegExp(`at most ${LIMITS.query} characters at query`),
  );
  assert.match(await errorOf('check_code', {code: 'x'.repeat(LIMITS.code + 1)}), new RegExp(`at most ${LIMITS.code} characters at code`));
  assert.match(
    await errorOf('check_code', {code: 'def upload(bee):\n    return bee.upload_file("a.txt")\n'}),
    /does not parse as TypeScript/,
  );
  assert.match(await errorOf('search_docs', {}), /expected string, received undefined at query/);
  assert.match(await errorOf('upload_everything', {}), /Tool upload_everything not found/);
  await assert.rejects(client().readResource({uri: 'https://bee-js.ethswarm.org/docs/nowhere/index.md'}), /No resource/);
  await stillServes();
});
