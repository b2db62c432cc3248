import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readPage, sectionHits, sectionOf, type EngineDocument} from './hits';

const tags = {pre: '<mark>', post: '</mark>'};
const absoluteUrl = (url: string) => `https://docs.example${url}`;

const content =
  'Storage. Every upload needs a batch. Buy a batch. Call buyStorage with a size and a duration to get one. ' +
  'Costs. A batch <costs> BZZ per chunk. Top up. Add funds later.';
const words = content.split(' ');
const at = (word: string) => words.indexOf(word);

/** A page of the index: title, an h2, an h3 under it, and a second h2. */
function storagePage(): EngineDocument {
  return {
    url: '/base/docs/storage/',
    raw_url: '/docs/storage/',
    content: content.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    meta: {title: 'Storage'},
    anchors: [
      {element: 'h2', id: 'buy-a-batch', text: 'Buy a batch', location: at('Buy')},
      {element: 'h3', id: 'costs', text: 'Costs', location: at('Costs.')},
      {element: 'h2', id: 'top-up', text: 'Top up', location: at('Top')},
    ],
  };
}

const options = {snippetWords: 10, ellipsis: '…', tags, absoluteUrl, maxHits: 3};

/** The heading path of the storage page's Costs section. */
const COSTS_HIERARCHY = {lvl0: 'Guides', lvl1: 'Storage', lvl2: 'Buy a batch', lvl3: 'Costs', lvl4: null, lvl5: null, lvl6: null};

test("sectionOf groups pages into Guides, API reference, Blog, and Releases: each major's release post and API changes page", () => {
  assert.equal(sectionOf('/docs/getting-started/'), 'Guides');
  assert.equal(sectionOf('/docs/'), 'Guides');
  assert.equal(sectionOf('/docs/api/classes/MantarayNode/'), 'API reference');
  assert.equal(sectionOf('/blog/new-docs-site/'), 'Blog');
  assert.equal(sectionOf('/blog/bee-js-12/'), 'Releases');
  assert.equal(sectionOf('docs/api/changes/v12/'), 'Releases');
});

test('readPage splits the page into its top and one section per heading, each under its heading path', () => {
  const page = readPage(storagePage());
  assert.deepEqual(
    page.sections.map((section) => [section.heading?.id ?? null, section.start, section.bodyStart, section.end]),
    [
      [null, 0, 1, at('Buy')],
      ['buy-a-batch', at('Buy'), at('Call'), at('Costs.')],
      ['costs', at('Costs.'), at('A'), at('Top')],
      ['top-up', at('Top'), at('Add'), words.length],
    ],
  );
  assert.deepEqual(page.sections[2]?.hierarchy, COSTS_HIERARCHY);
  assert.equal(page.sections[3]?.hierarchy.lvl3, null, 'a new h2 ends the h3 above it');
});

test('a matched section becomes a hit with its anchor and heading path', () => {
  const [hit] = sectionHits(readPage(storagePage()), [at('Costs.'), at('<costs>')], {...options, query: 'costs'});
  assert.equal(hit?.url, 'https://docs.example/base/docs/storage/#costs');
  assert.equal(hit?.url_without_anchor, 'https://docs.example/base/docs/storage/');
  assert.equal(hit?.objectID, hit?.url);
  assert.equal(hit?.anchor, 'costs');
  assert.deepEqual(hit?.hierarchy, COSTS_HIERARCHY);
  assert.equal(hit?.type, 'content', 'a section with text to show is a text hit, its sentence shown');
  assert.deepEqual(Object.keys(hit?._highlightResult.hierarchy ?? {}), ['lvl0', 'lvl1', 'lvl2', 'lvl3']);
  assert.equal(hit?._highlightResult.hierarchy.lvl3?.value, '<mark>Costs</mark>');
  assert.equal(hit?._highlightResult.hierarchy.lvl1?.value, 'Storage');
  // The modal writes lvl1 under a text hit: there it names the section the hit opens.
  assert.equal(hit?._snippetResult.hierarchy?.lvl1?.value, 'Storage › Buy a batch › <mark>Costs</mark>');
});

test('a section with no text of its own is a heading hit', () => {
  const text = 'Guide. Costs. Prices. Pay per chunk.';
  const page = readPage({
    url: '/docs/guide/',
    content: text,
    meta: {title: 'Guide'},
    anchors: [
      {element: 'h2', id: 'costs', text: 'Costs', location: 1},
      {element: 'h3', id: 'prices', text: 'Prices', location: 2},
    ],
  });
  const [hit] = sectionHits(page, [1], {...options, query: 'costs'});
  assert.deepEqual([hit?.anchor, hit?.type], ['costs', 'lvl2']);
});

test('each matched section is a hit, ties in page order, the page top as the page itself', () => {
  const matched = [at('Storage.'), at('needs'), at('buyStorage'), at('Add')];
  const hits = sectionHits(readPage(storagePage()), matched, {...options, query: 'storage'});
  assert.deepEqual(
    hits.map((hit) => [hit.anchor, hit.type]),
    [
      [null, 'lvl1'],
      ['buy-a-batch', 'content'],
      ['top-up', 'content'],
    ],
  );
  assert.equal(hits[0]?.url, 'https://docs.example/base/docs/storage/');
});

