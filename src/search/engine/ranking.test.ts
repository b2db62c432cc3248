import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSearchEngine} from './index';
import {typoDistance} from './words';
import {createLocalSearchClient} from '../../../plugins/search/client/local-client';
import {expand} from './expand';
import {parseQuery, typoBudget} from './parse';
import {indexSite} from './site';
import type {IndexedPageText} from '../search-index';

function page(url: string, title: string, body: string): IndexedPageText {
  return {url, title, content: `${title}. ${body}`, anchors: []};
}

const PAGES = [
  page('/docs/storage/', 'Buying storage', 'Pay for storage with a postage batch. The effective capacity of a batch is what fits.'),
  page('/docs/upload-download/', 'Upload and download', 'Upload a file. Set the redundancy level of an upload.'),
  page(
    '/docs/guide-using-depth/',
    'Sizing with Utils.getDepthForSize',
    'Call Utils.getDepthForSize to size a batch. Utils.getDepthForSize takes a Size; Utils.getDepthForSize again.',
  ),
  page(
    '/docs/guide-buying/',
    'Buying with bee.buyStorage',
    'Call bee.buyStorage to buy. bee.buyStorage takes a Size; bee.buyStorage again.',
  ),
  page('/docs/api/namespaces/Utils/getDepthForSize/', 'getDepthForSize', 'Returns the depth of a batch for a size.'),
  page('/docs/api/classes/Bee/', 'Bee', 'The client. buyStorage() buys a batch.'),
  page('/docs/cat/', 'Cat', 'A page about a cat and a cut.'),
  page('/docs/chequebook/', 'Chequebook', 'Deposit to the chequebook.'),
  page('/docs/uploadstream/', 'Streaming tools', 'Tools named uploadstream.'),
  page('/docs/uplad/', 'Uplad', 'A page whose title has a typo.'),
];
PAGES[5]!.anchors = [{element: 'h3', id: 'buystorage', text: 'buyStorage()', location: 3}];

const engine = createSearchEngine(PAGES, '/');

/** The order, by index, in which an engine over just these pages lists them for the query. */
async function idsFor(pages: IndexedPageText[], query: string): Promise<string[]> {
  return (await createSearchEngine(pages, '/').search(query))!.results.map((result) => result.id);
}

async function urlsFor(query: string): Promise<string[]> {
  const {results} = (await engine.search(query))!;
  return Promise.all(results.map(async (result) => (await result.data()).raw_url!));
}

test('typo budget follows Algolia: none below 4 letters, one from 4, two from 8', () => {
  assert.deepEqual(['cat', 'cats', 'chequeb', 'chequebo'].map(typoBudget), [0, 1, 1, 2]);
  assert.equal(typoDistance('levle', 'level', 1), 1, 'a swap of two letters is one typo');
  assert.equal(typoDistance('chequbok', 'chequebook', 2), 2);
  assert.equal(typoDistance('abcdef', 'ghijkl', 2), 3, 'further than allowed');
});

test('a typo is forgiven within the budget, and never in short words', async () => {
  assert.deepEqual(await urlsFor('chequebok'), ['/docs/chequebook/'], 'one letter missing');
  assert.deepEqual(await urlsFor('chqeuebook'), ['/docs/chequebook/'], 'two letters swapped count as one typo');
  assert.deepEqual(await urlsFor('chquebok'), ['/docs/chequebook/'], 'two typos in a word of 8 letters');
  assert.deepEqual(await urlsFor('levle'), ['/docs/upload-download/'], 'a swap is one typo in a word of 5 letters');
  assert.deepEqual(await urlsFor('cht'), [], 'no typo in a word of three letters');
  assert.deepEqual(await urlsFor('chqbk'), [], 'more typos than the budget');
});

test('exact matches rank above prefix matches, which rank above typo matches', async () => {
  const urls = await urlsFor('upload');
  const rank = (url: string) => urls.indexOf(url);
  assert.ok(rank('/docs/upload-download/') >= 0 && rank('/docs/uploadstream/') >= 0 && rank('/docs/uplad/') >= 0, urls.join(' '));
  assert.ok(rank('/docs/upload-download/') < rank('/docs/uploadstream/'), `exact before prefix: ${urls.join(' ')}`);
  assert.ok(rank('/docs/uploadstream/') < rank('/docs/uplad/'), `prefix before typo: ${urls.join(' ')}`);
});

test('when no page has every word, pages with the most of them come first', async () => {
  const urls = await urlsFor('redundancy upload zebra');
  assert.equal(urls[0], '/docs/upload-download/', urls.join(' '));
  assert.deepEqual((await urlsFor('redundancy chequebook zebra')).sort(), ['/docs/chequebook/', '/docs/upload-download/']);
});

