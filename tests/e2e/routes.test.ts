import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {assertPageTitle, closeBrowserSite, openBrowserSite, SITE_TITLE, type BrowserSite, type StaticSite} from './harness';

/** Route -> expected <title> prefix. */
const ROUTES: Record<string, string> = {
  '': 'Home',
  'docs/': 'Introduction',
  'docs/getting-started/': 'Getting started',
  'docs/api/': 'API reference',
  'blog/': 'Blog',
  'search/': 'Search the documentation',
};

describe('routes', () => {
  let site: StaticSite;
  let page: Page;
  let session: BrowserSite | undefined;
  before(async () => {
    session = await openBrowserSite();
    ({site, page} = session);
  });
  after(() => closeBrowserSite(session));

  for (const [route, title] of Object.entries(ROUTES)) {
    test(`/${route} answers 200 with title "${title} | ${SITE_TITLE}"`, async () => {
      await assertPageTitle(page, site.url(route), title);
    });
  }

  test('an unknown path gets the not-found page with status 404', async () => {
    const response = await page.goto(site.url('docs/no-such-page/'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
  });

  for (const suffix of ['index.html', '.html']) {
    test(`a path ending in ${suffix} renders the page it names`, async () => {
      const path = suffix === 'index.html' ? 'docs/getting-started/index.html' : 'docs/getting-started.html';
      await page.goto(site.url(path));
      await page.getByRole('heading', {level: 1, name: 'Getting started'}).waitFor();
    });
  }
});
