import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSnippet, escapeHtml, highlightText, queryTerms} from './highlight';

const tags = {pre: '<mark>', post: '</mark>'};

test('escapeHtml escapes markup and quotes', () => {
  assert.equal(escapeHtml(`<script>alert("x")</script> & 'y'`), '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
});

test('queryTerms lower-cases, drops punctuation and duplicates', () => {
  assert.deepEqual(queryTerms('  Upload, upload FILES?! '), ['upload', 'files']);
  assert.deepEqual(queryTerms('.*+?^${}()|[]\\'), []);
});

test('highlightText marks words starting with a term and reports the match level', () => {
  const partial = highlightText('Get a postage batch', queryTerms('postage stamp'), tags);
  assert.equal(partial.value, 'Get a <mark>postage</mark> batch');
  assert.equal(partial.matchLevel, 'partial');
  assert.deepEqual(partial.matchedWords, ['postage']);

  const full = highlightText('getStampCost', queryTerms('getstamp'), tags);
  assert.equal(full.value, '<mark>getStampCost</mark>');
  assert.equal(full.matchLevel, 'full');
  assert.equal(full.fullyHighlighted, true);

  assert.equal(highlightText('Introduction', queryTerms('bee'), tags).matchLevel, 'none');
});

test('highlightText marks other forms of a query word, as the engine matches stems', () => {
  const result = highlightText('PSS messaging', queryTerms('pss messages'), tags);
  assert.equal(result.value, '<mark>PSS</mark> <mark>messaging</mark>');
  assert.equal(result.matchLevel, 'full');
  assert.equal(highlightText('Message size', queryTerms('massive'), tags).matchLevel, 'none');
});

test('highlightText escapes the text around and inside highlights', () => {
  const result = highlightText('<b>bold</b> text', queryTerms('b'), tags);
  assert.equal(result.value, '<mark>&lt;b&gt;bold&lt;/b&gt;</mark> text');
});

test('buildSnippet cuts around the best-scoring matches, escaping and adding ellipses', () => {
  const words = 'zero one two three <four> five six seven eight nine ten eleven'.split(' ');
  const snippet = buildSnippet({
    words,
    matches: [
      {location: 1, score: 1},
      {location: 8, score: 5},
      {location: 9, score: 5},
    ],
    start: 0,
    end: words.length,
    length: 4,
    ellipsis: '…',
    tags,
  });
  assert.equal(snippet.value, '…seven <mark>eight</mark> <mark>nine</mark> ten…');
  assert.equal(snippet.text, 'seven eight nine ten');
  assert.equal(snippet.matchLevel, 'full');

  const escaped = buildSnippet({words, matches: [{location: 4, score: 1}], start: 3, end: 6, length: 10, ellipsis: '…', tags});
  assert.equal(escaped.value, 'three <mark>&lt;four&gt;</mark> five');
});

test('buildSnippet without matches starts at the section start', () => {
  const words = 'a b c d e f'.split(' ');
  const snippet = buildSnippet({words, matches: [], start: 2, end: 6, length: 2, ellipsis: '...', tags});
  assert.equal(snippet.value, 'c d...');
  assert.equal(snippet.matchLevel, 'none');
});

test('a snippet reads as a sentence: prose holding one query word comes before identifiers holding two', () => {
  const words = 'Options. error.status error.message cors.origin fields. The browser reports a CORS failure when the node refuses.'.split(
    ' ',
  );
  const matches = words.flatMap((word, location) => (/error|cors/i.test(word) ? [{location, score: 1}] : []));
  const snippet = buildSnippet({
    words,
    matches,
    start: 0,
    end: words.length,
    length: 8,
    ellipsis: '…',
    tags: {pre: '[', post: ']'},
    terms: ['cors', 'error'],
  });
  assert.match(snippet.text, /reports a CORS failure/);
});

test("where only code holds the match, the snippet shows the section's opening words", () => {
  const words = 'A React component uploads the file a reader picks. setState onChange error.message event.target.files'.split(' ');
  const matches = [{location: words.indexOf('error.message'), score: 1}];
  const snippet = buildSnippet({
    words,
    matches,
    start: 0,
    end: words.length,
    length: 9,
    ellipsis: '…',
    tags: {pre: '[', post: ']'},
    terms: ['error'],
  });
  assert.equal(snippet.text, 'A React component uploads the file a reader picks.');
});
