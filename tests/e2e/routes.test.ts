import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {BUILD_DIR, launchChromium, serveStatic, SITE_TITLE, type StaticSite} from './harness';

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
  let browser: Browser;
  let page: Page;
  before(async () => {
    site = await serveStatic(BUILD_DIR);
    browser = await launchChromium();
    page = await browser.newPage();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const [route, title] of Object.entries(ROUTES)) {
    test(`/${route} answers 200 with title "${title} | ${SITE_TITLE}"`, async () => {
      const response = await page.goto(site.url(route), {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 200);
      assert.equal(await page.title(), `${title} | ${SITE_TITLE}`);
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
