import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient, requestsOf, snippetWordsOf, type SearchEngine} from './local-client';
import type {EngineDocument} from '../../../src/search/hits';

function page(n: number): EngineDocument {
  const content = `Page ${n}. Some text about batches number ${n}.`;
  return {
    url: `/docs/page-${n}/`,
    raw_url: `/docs/page-${n}/`,
    content,
    meta: {title: `Page ${n}`},
    anchors: [],
  };
}

function fakeEngine(count: number) {
  const queries: string[] = [];
  const loaded: number[] = [];
  const engine: SearchEngine = {
    search: async (query) => {
      queries.push(query);
      return {
        results: Array.from({length: count}, (_, n) => ({
          id: String(n),
          score: count - n,
          words: [5],
          data: async () => {
            loaded.push(n);
            return page(n);
          },
        })),
      };
    },
  };
  return {engine, queries, loaded};
}

const absoluteUrl = (url: string) => `http://site${url}`;

test('requestsOf accepts {requests} and the legacy array with params objects or strings', () => {
  assert.deepEqual(requestsOf({requests: [{indexName: 'i', query: 'a'}]}), [{indexName: 'i', query: 'a'}]);
  assert.deepEqual(requestsOf([{indexName: 'i', params: {query: 'b', page: 1}}]), [{indexName: 'i', query: 'b', page: 1}]);
  assert.deepEqual(requestsOf([{indexName: 'i', params: 'query=c&hitsPerPage=5'}]), [{indexName: 'i', query: 'c', hitsPerPage: '5'}]);
  assert.throws(() => requestsOf({}), /requests` is required/);
});

test('snippetWordsOf reads content:N, defaults like a DocSearch index', () => {
  assert.equal(snippetWordsOf(['hierarchy.lvl1:5', 'content:5']), 5);
  assert.equal(snippetWordsOf(['content']), 10);
  assert.equal(snippetWordsOf(undefined), 10);
  assert.equal(snippetWordsOf(['hierarchy.lvl1:10']), 0);
  assert.equal(snippetWordsOf('["content:7"]'), 7);
});

test('with distinct, a page is one hit: hitsPerPage, page, nbHits and nbPages count pages, and only those shown are read', async () => {
  const {engine, loaded} = fakeEngine(45);
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  const {results} = await client.search({requests: [{indexName: 'docs', query: 'batch', hitsPerPage: 20, page: 1, distinct: true}]});
  const [result] = results;
  assert.equal(result?.nbHits, 45);
  assert.equal(result?.nbPages, 3);
  assert.equal(result?.page, 1);
  assert.equal(result?.hits.length, 20);
  assert.equal(result?.hits[0]?.url, 'http://site/docs/page-20/');
  assert.equal(result?.index, 'docs');
  assert.deepEqual(
    loaded.sort((a, b) => a - b),
    Array.from({length: 20}, (_, n) => n + 20),
  );
});

test('without distinct, a page of results lists the sections of hitsPerPage pages, at most hitsPerPage hits', async () => {
  const {engine, loaded} = fakeEngine(45);
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  const {results} = await client.search({requests: [{query: 'batch', hitsPerPage: 4, page: 1}]});
  const [result] = results;
  assert.equal(result?.nbHits, 45, 'pages found');
  assert.equal(result?.nbPages, 12);
  // Only the pages of the requested page of results are read.
  assert.deepEqual(
    loaded.sort((a, b) => a - b),
    [4, 5, 6, 7],
  );
  assert.deepEqual(
    result?.hits.map((hit) => hit.url),
    [4, 5, 6, 7].map((n) => `http://site/docs/page-${n}/`),
  );
});

test("the modal and the search page list pages in the engine's order, whatever their page size", async () => {
  const document = (n: number): EngineDocument => ({
    url: `/docs/page-${n}/`,
    content: `Title ${n}. batch`,
    meta: {title: n === 17 ? 'Batch' : `Title ${n}`},
    anchors: [],
  });
  const engine: SearchEngine = {
    search: async () => ({
      results: Array.from({length: 30}, (_, n) => ({id: String(n), score: 30 - n, words: [2], data: async () => document(n)})),
    }),
  };
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  const urls = async (hitsPerPage: number, page: number) =>
    (await client.search({requests: [{query: 'batch', hitsPerPage, page, distinct: true}]})).results[0]!.hits.map((hit) => hit.url);
  const modal = await urls(20, 0);
  const searchPage = [...(await urls(15, 0)), ...(await urls(15, 1))];
  assert.equal(modal[0], 'http://site/docs/page-0/');
  assert.deepEqual(searchPage.slice(0, 20), modal);
  assert.equal(new Set(searchPage).size, 30, 'no page twice, none left out');
});

