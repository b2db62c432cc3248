import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSearchEngine, createSearchEngine} from './index';
import {queryTerm, wordTerms} from './words';
import type {IndexedPageText} from '../search-index';

function indexedPage(url: string, title: string, body: string, headings: string[] = []): IndexedPageText {
  const content = [`${title}.`, ...headings.map((heading) => `${heading}.`), body].join(' ');
  let location = title.split(' ').length;
  const anchors = headings.map((text) => {
    const anchor = {element: 'h2', id: text.toLowerCase().replace(/\s+/g, '-'), text, location};
    location += text.split(' ').length;
    return anchor;
  });
  return {url, title, content, anchors};
}

const pages = [
  indexedPage('/docs/storage/', 'Storage', 'Buy a postage batch with buyStorage before uploading files.', ['Buy a batch']),
  indexedPage('/docs/api/namespaces/Utils/getStampCost/', 'getStampCost', 'Returns the cost of a stamp in BZZ.'),
  indexedPage('/docs/pss/', 'PSS messaging', 'Send messages to a node that listens on a topic.'),
  indexedPage('/blog/release/', 'Release notes', 'bee-js 12 supports Bee 2.6; the Bee class gained methods.'),
];

async function search(query: string) {
  const engine = createSearchEngine(pages, '/base/');
  return (await engine.search(query))?.results ?? [];
}

const urlsFor = async (query: string) => {
  const results = await search(query);
  return Promise.all(results.map(async (result) => (await result.data()).raw_url));
};

test('wordTerms finds a word whole and by its parts, stemmed and without punctuation', () => {
  assert.deepEqual(wordTerms('getStampCost,'), ['getstampcost', 'get', 'stamp', 'cost']);
  assert.deepEqual(wordTerms('bee-js'), ['beej', 'bee', 'js']);
  assert.deepEqual(wordTerms('messages.'), ['messag']);
  assert.deepEqual(wordTerms('—'), []);
  assert.equal(queryTerm('Messaging'), 'messag');
  assert.equal(queryTerm('bee-js'), 'beej', 'a query word is matched whole');
  assert.equal(queryTerm('?!'), null);
});

test('a page with every query word comes first, the last word as a prefix', async () => {
  assert.equal((await urlsFor('uploading batch'))[0], '/docs/storage/');
  assert.equal((await urlsFor('uploading bat'))[0], '/docs/storage/');
  assert.equal((await urlsFor('stamp cost'))[0], '/docs/api/namespaces/Utils/getStampCost/');
});

test('stems match: a query finds other forms of its words', async () => {
  assert.equal((await urlsFor('pss message'))[0], '/docs/pss/');
  assert.equal((await urlsFor('upload file'))[0], '/docs/storage/');
});

test('a symbol is found by its name and by the words it is made of', async () => {
  assert.deepEqual(await urlsFor('getStampCost'), ['/docs/api/namespaces/Utils/getStampCost/']);
  assert.ok((await urlsFor('stamp cost')).includes('/docs/api/namespaces/Utils/getStampCost/'));
  assert.deepEqual(await urlsFor('bee-js'), ['/blog/release/']);
});

test('a match in the title ranks the page above matches in text', async () => {
  const guides = [
    indexedPage('/docs/notes/', 'Notes', 'Words about many things, among them a word on pinning, and more words.'),
    indexedPage('/docs/pinning/', 'Pinning', 'Keep content on your node.'),
  ];
  const [first] = (await createSearchEngine(guides, '/').search('pinning'))!.results;
  assert.equal((await first!.data()).raw_url, '/docs/pinning/');
});

test('results carry the locations of the matched words and the page under the base URL', async () => {
  const [result] = await search('buy');
  const page = await result!.data();
  assert.equal(page.url, '/base/docs/storage/');
  assert.equal(page.meta.title, 'Storage');
  const words = page.content.split(' ');
  assert.deepEqual(
    [...new Set(result!.words)].map((location) => words[location]),
    ['Buy', 'Buy', 'buyStorage'],
  );
  assert.deepEqual(page.anchors, pages[0]!.anchors);
});

test('pages come grouped under their top-level heading, each group where its best page ranks, as the modal lists them', async () => {
  const mixed = [
    indexedPage(
      '/docs/feeds/',
      'Feeds',
      'A feed is a mutable pointer: write a feed update with a feed writer, read a feed with its reader.',
    ),
    indexedPage(
      '/docs/api/classes/Bee/',
      'Bee',
      'makeFeedReader returns a feed reader to read a feed. makeFeedWriter returns a feed writer to write a feed. A feed update.',
    ),
    indexedPage(
      '/docs/websites/',
      'Websites',
      'A website is a collection of files, with an index document and an error document, uploaded together with a manifest in ' +
        'one upload of many files and folders with their paths, and a feed can point at it, so that its address stays the same ' +
        'when the files change, which readers like.',
    ),
  ];
  const found = (await createSearchEngine(mixed, '/').search('feed'))!.results;
  const urls = await Promise.all(found.map(async (result) => (await result.data()).raw_url));
  assert.deepEqual(urls, ['/docs/feeds/', '/docs/websites/', '/docs/api/classes/Bee/']);
  assert.ok(found[2]!.score > found[1]!.score, 'the API page scores above the second guide and is listed after it, in its group');
});