test('stop and question words never decide whether a page matches', async () => {
  assert.equal(parseQuery('how do I pay for storage').groups.length, 2);
  assert.equal((await urlsFor('how do I pay for storage'))[0], '/docs/storage/');
  assert.ok((await urlsFor('how to')).includes('/docs/chequebook/'), 'a query of stop words alone still searches for them');
});

test('question words frame a query but never rank its pages; other stop words still do', async () => {
  assert.deepEqual(parseQuery('which node mode do I need').stopWords, []);
  assert.deepEqual(parseQuery('plur to bzz').stopWords, ['to']);
  const pages = [
    page('/asks/', 'Questions', 'Which do I need? I do need a node, in some mode.'),
    page('/answers/', 'Node modes', 'Each node mode, and what a node in that mode can do.'),
  ];
  assert.deepEqual(await idsFor(pages, 'which node mode do I need'), ['1', '0']);
});

test('a typo of one query word is never another word of the query, nor a synonym the reader did not type', async () => {
  const modes = [page('/more/', 'Nodes', 'A node with more peers.'), page('/node/', 'Node', 'node node node node node node')];
  const [, mode] = expand(parseQuery('node mode'), indexSite(modes, '/'));
  assert.deepEqual(
    [...mode!.typoTerms],
    ['more'],
    '"mode" is one typo from "more", and from "node" typed next to it, which it is not read as',
  );
  const feeds = [page('/feed/', 'Feeds', 'A feed points to its latest update.'), page('/need/', 'Needs', 'What you need to start.')];
  assert.deepEqual(await idsFor(feeds, 'mutable reference'), ['0'], '"need" is one typo from "feed", which the reader did not type');
});

test("a symbol puts its API page first, and a member its class's page", async () => {
  const depth = await urlsFor('Utils.getDepthForSize');
  assert.equal(depth[0], '/docs/api/namespaces/Utils/getDepthForSize/', depth.join(' '));
  assert.ok(depth.includes('/docs/guide-using-depth/'), 'then the guides that use it');
  assert.equal((await urlsFor('bee.buyStorage'))[0], '/docs/api/classes/Bee/');
  assert.equal((await urlsFor('getDepthForSize'))[0], '/docs/api/namespaces/Utils/getDepthForSize/');
});

test("a synonym finds the page that uses the docs' word", async () => {
  assert.deepEqual(await urlsFor('effective volume'), ['/docs/storage/']);
  assert.ok((await urlsFor('stamp')).includes('/docs/storage/'), 'stamp finds postage batch');
});

test("Swarm's storage rent is the storage price these pages write", async () => {
  const pages = [
    page('/price/', 'Prices', 'The storage price per chunk per block.'),
    page('/storage/', 'Storage', 'Storage, and storage again, for storage.'),
  ];
  assert.deepEqual(await idsFor(pages, 'storage rent'), ['0']);
});

test('a word matched through a typo is highlighted', async () => {
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl: (url) => url});
  const {results} = await client.search({requests: [{indexName: 'docs', query: 'chequebok'}]});
  const [hit] = results[0]!.hits;
  assert.equal(hit!._highlightResult.hierarchy.lvl1!.value, '<span class="algolia-docsearch-suggestion--highlight">Chequebook</span>');
});

const RELEASE_PAGES: IndexedPageText[] = [
  page('/docs/storage/', 'Buying storage', 'Buy a batch. What changed for batches: nothing breaks. Depth 17 is the minimum.'),
  page('/blog/bee-js-11/', 'bee-js 11', 'Release notes of 11.0.0: what breaks when you upgrade.'),
  page('/blog/bee-js-12/', 'bee-js 12', 'Release notes of 12.0.0: what breaks when you upgrade.'),
  page('/docs/api/changes/v12/', 'API changes in bee-js 12', 'Added exports.'),
  page('/docs/api/changes/v11/', 'API changes in bee-js 11', 'Added exports.'),
];