test('maxHits keeps the best matching sections, best first, a match in a heading above matches in text', () => {
  const matched = [at('buyStorage'), at('A'), at('BZZ'), at('Top')];
  const hits = sectionHits(readPage(storagePage()), matched, {...options, query: 'x', maxHits: 2});
  assert.deepEqual(
    hits.map((hit) => hit.anchor),
    ['top-up', 'costs'],
  );
  const [only] = sectionHits(readPage(storagePage()), matched, {...options, query: 'x', maxHits: 1});
  assert.equal(only?.anchor, 'top-up');
});

test('a page found without word positions is listed at its top', () => {
  const hits = sectionHits(readPage(storagePage()), [], {...options, query: 'storage'});
  assert.deepEqual(
    hits.map((hit) => [hit.url, hit.type]),
    [['https://docs.example/base/docs/storage/', 'lvl1']],
  );
});

test('the snippet skips the heading, escapes the text and honours the word count', () => {
  const [hit] = sectionHits(readPage(storagePage()), [at('<costs>')], {...options, query: 'costs', snippetWords: 3});
  assert.equal(hit?._snippetResult.content?.value, '…<mark>&lt;costs&gt;</mark> BZZ per…');
  assert.equal(hit?.content, '<costs> BZZ per');
});

test('a match in body text under a heading that does not match is a content hit', () => {
  const [hit] = sectionHits(readPage(storagePage()), [at('buyStorage')], {...options, query: 'buystorage', snippetWords: 5});
  assert.equal(hit?.type, 'content');
  assert.equal(hit?.hierarchy.lvl2, 'Buy a batch');
  assert.equal(hit?.hierarchy.lvl3, null);
  assert.match(hit?._snippetResult.content?.value ?? '', /<mark>buyStorage<\/mark>/);
});

test('snippetWords 0 leaves _snippetResult empty, as without attributesToSnippet', () => {
  const [hit] = sectionHits(readPage(storagePage()), [at('<costs>')], {...options, query: 'costs', snippetWords: 0});
  assert.deepEqual(hit?._snippetResult, {});
});

test('a matched front matter question follows the section that answers, at the page top, escaped and highlighted', () => {
  const question = 'Why does a <batch> expire before I upload?';
  const hits = sectionHits(readPage(storagePage()), [at('Costs.')], {...options, query: 'batch expire', question, matchedTerms: ['expir']});
  assert.deepEqual(
    hits.map((hit) => hit.anchor),
    ['costs', null],
  );
  const [onlyQuestion] = sectionHits(readPage(storagePage()), [], {...options, query: 'batch expire', question, matchedTerms: ['expir']});
  assert.equal(onlyQuestion?.content, question);
  const top = hits[1];
  assert.equal(top!.url, 'https://docs.example/base/docs/storage/');
  assert.equal(top!.content, question);
  const highlighted = 'Why does a <mark>&lt;batch&gt;</mark> <mark>expire</mark> before I upload?';
  assert.equal(top!._highlightResult.content!.value, highlighted);
  assert.deepEqual(top!._snippetResult.content, {value: highlighted, matchLevel: 'full'});
});

test('the snippet shows the sentence holding most query words rather than a row of identifiers repeating one', () => {
  const text = 'Errors. BeeError error.status error.message error.name error.cause. The browser shows a CORS error when the node refuses.';
  const page = readPage({url: '/docs/errors/', content: text, meta: {title: 'Errors'}, anchors: []});
  const locations = text.split(' ').flatMap((word, location) => (/error|cors/i.test(word) ? [location] : []));
  const [hit] = sectionHits(page, locations, {...options, query: 'CORS error'});
  assert.match(hit!._snippetResult.content!.value, /shows a <mark>CORS<\/mark> <mark>error<\/mark>/);
});

test('a section whose heading holds the query comes before one repeating a common word of it', () => {
  const text =
    'Websites. Upload progress. uploadFiles upload uploadData upload uploadFile upload. Upload a folder from disk. Pass the folder path.';
  const words = text.split(' ');
  const page = readPage({
    url: '/docs/websites/',
    content: text,
    meta: {title: 'Websites'},
    anchors: [
      {element: 'h2', id: 'upload-progress', text: 'Upload progress', location: 1},
      {element: 'h2', id: 'upload-a-folder-from-disk', text: 'Upload a folder from disk', location: words.indexOf('Upload', 2)},
    ],
  });
  const locations = words.flatMap((word, location) => (/upload|folder/i.test(word) ? [location] : []));
  const hits = sectionHits(page, locations, {...options, query: 'upload a folder'});
  assert.equal(hits[0]!.anchor, 'upload-a-folder-from-disk');
});

test('a section saying the query words together leads a longer one holding them far apart', () => {
  const filler = Array.from({length: 40}, (_, index) => `row${index}`).join(' ');
  const text = `Guide. Errors and pitfalls. withdraw ${filler} wallet ${filler} node. Move tokens. Withdraw to the node wallet you own.`;
  const words = text.split(' ');
  const page = readPage({
    url: '/docs/guide/',
    content: text,
    meta: {title: 'Guide'},
    anchors: [
      {element: 'h2', id: 'errors-and-pitfalls', text: 'Errors and pitfalls', location: 1},
      {element: 'h2', id: 'move-tokens', text: 'Move tokens', location: words.indexOf('Move')},
    ],
  });
  const locations = words.flatMap((word, location) => (/^(withdraw|wallet|node)/i.test(word) ? [location] : []));
  const [first] = sectionHits(page, locations, {...options, query: 'withdraw node wallet'});
  assert.equal(first!.anchor, 'move-tokens');
});
