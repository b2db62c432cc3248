import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesToIndex} from './pages';

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs: [
            {permalink: '/bzz/ab/docs/'},
            {permalink: '/bzz/ab/docs/api/classes/Bee/'},
            {permalink: '/bzz/ab/docs/hidden/', unlisted: true},
          ],
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [{metadata: {permalink: '/bzz/ab/blog/release-12/'}}, {metadata: {permalink: '/bzz/ab/blog/draft/', draft: true}}],
    },
  },
  'docusaurus-plugin-content-pages': {default: [{permalink: '/bzz/ab/'}]},
};

test('indexes published docs and blog posts, relative to the base URL', () => {
  assert.deepEqual(pagesToIndex(allContent, '/bzz/ab/'), [
    {url: '/blog/release-12/', file: 'blog/release-12/index.html'},
    {url: '/docs/', file: 'docs/index.html'},
    {url: '/docs/api/classes/Bee/', file: 'docs/api/classes/Bee/index.html'},
  ]);
});

test('a permalink outside the base URL fails loudly', () => {
  assert.throws(() => pagesToIndex(allContent, '/other/'), /does not start with the base URL "\/other\/"/);
});
