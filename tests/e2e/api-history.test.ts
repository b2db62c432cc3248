/**
 * The API reference's history and node-mode badges in the built site: a sampled Bee method, a changes page
 * with a known removal and addition whose links lead to real pages, and axe on the badges in both colour modes.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {axeOn} from './axe';
import {useBrowserSite} from './harness';

describe('API history badges', () => {
  const session = useBrowserSite();

  test('the Bee page shows when buyStorage was added and changed, its earlier signature and its node modes', async () => {
    const {page, site} = session;
    await page.goto(site.url('docs/api/classes/Bee/'));
    const body = page.locator('h3#buystorage ~ *').first();
    const notes = page.locator('h3#buystorage').locator('xpath=following-sibling::*[position() <= 6]');
    const text = (await notes.allTextContents()).join(' ');
    assert.ok(await body.count(), 'no content after the buyStorage heading');
    assert.match(text, /Added in 9\.0\.1 or earlier/);
    assert.match(text, /Node modes:\s*light\s*full/);
    assert.doesNotMatch(text, /ultra-light/);
    const changed = page.locator('h3#buystorage ~ * details', {hasText: 'Changed in 10.0.1'}).first();
    await changed.locator('summary').click();
    assert.match(
      await changed.innerText(),
      /Before 10\.0\.1:\s*buyStorage\(size: Size, duration: Duration, options\?: PostageBatchOptions, requestOptions\?: BeeRequestOptions\): Promise<BatchId>/,
    );
  });

  test('a deprecated Bee method is badged as such', async () => {
    const {page, site} = session;
    await page.goto(site.url('docs/api/classes/Bee/'));
    const notes = page.locator('h3#getallpostagebatch').locator('xpath=following-sibling::*[position() <= 2]');
    assert.match((await notes.allTextContents()).join(' '), /Deprecated/);
  });

  test('the bee-js 10 changes page lists a removal and an addition, and their links open the symbol pages', async () => {
    const {page, site} = session;
    await page.goto(site.url('docs/api/changes/v10/'));
    for (const [section, name, title] of [
      ['Removed exports', 'FEED_INDEX_HEX_LENGTH', 'FEED_INDEX_HEX_LENGTH'],
      ['Added exports', 'capacityBreakpoints', 'capacityBreakpoints'],
    ] as const) {
      const link = page.locator(`h2:has-text("${section}") + ul a`, {hasText: name});
      const href = await link.getAttribute('href');
      assert.ok(href, `${section} does not link ${name}`);
      const response = await page.request.get(new URL(href, page.url()).href);
      assert.equal(response.status(), 200, `${href} answers ${response.status()}`);
      assert.match(await response.text(), new RegExp(`<h1[^>]*>${title.replace(/_/g, '_?')}</h1>`));
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the badges pass axe in ${theme} mode`, async () => {
      const {browser, site} = session;
      // axe-core's Playwright builder needs a page of an explicit browser context.
      const context = await browser.newContext();
      const page = await context.newPage();
      const url = new URL(site.url('docs/api/classes/Bee/'));
      url.searchParams.set('docusaurus-theme', theme);
      await page.goto(url.href);
      await page.locator(`html[data-has-hydrated="true"][data-theme="${theme}"]`).waitFor();
      await page.locator('h3#buystorage ~ * details summary').first().click();
      const {violations} = await axeOn(page).include('.api-badges').include('.api-changed').analyze();
      await context.close();
      assert.deepEqual(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        ),
        [],
      );
    });
  }
});
