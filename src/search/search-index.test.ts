import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headingId, readStoredPage, storePage, type IndexedPageText} from './search-index';

const PAGE: IndexedPageText = {
  url: '/docs/upload-download/',
  title: 'Upload and download',
  content: 'Upload and download. Bee stores data. Upload a file. Call uploadFile with a batch. uploadData(). Sends bytes. Kept.',
  anchors: [
    {element: 'h2', id: 'upload-a-file', text: 'Upload a file', location: 6},
    {element: 'h3', id: 'uploaddata', text: 'uploadData()', location: 14},
    {element: 'h2', id: 'renamed-by-the-author', text: 'Kept', location: 17},
  ],
};

test('a stored page points at its title and headings in its text and reads back as it was', () => {
  const stored = storePage(PAGE);
  assert.equal(stored.title, 3);
  assert.deepEqual(stored.anchors, [
    [2, 6, 3],
    [3, 8, 1],
    [2, 3, 1, 'renamed-by-the-author'],
  ]);
  assert.deepEqual(readStoredPage(stored), PAGE);
});

test('a title or heading that the text does not hold where it says is stored as text', () => {
  const page: IndexedPageText = {
    ...PAGE,
    title: 'Storing and fetching',
    anchors: [{element: 'h2', id: 'elsewhere', text: 'Elsewhere', location: 6}],
  };
  const stored = storePage(page);
  assert.equal(stored.title, 'Storing and fetching');
  assert.deepEqual(stored.anchors, [[2, 6, 'Elsewhere']]);
  assert.deepEqual(readStoredPage(stored), page);
});

test('heading ids are derived the way the stored headings expect', () => {
  assert.equal(headingId('Upload a file'), 'upload-a-file');
  assert.equal(headingId('uploadData()'), 'uploaddata');
  assert.equal(headingId('Mutable content and ACT'), 'mutable-content-and-act');
});