test("a query naming a major ranks that major's release post and API changes page first", async () => {
  const urls = async (query: string) => {
    const {results} = (await createSearchEngine(RELEASE_PAGES, '/').search(query))!;
    return Promise.all(results.slice(0, 2).map(async (result) => (await result.data()).raw_url!));
  };
  const twelve = ['/blog/bee-js-12/', '/docs/api/changes/v12/'];
  const eleven = ['/blog/bee-js-11/', '/docs/api/changes/v11/'];
  for (const query of ['v12', '12.x', 'migrate to v12', 'bee-js 12']) assert.deepEqual((await urls(query)).sort(), twelve, query);
  for (const query of ['what changed in 11', 'bee-js 11', 'upgrade to 11.2']) assert.deepEqual((await urls(query)).sort(), eleven, query);
  assert.deepEqual((await urls('breaking changes')).sort(), twelve, 'no major named: the newest');
  assert.deepEqual(await urls('depth 17'), ['/docs/storage/'], 'a number that is no major is an ordinary word');
});

test('a pasted error message leads to the section explaining it, with its variable parts (URL, hex, numbers) left out', async () => {
  const pages = [
    page('/docs/browser/', 'Browser apps', 'Fetch files in a page.'),
    page('/docs/errors/', 'Errors', 'A failed fetch. Batches fail too. Console'),
  ];
  pages[1]!.anchors = [{element: 'h2', id: 'console', text: 'Console', location: 7}];
  const entries = [
    {page: 1, anchor: 0, text: "Access to fetch from origin has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header"},
    {page: 1, anchor: 0, text: 'BeeResponseError: Payment Required: {"message":"batch is overissued","code":402}'},
  ];
  const engine = createSearchEngine(pages, '/', entries);
  const first = async (query: string) => {
    const [result] = (await engine.search(query))!.results;
    return `${(await result!.data()).raw_url} ${result!.words[0]}`;
  };
  assert.equal(
    await first("Access to fetch at 'http://10.0.0.5:1633/stamps' from origin 'http://localhost:5173' has been blocked by CORS"),
    '/docs/errors/ 7',
  );
  assert.equal(await first('Payment Required: {"message":"batch is overissued","code":402} 0xab12cd34ef56ab78cd90'), '/docs/errors/ 7');
});

test('a page found through its front matter question shows that question', async () => {
  const pages = [
    {
      ...page('/docs/storage/', 'Buying storage', 'Batches have a time to live.'),
      questions: ['How long does my data stay on Swarm?', 'What does a batch cost?'],
    },
  ];
  const [result] = (await createSearchEngine(pages, '/').search('how long does data stay'))!.results;
  assert.equal(result?.question, 'How long does my data stay on Swarm?');
  const [byText] = (await createSearchEngine(pages, '/').search('time to live'))!.results;
  assert.equal(byText?.question, undefined, 'found through its text: no question to explain it');
});

test("a page's front matter question counts as its text for the query's stop words and phrase", async () => {
  const pages = [
    page('/docs/browser/', 'Browser', 'Read the reference of a file a reader picks in a collection.'),
    {
      ...page('/docs/websites/', 'Websites', 'Collections map paths to references of files.'),
      questions: ['How do I get the reference of a file inside a collection?'],
    },
  ];
  assert.deepEqual(await idsFor(pages, 'get the reference of a file inside a collection'), ['1', '0']);
});

test('a preposition decides no match: "after" need not be on the page that answers', async () => {
  const pages = [
    page('/docs/utilities/', 'Utilities', 'Keep a timer available after the content is read.'),
    page('/docs/pinning/', 'Pinning', 'Keep content available: pin it.'),
  ];
  assert.equal((await idsFor(pages, 'keep content available after pinning'))[0], '1');
});

test('an entry that holds the query only through typos is not a quoted message: pages rank as usual', async () => {
  const pages = [
    {...page('/docs/overview/', 'Overview', 'Each node runs in a mode.'), questions: ['Which node mode do I need?']},
    page('/docs/status/', 'Status', 'A node needs peers.'),
  ];
  // "mode" reaches this message only through a typo ("modo"): the reader did not quote it.
  const entries = [{page: 1, anchor: 0, text: 'Node not ready: modo unknown, need peers'}];
  const [first] = (await createSearchEngine(pages, '/', entries).search('which node mode do I need'))!.results;
  assert.equal(first?.id, '0');
});

test('a query that is a guide heading, word for word, puts that heading first', async () => {
  const chatty = page('/docs/feeds/', 'What you need to know', 'What you need for feeds: what you need is a topic you need.');
  const setup = page('/docs/setup/', 'Setup', 'Install the package. What you need A running Bee node and Node.js.');
  setup.anchors = [{element: 'h2', id: 'what-you-need', text: 'What you need', location: 4}];
  assert.deepEqual(await idsFor([chatty, setup], 'What you need'), ['1', '0']);
  assert.equal((await idsFor([setup, chatty], 'what you need to know'))[0], '1', 'only the whole heading counts');
});
