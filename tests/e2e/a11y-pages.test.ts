/** Accessibility (tests/e2e/axe.ts) of the site's own page kinds, and the checker against a known violation. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {axeViolations, describeAxe} from './axe';
import {BUILD_DIR} from './harness';
import {sitemapPaths} from '../../scripts/lib/site-pages';

const blogPost = sitemapPaths(BUILD_DIR).find((route) => /^blog\/(?!tags\/|authors\/|archive\/|page\/)[^/]+\/$/.test(route));

describeAxe(
  'accessibility of the site pages',
  [
    {name: 'home', route: '', file: 'index.html'},
    {name: 'docs root', route: 'docs/', file: 'docs/index.html'},
    {name: 'guide', route: 'docs/getting-started/', file: 'docs/getting-started/index.html'},
    {name: 'blog list', route: 'blog/', file: 'blog/index.html'},
    {name: 'blog post', route: blogPost ?? 'blog/no-post/', file: blogPost ? `${blogPost}index.html` : null},
    {name: 'search results', route: 'search/?q=upload', file: 'search/index.html'},
    {name: 'not found', route: 'docs/no-such-page/', file: '404.html'},
  ],
  (page) => {
    test('the checker reports a known violation', async () => {
      await page().setContent('<!doctype html><html lang="en"><title>t</title><main><img src="x.png"></main></html>');
      const violations = await axeViolations(page());
      assert.ok(
        violations.some((line) => line.startsWith('image-alt')),
        violations.join('\n'),
      );
    });
  },
);
