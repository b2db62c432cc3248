/** The Copy page button puts the page's Markdown twin on the clipboard, at the root and under a sub-path. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {ROOT_AND_SUBPATH_BUILDS, useBrowserSite} from './harness';

for (const build of ROOT_AND_SUBPATH_BUILDS) {
  describe(`Copy page in the ${build.name}`, () => {
    const session = useBrowserSite(build.dir, build.prefix);
    let context: BrowserContext;
    let page: Page;

    const openGuide = async () => {
      context = await session.browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
      page = await context.newPage();
      await page.goto(session.site.url('docs/getting-started/'));
      // Clicks before hydration reach no handler.
      await page.locator('html[data-has-hydrated="true"]').waitFor();
    };

    test('copies the Markdown of the page and says so', async () => {
      await openGuide();
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('status').filter({hasText: 'Page copied as Markdown'}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await (await fetch(session.site.url('docs/getting-started/index.md'))).text();
      assert.ok(copied.startsWith('# Getting started\n'), copied.slice(0, 80));
      assert.equal(copied, twin);
      await context.close();
    });

    test('the Markdown link and the head point at the twin of the page', async () => {
      await openGuide();
      const twin = `${build.prefix}docs/getting-started/index.md`;
      assert.equal(await page.getByRole('link', {name: 'Markdown', exact: true}).getAttribute('href'), twin);
      assert.equal(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href'), twin);
      await context.close();
    });

    test('reports a failure when the Markdown cannot be fetched', async () => {
      await openGuide();
      await page.route('**/index.md', (route) => route.fulfill({status: 404, body: 'missing'}));
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('status').filter({hasText: 'Copying failed'}).waitFor();
      await context.close();
    });
  });
}