test('a rare word of the query counts more than a common one, and a match in a sentence more than one among identifiers', async () => {
  const site = [
    indexedPage(
      '/docs/browser/',
      'Browser',
      'A node without the right setting shows a CORS error. BeeError error.status error.message error.name.',
    ),
    ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => indexedPage(`/docs/${name}/`, name, 'Any call may throw an error.')),
  ];
  // The last word is a prefix too (error.status holds the term errorstatus): typed first, error is one term.
  const [result] = (await createSearchEngine(site, '/').search('error CORS'))!.results;
  const words = (await result!.data()).content.split(' ');
  const weight = (word: string) => result!.words.filter((location) => words[location] === word).length;
  assert.ok(weight('CORS') > weight('error.'), `CORS ${weight('CORS')}, error ${weight('error.')}`);
  assert.ok(weight('error.') > weight('error.status'), `error. ${weight('error.')}, error.status ${weight('error.status')}`);
});

test('a typo of a word typed marks nothing on a page holding the word typed, and marks the word on a page lacking it', async () => {
  const site = [
    indexedPage('/docs/batches/', 'Batches', 'A batch size need not match the data.'),
    indexedPage('/docs/other/', 'Other', 'Words that match the query.'),
  ];
  const found = (await createSearchEngine(site, '/').search('batch'))!.results;
  const marked = await Promise.all(
    found.map(async (result) => {
      const words = (await result.data()).content.split(' ');
      return [...new Set(result.words.map((location) => words[location]))];
    }),
  );
  assert.deepEqual(marked, [['Batches.', 'batch'], ['match']]);
});

test('the heading signal grows with the share of the query a guide heading holds, a rare word counting more', () => {
  const guides = [
    indexedPage('/docs/errors/', 'Errors', 'An error has a status.', ['Errors bee-js throws']),
    indexedPage('/docs/browser/', 'Browser apps', 'The node must list your origin.', ['Let the node answer your origin (CORS)']),
    indexedPage('/docs/status/', 'Status', 'An error status.', ['Status codes']),
    indexedPage('/docs/api/classes/Bee/', 'Bee', 'Every error of Bee.', ['CORS error']),
  ];
  const signal = (url: string) =>
    createSearchEngine(guides, '/')
      .explain('CORS error')
      .find((result) => result.url === url)!.signals.headingWords;
  assert.ok(signal('/docs/browser/') > signal('/docs/errors/'), 'CORS is rarer than error');
  assert.ok(signal('/docs/errors/') > 0);
  assert.equal(signal('/docs/status/'), 0, 'the words in text, not in a heading');
  assert.equal(signal('/docs/api/classes/Bee/'), 0, 'API pages are found by their symbols, not by this signal');
});

test('the phrase signal is on for a page that says the query in order, stop words left out, and off for one that holds its words apart', () => {
  const guides = [
    indexedPage('/docs/websites/', 'Websites', 'uploadFilesFromDirectory uploads a folder from disk.'),
    indexedPage('/docs/upload-download/', 'Upload and download', 'A folder is a set of files; upload it whole.'),
  ];
  const phrase = (query: string, url: string) =>
    createSearchEngine(guides, '/')
      .explain(query)
      .find((result) => result.url === url)!.signals.phrase;
  assert.ok(phrase('upload folder', '/docs/websites/') > 0);
  assert.ok(phrase('upload a folder', '/docs/websites/') > 0);
  assert.equal(phrase('upload folder', '/docs/upload-download/'), 0);
  assert.equal(phrase('folder', '/docs/websites/'), 0, 'one word is no phrase');
});

test('an error message entry leads to its section only when the query quotes it, not when they share a word', async () => {
  const guide = indexedPage('/docs/storage/', 'Storage', 'Estimate the cost of a stamp before you buy it. Errors come last.', [
    'Estimate the cost',
    'Errors and pitfalls',
  ]);
  const entries = [{page: 0, anchor: 1, text: 'BeeResponseError: Bad Request: cannot get batch stamp'}];
  const engine = createSearchEngine([guide], '/', entries);
  const [shares] = engine.explain('stamp cost');
  const [quotes] = engine.explain('cannot get batch stamp');
  const errorsHeading = guide.anchors[1]!.location;
  assert.equal(shares!.words.filter((location) => location === errorsHeading).length, 0);
  assert.ok(quotes!.words.filter((location) => location === errorsHeading).length >= 5);
});

test('buildSearchEngine lets queued tasks run while it builds, and answers as createSearchEngine does', async () => {
  const many = Array.from({length: 4000}, (_, index) => pages[index % pages.length]!);
  let queuedTaskRan = false;
  setTimeout(() => (queuedTaskRan = true));
  const built = await buildSearchEngine(many, '/base/');
  assert.ok(queuedTaskRan, 'the build held the thread until it was done');
  const whole = createSearchEngine(many, '/base/');
  for (const query of ['postage batch', 'getStampCost', 'messages on a topic', 'Bee class']) {
    const ranked = async (engine: typeof whole) => (await engine.search(query))!.results.map(({id, score, words}) => ({id, score, words}));
    assert.deepEqual(await ranked(built), await ranked(whole), query);
  }
});
