import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {
  readStoredEntry,
  readStoredPage,
  SEARCH_INDEX_PATH,
  TITLES_INDEX_PATH,
  type SearchIndexFile,
} from '../../../src/search/search-index';
import {errorEntries, writeSearchIndex} from './write-index';

/** A built API page as the minifier writes it: no whitespace between cells, no optional end tags. */
const PAGE = `<!doctype html><html lang=en><body><article><div class=actions><a href=/docs/x/index.md type=text/markdown>Markdown</a></div>
<div class=markdown><header><h1>UploadFile</h1></header><h2 id=parameters>Parameters</h2>
<table><thead><tr><th>Parameter<th>Type<tbody><tr><td><code>options</code><td><a href=/docs/api/UploadOptions/><code>UploadOptions</code></a></table>
</div></article></body></html>`;

test('the index keeps table cells apart and leaves the Markdown link out, with the page title and headings', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  try {
    await mkdir(join(outDir, 'docs', 'x'), {recursive: true});
    await writeFile(join(outDir, 'docs', 'x', 'index.html'), PAGE);
    const page = {url: '/docs/x/', file: 'docs/x/index.html', questions: ['How do I pass options?'], keywords: ['upload']};
    const entry = {text: 'BeeArgumentError: bad options', docs: '/docs/x/#parameters', source: 'test'};
    assert.equal(await writeSearchIndex(outDir, [page], [entry]), 1);
    const index = JSON.parse(gunzipSync(await readFile(join(outDir, SEARCH_INDEX_PATH))).toString('utf8')) as SearchIndexFile;
    assert.equal(index.pages.length, 1);
    const [{url, title, content, anchors, questions, keywords}] = index.pages.map(readStoredPage);
    assert.deepEqual({questions, keywords}, {questions: page.questions, keywords: page.keywords});
    assert.deepEqual(index.entries.map(readStoredEntry), [{page: 0, anchor: 0, text: entry.text}]);
    assert.equal(url, '/docs/x/');
    assert.equal(title, 'UploadFile');
    const words = content.split(' ');
    for (const word of ['Parameter', 'Type', 'options', 'UploadOptions']) assert.ok(words.includes(word), `"${word}" in ${content}`);
    assert.ok(!/Markdown/.test(content), content);
    assert.deepEqual(
      anchors.map(({element, id, text}) => ({element, id, text})),
      [{element: 'h2', id: 'parameters', text: 'Parameters'}],
    );
    assert.equal(words[anchors[0]!.location], 'Parameters.');
    assert.deepEqual(await readdir(outDir), ['docs', SEARCH_INDEX_PATH, TITLES_INDEX_PATH].sort(), 'nothing else is written');
    const titles = JSON.parse(gunzipSync(await readFile(join(outDir, TITLES_INDEX_PATH))).toString('utf8')) as SearchIndexFile;
    const [titled] = titles.pages.map(readStoredPage);
    assert.equal(titled!.content, 'UploadFile. Parameters.', 'the titles index holds the title and headings only');
    assert.deepEqual(titled!.anchors, [{...anchors[0]!, location: 1}]);
    assert.deepEqual(titled!.questions, page.questions);
    assert.deepEqual(titles.entries, []);
  } finally {
    await rm(outDir, {recursive: true, force: true});
  }
});

test('an error entry that leads to no section of the built pages fails the build, naming where it is declared', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  try {
    await mkdir(join(outDir, 'docs', 'x'), {recursive: true});
    await writeFile(join(outDir, 'docs', 'x', 'index.html'), PAGE);
    const page = {url: '/docs/x/', file: 'docs/x/index.html', questions: [], keywords: []};
    const entry = {
      text: 'Failed to fetch',
      docs: '/docs/x/#no-such-section',
      source: 'plugins/search/client/data/errors.ts ("Failed to fetch")',
    };
    await assert.rejects(
      writeSearchIndex(outDir, [page], [entry]),
      /plugins\/search\/client\/data\/errors\.ts \("Failed to fetch"\) leads to \/docs\/x\/#no-such-section, which is not a section/,
    );
  } finally {
    await rm(outDir, {recursive: true, force: true});
  }
});

test('Bee status lines are indexed the way bee-js prints them, status text included', () => {
  const overissued = errorEntries().find(({text}) => text.includes('overissued'));
  assert.equal(overissued?.text, 'BeeResponseError: Payment Required: {"message":"batch is overissued","code":402}');
});

test('a message Bee gives on many endpoints is one entry per section it leads to', () => {
  const entries = errorEntries();
  const chainDisabled = entries.filter(({text}) => text.includes('Chain is disabled'));
  assert.equal(chainDisabled.length, new Set(chainDisabled.map(({docs}) => docs)).size);
  assert.equal(entries.length, new Set(entries.map(({text, docs}) => `${docs} ${text}`)).size);
});
