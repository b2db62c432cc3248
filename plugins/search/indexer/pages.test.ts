import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesToIndex} from './pages';

const answers = {questions: ['How do I upload a folder?'], keywords: ['folder']};

function contentWith(introFrontMatter: Record<string, unknown>) {
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              {permalink: '/bzz/ab/docs/', source: '@site/docs/introduction.md', frontMatter: introFrontMatter},
              {permalink: '/bzz/ab/docs/api/classes/Bee/', source: '@site/docs/api/classes/Bee.md', frontMatter: {}},
              {permalink: '/bzz/ab/docs/hidden/', unlisted: true},
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {metadata: {permalink: '/bzz/ab/blog/release-12/', source: '@site/blog/12.md', frontMatter: answers}},
          {metadata: {permalink: '/bzz/ab/blog/draft/', draft: true}},
        ],
      },
    },
    'docusaurus-plugin-content-pages': {default: [{permalink: '/bzz/ab/'}]},
  };
}

test('indexes published docs and blog posts, relative to the base URL, with what each answers', () => {
  assert.deepEqual(pagesToIndex(contentWith(answers), '/bzz/ab/'), [
    {url: '/blog/release-12/', file: 'blog/release-12/index.html', ...answers},
    {url: '/docs/', file: 'docs/index.html', ...answers},
    {url: '/docs/api/classes/Bee/', file: 'docs/api/classes/Bee/index.html', questions: [], keywords: []},
  ]);
});

test('a permalink outside the base URL fails loudly', () => {
  assert.throws(() => pagesToIndex(contentWith(answers), '/other/'), /does not start with the base URL "\/other\/"/);
});

test('a guide without questions or keywords fails the build, naming its file', () => {
  assert.throws(
    () => pagesToIndex(contentWith({keywords: ['folder']}), '/bzz/ab/'),
    /docs\/introduction\.md:1: has no front matter `questions`/,
  );
  assert.throws(
    () => pagesToIndex(contentWith({questions: ['Why?'], keywords: ['ok', 3]}), '/bzz/ab/'),
    /docs\/introduction\.md:1: has a `keywords` item that is not a string: 3/,
  );
});
