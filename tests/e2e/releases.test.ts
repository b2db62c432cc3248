/**
 * The release-note posts are served and filed under their year in the blog sidebar, and the compatibility page
 * shows the facts of the installed bee-js.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readBeeJsPackage} from '../../bee-js-package';
import {useBrowserSite} from './harness';

/** Release-note post route -> the year the blog sidebar must file it under. */
const RELEASE_POSTS: Record<string, string> = {
  'blog/bee-js-9/': '2025',
  'blog/bee-js-10/': '2025',
  'blog/bee-js-11/': '2026',
  'blog/bee-js-12/': '2026',
};

describe('release notes and compatibility', () => {
  const session = useBrowserSite();

  for (const [route, year] of Object.entries(RELEASE_POSTS)) {
    test(`/${route} is served and filed under ${year} in the blog sidebar`, async () => {
      const response = await session.page.goto(session.site.url(route));
      assert.equal(response?.status(), 200);
      const sidebar = session.page.locator('nav[aria-label="Blog recent posts navigation"]');
      const yearGroup = sidebar.locator('div', {has: session.page.getByRole('heading', {name: year, exact: true})});
      const href = new URL(session.site.url(route)).pathname;
      assert.equal((await yearGroup.locator(`a[href="${href}"]`).count()) > 0, true, `${route} not under ${year}`);
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
