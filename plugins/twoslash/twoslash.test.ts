import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {themes} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import type {ElementContent} from 'hast';
import {pageText} from '../search/indexer/page-text';
import {apiPathFor} from './api-links';
import {cacheFile, compileSample, compileSamples, SampleTypeError} from '../samples/compile';
import {cataloguedPage} from '../samples/catalogued-page';
import {remarkTwoslash} from './mdx';
import {requireStaticLinesId} from './client/static-lines-id';
import {isCi} from '../../tests/required-input';

const SNAPSHOT = path.join(import.meta.dirname, 'fixtures', 'sample-popups.snapshot');

/** A catalogued page with one fence at `fenceLine`, and its code node as the remark step receives it. */
async function pageWithSample(code: string, fenceLine: number, meta: string | null = null, file = 'docs/fixture-page.md') {
  const {pagePath, nodes} = await cataloguedPage(file, [{lang: 'ts', meta, value: code, line: fenceLine}]);
  const node = nodes[0]!;
  const tree: Root = {type: 'root', children: [node]};
  return {node, tree, file: {path: pagePath, data: {} as {twoslashBlocks?: number}}};
}

/** The compiled sample's two children: its plain code, and the HTML of its static lines. */
function compiledChildren(node: Code): {plainCode: unknown; linesHtml: string} {
  const [plainCode, lines, ...rest] = node.data!.hChildren as ElementContent[];
  assert.equal(rest.length, 0);
  assert.equal(lines?.type, 'text');
  return {plainCode, linesHtml: lines.value};
}

/** TypeDoc's JSON model of a few bee-js exports, so that these tests need no build. */
const API_PROJECT_FIXTURE = path.join(import.meta.dirname, 'fixtures', 'bee-js-project.json');
const transform = remarkTwoslash({theme: themes.vsDark, apiLinks: true, apiProjectFile: API_PROJECT_FIXTURE});

test('a sample with a type error fails the build, naming the page and the line of the error', async () => {
  // The marker line above the error is not part of the compiled code: the line number must still be the page's.
  const code = ["import { Bee } from '@ethersphere/bee-js'", 'const bee = new Bee(1633)', '//    ^?', "const size: number = 'large'"].join(
    '\n',
  );
  const {tree, file} = await pageWithSample(code, 20);
  assert.throws(() => transform(tree, file), /^Error: docs\/fixture-page\.md:22: TS2345: .*'number'.*'string'/);

  const afterMarker = await pageWithSample(['const ok = 1', '//    ^?', "const size: number = 'large'"].join('\n'), 40);
  assert.throws(() => transform(afterMarker.tree, afterMarker.file), /^Error: docs\/fixture-page\.md:43: TS2322:/);
});

test('an error the sample declares with @errors is shown, not thrown', async () => {
  const {node, tree, file} = await pageWithSample(['// @errors: 2322', "const size: number = 'large'"].join('\n'), 1);
  transform(tree, file);
  const html = compiledChildren(node).linesHtml;
  assert.match(html, /class="token-line twoslash-error-line"[^>]*>TS2322: Type 'string' is not assignable to type 'number'\./);
  assert.doesNotMatch(html, /@errors/);
});

const FIXTURE = `import { Bee, BatchId } from '@ethersphere/bee-js'

const bee = new Bee('http://localhost:1633')
declare const batchId: BatchId

const { reference } = await bee.uploadData(batchId, 'Hello')
//      ^?`;

test('the popup HTML of a fixture sample matches the reviewed snapshot', async () => {
  const {node, tree, file} = await pageWithSample(FIXTURE, 1, 'title="upload.ts" run');
  transform(tree, file);
  assert.equal(file.data.twoslashBlocks, 1);
  // The fence stays a code node with its meta, for remark plugins that read fences after this one.
  assert.equal(node.type, 'code');
  assert.equal(node.meta, 'title="upload.ts" run');
  const {plainCode, linesHtml: html} = compiledChildren(node);
  // The copy button copies this: the code without the marker line.
  assert.deepEqual(plainCode, {type: 'text', value: `${FIXTURE.replace(/\n\/\/ +\^\?$/, '')}\n`});
  // A missing snapshot is written for review locally; in CI it fails, so an unreviewed snapshot never passes.
  const writeSnapshot = process.env.UPDATE_SNAPSHOTS === '1' || (!existsSync(SNAPSHOT) && !isCi());
  if (writeSnapshot) writeFileSync(SNAPSHOT, `${html}\n`);
  assert.ok(existsSync(SNAPSHOT), `${SNAPSHOT} is missing: run this test without CI set to write it, then review it`);
  assert.equal(`${html}\n`, readFileSync(SNAPSHOT, 'utf8'), 'rerun with UPDATE_SNAPSHOTS=1 after reviewing the difference');
});

