/**
 * The second half of the guides, the release-note posts and the compatibility page: each is served under its
 * route, the pages carry the tags readers browse by, and the compatibility page shows the installed bee-js facts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {readBeeJsPackage} from '../../bee-js-package';
import {assertPageTitle, useBrowserSite} from './harness';

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
  const session = useBrowserSite();

  for (const [route, title] of Object.entries(GUIDES)) {
    test(`/${route} answers 200 with title "${title}"`, async () => {
      await assertPageTitle(session.page, session.site.url(route), title);
    });
  }

  test('the manifests page has no sidebar, the other guides have one', async () => {
    await session.page.goto(session.site.url('docs/manifests/'));
    assert.equal(await session.page.locator('nav[aria-label="Docs sidebar"]').count(), 0);
    await session.page.goto(session.site.url('docs/gsoc/'));
    assert.equal(await session.page.locator('nav[aria-label="Docs sidebar"]').count(), 1);
  });

  for (const [route, titles] of Object.entries(TAGGED)) {
    test(`/${route} lists ${titles.join(', ')}`, async () => {
      await session.page.goto(session.site.url(route));
      const listed = await session.page.locator('article h2').allTextContents();
      for (const title of titles) assert.ok(listed.includes(title), `${title} missing from ${listed.join(', ')}`);
    });
  }

  for (const [route, year] of Object.entries(RELEASE_POSTS)) {
    test(`/${route} is served and filed under ${year} in the blog sidebar`, async () => {
      const response = await session.page.goto(session.site.url(route));
      assert.equal(response?.status(), 200);
      const sidebar = session.page.locator('nav[aria-label="Blog recent posts navigation"]');
      const yearGroup = sidebar.locator('div', {has: session.page.getByRole('heading', {name: year, exact: true})});
      const href = new URL(session.site.url(route)).pathname;
      assert.equal(await yearGroup.locator(`a[href="${href}"]`).count() > 0, true, `${route} not under ${year}`);
    });
  }

  test('/compatibility/ shows the facts of the installed bee-js', async () => {
    const facts = readBeeJsPackage();
    const response = await session.page.goto(session.site.url('compatibility/'));
    assert.equal(response?.status(), 200);
    const table = await session.page.locator('article table, main table').first().innerText();
    assert.match(table, new RegExp(`bee-js documented here\\s+${facts.version.replaceAll('.', '\\.')}`));
    assert.ok(table.includes(facts.supportedBeeVersionExact), 'exact Bee version missing');
    assert.ok(table.includes(facts.supportedBeeApiVersion), 'Bee API version missing');
    const nodeRow = await session.page.getByRole('row', {name: /Node\.js/}).innerText();
    assert.ok(nodeRow.includes(facts.nodeRange ?? process.versions.node), `Node.js row: ${nodeRow}`);
  });
});
