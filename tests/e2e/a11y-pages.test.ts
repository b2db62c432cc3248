/** Accessibility (tests/e2e/axe.ts) of the site's own page kinds, and the checker against a known violation. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {axeTest, axeViolations, contentSkippedByBrowser, THEMES, useAxePage, type PageKind} from './axe';
import {BUILD_DIR} from './harness';
import {sitemapPaths} from '../../scripts/lib/site-pages';

const blogPost = sitemapPaths(BUILD_DIR).find((route) => /^blog\/(?!tags\/|authors\/|archive\/|page\/)[^/]+\/$/.test(route));

const KINDS: PageKind[] = [
  {name: 'home', route: '', file: 'index.html', themes: THEMES},
  {name: 'docs root', route: 'docs/', file: 'docs/index.html', themes: THEMES},
  {name: 'guide', route: 'docs/getting-started/', file: 'docs/getting-started/index.html', themes: THEMES},
  {name: 'long guide', route: 'docs/upload-download/', file: 'docs/upload-download/index.html', themes: THEMES},
  {name: 'blog list', route: 'blog/', file: 'blog/index.html', themes: ['light']},
  {name: 'blog post', route: blogPost ?? 'blog/no-post/', file: blogPost ? `${blogPost}index.html` : null, themes: ['dark']},
  {name: 'search results', route: 'search/?q=upload', file: 'search/index.html', themes: ['light']},
  {name: 'not found', route: 'docs/no-such-page/', file: '404.html', themes: ['dark']},
];

describe('accessibility of the site pages', () => {
  const axe = useAxePage();

  /** Loads a page whose main element holds `markup`, and nothing else that axe could object to. */
  const showMarkup = (markup: string) =>
    axe.page().setContent(`<!doctype html><html lang="en"><title>t</title><main>${markup}</main></html>`);

  /** The checker's report on a page of `markup` has a line that starts with `start`. */
  const assertReported = async (markup: string, start: string) => {
    await showMarkup(markup);
    const violations = await axeViolations(axe.page());
    assert.ok(
      violations.some((line) => line.startsWith(start)),
      violations.join('\n'),
    );
  };

  test('the checker reports a known violation', () => assertReported('<img src="x.png">', 'image-alt'));

  test('the checker reports code text whose contrast axe leaves undecided behind a background image', () =>
    assertReported(
      '<pre style="background: linear-gradient(#000, #333); color: #fff"><code>const hinted = 1</code></pre>',
      'color-contrast undecided for 1 code elements',
    ));

  test('the checker reports content the browser skipped far from the viewport', async () => {
    await showMarkup('<div style="height: 5000px"></div><pre style="content-visibility: auto"><code>const far = 1</code></pre>');
    await axe.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.deepEqual(await contentSkippedByBrowser(axe.page()), ['code.']);
  });

  for (const kind of KINDS) for (const theme of kind.themes) test(...axeTest(kind, theme), () => axe.assertNoViolations(kind.route, theme));
});