test('every other fence is drawn too, highlighted and without popups: Bash, an API example, a one-liner', async () => {
  const fence = (lang: string, value: string, meta: string | null = null): Code => ({type: 'code', lang, meta, value});
  const bash = fence('bash', 'npm install @ethersphere/bee-js');
  const example = fence('ts', "const bee = new Bee('http://localhost:1633')\nawait bee.getHealth()");
  const signature = fence('ts', 'uploadData(batchId: BatchId): Promise<UploadResult>', 'api-signature');
  const page = (children: Code[], file: string) => ({
    tree: {type: 'root', children} as Root,
    file: {path: file, data: {} as {twoslashBlocks?: number}},
  });

  const guide = page([bash], path.join(process.cwd(), 'docs', 'fixture-page.md'));
  transform(guide.tree, guide.file);
  assert.equal(guide.file.data.twoslashBlocks, 1);
  const {plainCode, linesHtml} = compiledChildren(bash);
  // Ending in a newline, as a fence's code does, or the theme's MDX code component would take it for inline code.
  assert.deepEqual(plainCode, {type: 'text', value: 'npm install @ethersphere/bee-js\n'});
  assert.match(linesHtml, /^<div class="token-line" style="color:#9CDCFE"><span class="token function" style="color:[^"]+">npm<\/span>/);

  // The API reference's examples are not compiled (their names would be unknown) but drawn; signatures are left
  // to the reference's own step.
  const reference = page([example, signature], path.join(process.cwd(), 'docs', 'api', 'classes', 'Bee.md'));
  transform(reference.tree, reference.file);
  assert.equal(reference.file.data.twoslashBlocks, 1);
  assert.match(compiledChildren(example).linesHtml, /class="token keyword"[^>]*>await</);
  assert.doesNotMatch(compiledChildren(example).linesHtml, /twoslash-popup/);
  assert.equal(signature.data, undefined);
});

test('a code block without drawn lines fails the render, quoting its first line', () => {
  assert.equal(requireStaticLinesId('twoslash-1a2b3c4d-0', 'npm test'), 'twoslash-1a2b3c4d-0');
  assert.throws(
    () => requireStaticLinesId(undefined, 'npm install\nnpm test'),
    /^Error: A code block without static lines \("npm install"\)/,
  );
});

test('the search index reads a compiled sample without its popups and pinned types', async () => {
  const {node, tree, file} = await pageWithSample(FIXTURE, 1);
  transform(tree, file);
  const html = `<title>t</title><article><h1>Page</h1><pre class="language-ts"><code>${compiledChildren(node).linesHtml}</code></pre></article>`;
  const {content} = pageText(html, '/docs/page/');
  assert.match(content, /uploadData/);
  assert.doesNotMatch(content, /UploadResult|RedundantUploadOptions|network/);
});

test('bee-js exports link to their API page, members to their heading when the page has one', () => {
  const exports = new Map([
    ['Bee', 'classes'],
    ['UploadResult', 'interfaces'],
    ['Chunk', 'interfaces'],
    ['FeedIndex', 'classes'],
    ['Utils', 'namespaces'],
  ] as const);
  const pathFor = (quickInfo: string, target: string) => apiPathFor(quickInfo, target, exports, API_PROJECT_FIXTURE);
  assert.equal(pathFor('(method) Bee.uploadData(...): Promise<UploadResult>', 'uploadData'), '/docs/api/classes/Bee/#uploaddata');
  // Headed `~~download()~~` on the page: deprecated, struck through, and still anchored by its name.
  assert.equal(pathFor('(method) Bee.download(...): Promise<Bytes>', 'download'), '/docs/api/classes/Bee/#download');
  assert.equal(pathFor('(property) UploadResult.tagUid?: number', 'tagUid'), '/docs/api/interfaces/UploadResult/#taguid');
  // Two members differing in case: the second heading Docusaurus numbers.
  assert.equal(pathFor('(property) FeedIndex.length: number', 'length'), '/docs/api/classes/FeedIndex/#length');
  assert.equal(pathFor('(property) FeedIndex.LENGTH: number', 'LENGTH'), '/docs/api/classes/FeedIndex/#length-1');
  // TypeDoc gives Chunk's `hash` no heading (as in the build's docs/api/interfaces/Chunk.md).
  assert.equal(pathFor('(property) Chunk.hash: () => Reference', 'hash'), '/docs/api/interfaces/Chunk/');
  assert.equal(pathFor('(alias) class Bee\nimport Bee', 'Bee'), '/docs/api/classes/Bee/');
  // A namespace's members have pages of their own, not headings on its page.
  assert.equal(pathFor('(method) Utils.getStampCost(...): BZZ', 'getStampCost'), null);
  assert.equal(pathFor('const bee: Bee', 'bee'), null);
  assert.equal(pathFor('(method) Console.log(...data: any[]): void', 'log'), null);
});

