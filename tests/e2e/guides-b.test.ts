/**
 * The second half of the guides, the release-note posts and the compatibility page: each is served under its
 * route, the pages carry the tags readers browse by, and the compatibility page shows the installed bee-js facts.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {readBeeJsPackage} from '../../bee-js-package';
import {BUILD_DIR, launchChromium, serveStatic, SITE_TITLE, type StaticSite} from './harness';

const GUIDES: Record<string, string> = {
  'docs/pss/': 'PSS messaging',
  'docs/gsoc/': 'GSOC messaging',
  'docs/soc-and-feeds/': 'Single owner chunks and feeds',
  'docs/act/': 'Access control (ACT)',
  'docs/manifests/': 'Manifests',
  'docs/utilities/': 'Utilities',
  'docs/resources/community/': 'Community and tools',
};

/** Release-note post route -> the year the blog sidebar must file it under. */
const RELEASE_POSTS: Record<string, string> = {
  'blog/bee-js-9/': '2025',
  'blog/bee-js-10/': '2025',
  'blog/bee-js-11/': '2026',
  'blog/bee-js-12/': '2026',
};

/** Tag page -> guides it must list. */
const TAGGED: Record<string, string[]> = {
  'docs/tags/messaging/': ['PSS messaging', 'GSOC messaging'],
  'docs/tags/feeds/': ['Single owner chunks and feeds'],
  'docs/tags/access-control/': ['Access control (ACT)'],
  'docs/tags/reference/': ['Utilities', 'Manifests'],
  'docs/tags/community/': ['Community and tools'],
};

describe('guides part B, release notes and compatibility', () => {
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

  for (const [route, title] of Object.entries(GUIDES)) {
    test(`/${route} answers 200 with title "${title}"`, async () => {
      // The title is checked after hydration, when the client has re-rendered the head.
      const response = await page.goto(site.url(route), {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 200);
      assert.equal(await page.title(), `${title} | ${SITE_TITLE}`);
    });
  }

  test('the manifests page has no sidebar, the other guides have one', async () => {
    await page.goto(site.url('docs/manifests/'));
    assert.equal(await page.locator('nav[aria-label="Docs sidebar"]').count(), 0);
    await page.goto(site.url('docs/gsoc/'));
    assert.equal(await page.locator('nav[aria-label="Docs sidebar"]').count(), 1);
  });

  for (const [route, titles] of Object.entries(TAGGED)) {
    test(`/${route} lists ${titles.join(', ')}`, async () => {
      await page.goto(site.url(route));
      const listed = await page.locator('article h2').allTextContents();
      for (const title of titles) assert.ok(listed.includes(title), `${title} missing from ${listed.join(', ')}`);
    });
  }

  for (const [route, year] of Object.entries(RELEASE_POSTS)) {
    test(`/${route} is served and filed under ${year} in the blog sidebar`, async () => {
      const response = await page.goto(site.url(route));
      assert.equal(response?.status(), 200);
      const sidebar = page.locator('nav[aria-label="Blog recent posts navigation"]');
      const yearGroup = sidebar.locator('div', {has: page.getByRole('heading', {name: year, exact: true})});
      const href = new URL(site.url(route)).pathname;
      assert.equal(await yearGroup.locator(`a[href="${href}"]`).count() > 0, true, `${route} not under ${year}`);
    });
  }

  test('/compatibility/ shows the facts of the installed bee-js', async () => {
    const facts = readBeeJsPackage();
    const response = await page.goto(site.url('compatibility/'));
    assert.equal(response?.status(), 200);
    const table = await page.locator('article table, main table').first().innerText();
    assert.match(table, new RegExp(`bee-js documented here\\s+${facts.version.replaceAll('.', '\\.')}`));
    assert.ok(table.includes(facts.supportedBeeVersionExact), 'exact Bee version missing');
    assert.ok(table.includes(facts.supportedBeeApiVersion), 'Bee API version missing');
    const nodeRow = await page.getByRole('row', {name: /Node\.js/}).innerText();
    assert.ok(nodeRow.includes(facts.nodeRange ?? process.versions.node), `Node.js row: ${nodeRow}`);
  });
});