test('a page lists its matching sections under it, and a page of results stops at hitsPerPage hits', async () => {
  // Words: 0 Page, 1 N., 2 Intro, 3 batch., 4 One., 5 batch, 6 here., 7 Two., 8 batch, 9 there.
  const sectioned = (n: number): EngineDocument => ({
    url: `/docs/page-${n}/`,
    content: `Page ${n}. Intro batch. One. batch here. Two. batch there.`,
    meta: {title: `Page ${n}`},
    anchors: [
      {element: 'h2', id: 'one', text: 'One.', location: 4},
      {element: 'h2', id: 'two', text: 'Two.', location: 7},
    ],
  });
  const engine: SearchEngine = {
    search: async () => ({
      results: [0, 1].map((n) => ({id: String(n), score: 2 - n, words: [3, 5, 8], data: async () => sectioned(n)})),
    }),
  };
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  const {results} = await client.search({requests: [{query: 'batch', hitsPerPage: 4}]});
  assert.deepEqual(
    results[0]?.hits.map((hit) => hit.url.replace('http://site/docs/', '')),
    ['page-0/', 'page-0/#one', 'page-0/#two', 'page-1/'],
  );
  assert.equal(results[0]?.nbHits, 2);
});

test('a page is read once, whatever the number of queries that find it', async () => {
  const {engine, loaded} = fakeEngine(3);
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  await client.search({requests: [{query: 'b'}]});
  await client.search({requests: [{query: 'ba'}]});
  assert.deepEqual(
    loaded.sort((a, b) => a - b),
    [0, 1, 2],
  );
});

test('a page that failed to load is read again by the next search', async () => {
  let failures = 1;
  const engine: SearchEngine = {
    search: async () => ({
      results: [
        {
          id: 'only',
          score: 1,
          words: [5],
          data: async () => {
            if (failures-- > 0) throw new Error('offline');
            return page(0);
          },
        },
      ],
    }),
  };
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  await assert.rejects(client.search({requests: [{query: 'b'}]}), /offline/);
  const {results} = await client.search({requests: [{query: 'b'}]});
  assert.equal(results[0]?.hits.length, 1);
});

test('search applies the request highlight tags and ellipsis', async () => {
  const {engine} = fakeEngine(1);
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  const {results} = await client.search({
    requests: [
      {query: 'batch', highlightPreTag: '<b>', highlightPostTag: '</b>', snippetEllipsisText: '...', attributesToSnippet: ['content:2']},
    ],
  });
  assert.equal(results[0]?.hits[0]?._snippetResult.content?.value, '...<b>batches</b> number...');
});

test('whitespace-only queries answer no hits without loading the engine', async () => {
  let loads = 0;
  const client = createLocalSearchClient({
    loadEngine: async () => {
      loads += 1;
      return fakeEngine(3).engine;
    },
    absoluteUrl,
  });
  const {results} = await client.search([{indexName: 'docs', params: {query: '   '}}]);
  assert.equal(results[0]?.nbHits, 0);
  assert.equal(loads, 0);
});

test('an engine that cannot load rejects the search', async () => {
  const client = createLocalSearchClient({loadEngine: () => Promise.reject(new Error('offline')), absoluteUrl});
  await assert.rejects(client.search({requests: [{query: 'bee'}]}), /offline/);
});

test('a page whose front matter question matched lists its best section first, then the question', async () => {
  const options: EngineDocument = {
    url: '/docs/api/interfaces/Options/',
    content: 'Options. Upload a file of any size. The largest file to upload.',
    meta: {title: 'Options'},
    anchors: [{element: 'h2', id: 'upload-a-file-of-any-size', text: 'Upload a file of any size', location: 1}],
  };
  const guide: EngineDocument = {
    url: '/docs/guide/',
    content: 'Guide. Intro text here. Upload a file. Call uploadFile with a file.',
    meta: {title: 'Guide'},
    anchors: [{element: 'h2', id: 'upload-a-file', text: 'Upload a file', location: 4}],
  };
  const engine: SearchEngine = {
    search: async () => ({
      results: [
        {id: 'guide', score: 2, words: [4, 6, 11], question: 'How do I upload a file?', data: async () => guide},
        {id: 'options', score: 1, words: [1, 3, 9, 11], data: async () => options},
      ],
    }),
  };
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl});
  const {results} = await client.search({requests: [{query: 'upload a file'}]});
  assert.deepEqual(
    results[0]!.hits.map((hit) => [hit.url, hit.content]),
    [
      ['http://site/docs/guide/#upload-a-file', 'Call uploadFile with a file.'],
      ['http://site/docs/guide/', 'How do I upload a file?'],
      ['http://site/docs/api/interfaces/Options/#upload-a-file-of-any-size', 'The largest file to upload.'],
    ],
  );
});