test('a compiled sample is read back from the cache', () => {
  const code = `const cached = 'yes' // ${Date.now()}`;
  const first = compileSample(code, 'ts');
  const file = cacheFile(code, 'ts');
  assert.ok(existsSync(file), 'the compiled sample was written to the cache');
  // A changed entry comes back as it is, so it was read and not compiled again.
  writeFileSync(file, JSON.stringify({...first, hovers: []}));
  assert.deepEqual(compileSample(code, 'ts').hovers, []);
  assert.notDeepEqual(first.hovers, []);
});

/** What a reader sees of a compiled sample: its popups and pinned types, or its error. */
const shown = (result: ReturnType<typeof compileSample> | SampleTypeError) =>
  result instanceof SampleTypeError
    ? {error: result.diagnostic, line: result.line}
    : {hovers: result.hovers.map((hover) => hover.text), queries: result.queries.map((query) => query.text)};

/** A sample compiled alone, its type error returned rather than thrown as compileSample does. */
function compiledAlone(code: string, language: string) {
  rmSync(cacheFile(code, language), {force: true});
  try {
    return compileSample(code, language);
  } catch (error) {
    if (error instanceof SampleTypeError) return error;
    throw error;
  }
}

test('samples compiled together each get the result they get alone', () => {
  const stamp = `// ${Date.now()}`;
  const samples = [
    {code: `${stamp}\nimport { Bee } from '@ethersphere/bee-js'\nconst bee = new Bee('http://localhost:1633')`, language: 'ts'},
    // Quick info on a JSX tag name, asked before the errors, made the checker report "Cannot find name 'p'".
    {code: `${stamp}\nexport function Greeting() {\n  return <p>Hello</p>\n}`, language: 'tsx'},
    {code: `${stamp}\nconst size: number = 'large'`, language: 'ts'},
  ];
  const together = compileSamples(samples);
  const [bee, greeting, size] = together;
  assert.ok(!(bee instanceof SampleTypeError) && bee.hovers.some((hover) => hover.text === 'const bee: Bee'));
  assert.ok(!(greeting instanceof SampleTypeError), String(greeting));
  assert.ok(size instanceof SampleTypeError && size.line === 1 && size.diagnostic.startsWith('TS2322:'));
  for (const [index, {code, language}] of samples.entries()) {
    assert.deepEqual(shown(compiledAlone(code, language)), shown(together[index]!), code);
  }
});

test('a sample sees no name of another, in its batch or an earlier one', () => {
  const stamp = Date.now();
  const declares = (name: string) => ({code: `// ${stamp}\nconst ${name} = 1`, language: 'ts'});
  const reads = (name: string) => ({code: `// ${stamp}\nconsole.log(${name})`, language: 'ts'});
  const [, sameBatch] = compileSamples([declares('declaredAlongside'), reads('declaredAlongside')]);
  compileSamples([declares('declaredBefore')]);
  const [laterBatch] = compileSamples([reads('declaredBefore')]);
  for (const result of [sameBatch, laterBatch]) {
    assert.ok(result instanceof SampleTypeError && result.diagnostic.startsWith('TS2304:'), String(result));
  }
});

test('a sample that the catalogue read otherwise than the page shows it fails the build', async () => {
  const asWritten = await pageWithSample("const shown = 'as written'", 3);
  const siteTransform = remarkTwoslash({theme: themes.vsDark, apiLinks: false});
  siteTransform(asWritten.tree, asWritten.file);
  assert.equal(asWritten.file.data.twoslashBlocks, 1);
  const otherwise = {...asWritten, node: {...asWritten.node, value: "const shown = 'otherwise'"}};
  const tree: Root = {type: 'root', children: [otherwise.node]};
  assert.throws(
    () => siteTransform(tree, {path: asWritten.file.path, data: {}}),
    /^Error: docs\/fixture-page\.md:4: the sample catalogue reads this sample otherwise/,
  );
});
