import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sectionOf, toHit, type EngineDocument} from '../../src/search/hits';

const tags = {pre: '<mark>', post: '</mark>'};
const absoluteUrl = (url: string) => `https://docs.example${url}`;

/** A page as Pagefind returns it: title, an h2, an h3 under it, and a second h2. */
function storagePage(): EngineDocument {
  const content =
    'Storage. Every upload needs a batch. Buy a batch. Call buyStorage with a size and a duration to get one. ' +
    'Costs. A batch <costs> BZZ per chunk. Top up. Add funds later.';
  const words = content.split(' ');
  const at = (word: string) => words.indexOf(word);
  return {
    url: '/base/docs/storage/',
    raw_url: '/docs/storage/',
    content,
    raw_content: content.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    meta: {title: 'Storage'},
    anchors: [
      {element: 'h2', id: 'buy-a-batch', text: 'Buy a batch', location: at('Buy')},
      {element: 'h3', id: 'costs', text: 'Costs', location: at('Costs.')},
      {element: 'h2', id: 'top-up', text: 'Top up', location: at('Top')},
    ],
    sub_results: [
      {
        title: 'Costs',
        url: '/base/docs/storage/#costs',
        anchor: {element: 'h3', id: 'costs', text: 'Costs', location: at('Costs.')},
        weighted_locations: [{weight: 1, balanced_score: 300, location: at('<costs>')}],
        locations: [at('<costs>')],
      },
      {
        title: 'Buy a batch',
        url: '/base/docs/storage/#buy-a-batch',
        anchor: {element: 'h2', id: 'buy-a-batch', text: 'Buy a batch', location: at('Buy')},
        weighted_locations: [{weight: 1, balanced_score: 100, location: at('buyStorage')}],
        locations: [at('buyStorage')],
      },
    ],
    locations: [at('buyStorage'), at('<costs>')],
  };
}

test('sectionOf groups pages into Guides, API reference and Blog', () => {
  assert.equal(sectionOf('/docs/getting-started/'), 'Guides');
  assert.equal(sectionOf('/docs/'), 'Guides');
  assert.equal(sectionOf('/docs/api/classes/MantarayNode/'), 'API reference');
  assert.equal(sectionOf('/blog/new-docs-site/'), 'Blog');
});

test('a page becomes one hit at its best section, with the heading path above it', () => {
  const hit = toHit(storagePage(), {query: 'costs', snippetWords: 10, ellipsis: '…', tags, absoluteUrl});
  assert.equal(hit.url, 'https://docs.example/base/docs/storage/#costs');
  assert.equal(hit.url_without_anchor, 'https://docs.example/base/docs/storage/');
  assert.equal(hit.objectID, hit.url);
  assert.equal(hit.anchor, 'costs');
  assert.deepEqual(hit.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Storage',
    lvl2: 'Buy a batch',
    lvl3: 'Costs',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(hit.type, 'lvl3');
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3']);
  assert.equal(hit._highlightResult.hierarchy.lvl3?.value, '<mark>Costs</mark>');
});

test('the snippet skips the heading, escapes the text and honours the word count', () => {
  const hit = toHit(storagePage(), {query: 'costs', snippetWords: 3, ellipsis: '…', tags, absoluteUrl});
  assert.equal(hit._snippetResult.content?.value, '…<mark>&lt;costs&gt;</mark> BZZ per…');
  assert.equal(hit.content, '<costs> BZZ per');
});

test('a match in body text under a heading that does not match is a content hit', () => {
  const page = storagePage();
  page.sub_results = [page.sub_results[1]!];
  const hit = toHit(page, {query: 'buystorage', snippetWords: 5, ellipsis: '…', tags, absoluteUrl});
  assert.equal(hit.type, 'content');
  assert.equal(hit.hierarchy.lvl2, 'Buy a batch');
  assert.equal(hit.hierarchy.lvl3, null);
  assert.match(hit._snippetResult.content?.value ?? '', /<mark>buyStorage<\/mark>/);
});

test('snippetWords 0 leaves _snippetResult empty, as without attributesToSnippet', () => {
  const hit = toHit(storagePage(), {query: 'costs', snippetWords: 0, ellipsis: '…', tags, absoluteUrl});
  assert.deepEqual(hit._snippetResult, {});
});
