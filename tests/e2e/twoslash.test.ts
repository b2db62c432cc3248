/**
 * Type popups on compiled TypeScript samples (plugins/twoslash/): shown on hover and on keyboard focus, with
 * the signature and a link to the API reference; pinned `^?` types shown without either; the copy button copies
 * the plain code; after a client-side navigation the popups come from the page's HTML, or from loading the page
 * when that HTML cannot be fetched; axe finds nothing wrong with a popup open. Screenshots of an open popup go to
 * build/twoslash-screenshots/ for a look by eye.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {axeOn} from './axe';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {assertServerOnly, BUILD_DIR, builtPage, hydrated, SUBPATH_BUILD_DIR, SUBPATH_PREFIX, useServedBuild, waitedFor} from './harness';

const GUIDE = 'docs/getting-started/';
const SCREENSHOTS = path.join(BUILD_DIR, 'twoslash-screenshots');

/** The getting-started sample that uploads: the first one calling uploadData. */
const uploadSample = (page: Page) => page.locator('.theme-code-block').filter({hasText: 'bee.uploadData('}).first();
const uploadDataName = (sample: Locator) =>
  sample
    .locator('.twoslash-hover')
    .filter({hasText: /^uploadData/})
    .first();

async function openGuide(page: Page, theme: 'light' | 'dark' = 'light') {
  await page.goto(`${served.site.url(GUIDE)}?docusaurus-theme=${theme}`);
  await page.locator(`html[data-has-hydrated="true"][data-theme="${theme}"]`).waitFor();
}

/** Opens `route` and marks its window with `beforeNavigation`, a mark only a full page load clears. */
async function openMarked(page: Page, route: string) {
  await page.goto(served.site.url(route));
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
}

async function assertUploadDataPopup(popup: Locator) {
  await popup.waitFor({state: 'visible'});
  assert.match(
    await popup.locator('.twoslash-type').innerText(),
    /^\(method\) Bee\.uploadData\(postageBatchId: BatchId \| Uint8Array \| string, data: string \| Uint8Array/,
  );
  const link = popup.getByRole('link', {name: 'Bee.uploadData in the API reference'});
  assert.equal(
    new URL(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)).pathname +
      new URL(await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)).hash,
    '/docs/api/classes/Bee/#uploaddata',
  );
}

const served = useServedBuild(BUILD_DIR);

describe('type popups on samples', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    context = await served.browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    page = await context.newPage();
  });
  after(() => context.close());

  test("the popups and the code are in the page's HTML and in none of the JavaScript it loads", async () => {
    const popupsPage = await context.newPage();
    const signature = '(method) Bee.uploadData(postageBatchId: BatchId';
    // The plain code too: the client reads it from the lines (client/StaticLines.tsx).
    const codeLine = "const { reference } = await bee.uploadData(batchId, 'Hello, Swarm!')";
    await assertServerOnly(popupsPage, served.site.url(GUIDE), {inHtml: [signature], inNoScript: [signature, codeLine]});
    await popupsPage.close();
  });

  test('hovering uploadData shows its signature and links to its API heading', async () => {
    await openGuide(page);
    const name = uploadDataName(uploadSample(page));
    const popup = name.locator('.twoslash-popup');
    assert.equal(await popup.isVisible(), false, 'hidden until hovered');
    await name.hover();
    await assertUploadDataPopup(popup);
    await popup.getByRole('link').click();
    await page.waitForURL(/\/docs\/api\/classes\/Bee\/#uploaddata$/);
  });

  test('focusing uploadData from the keyboard shows the same popup', async () => {
    await openGuide(page);
    const sample = uploadSample(page);
    const name = uploadDataName(sample);
    // Tab from the focusable name just before it, as a keyboard user walks through the sample.
    await sample.locator('.twoslash-hover').filter({hasText: /^bee/}).nth(1).focus();
    await page.keyboard.press('Tab');
    assert.equal(await name.evaluate((element) => element === document.activeElement), true);
    await assertUploadDataPopup(name.locator('.twoslash-popup'));
  });

  test('a pinned ^? type is shown without hovering', async () => {
    await openGuide(page);
    const pinned = uploadSample(page).locator('.twoslash-pinned').first();
    assert.equal(await pinned.isVisible(), true);
    assert.equal(await pinned.innerText(), '^ const reference: Reference');
  });

  test('the copy button copies the code without popup text or marker lines', async () => {
    await openGuide(page);
    const sample = uploadSample(page);
    await sample.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^import \{ Bee \} from '@ethersphere\/bee-js'\n/);
    assert.match(copied, /const \{ reference \} = await bee\.uploadData\(batchId, 'Hello, Swarm!'\)\nconsole\.log/);
    assert.doesNotMatch(copied, /\^\?|Promise<UploadResult>|API reference/);
  });

  test('after a client-side navigation the sample gets its popups again', async () => {
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
    // Set on this document only: still there after the navigation if the router made it without a page load.
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    await page.locator(`.menu a[href$="/${GUIDE}"]`).first().click();
    await page.waitForURL(/getting-started\/$/);
    assert.equal(await page.evaluate(() => 'beforeNavigation' in window), true, 'navigated by the router');
    const name = uploadDataName(uploadSample(page));
    await name.waitFor();
    await name.hover();
    await assertUploadDataPopup(name.locator('.twoslash-popup'));
    await uploadSample(page).getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^import \{ Bee \} from '@ethersphere\/bee-js'\n[\s\S]*await bee\.uploadData\(batchId, 'Hello, Swarm!'\)\n/);
  });

  test('Back right after a client-side navigation keeps the page: samples of the page left fetch their own lines', async () => {
    const backPage = await context.newPage();
    try {
      await openMarked(backPage, 'docs/utilities/');
      const storageLines = waitedFor(
        "the request for the storage page's HTML, where its samples find their lines",
        backPage.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/docs/storage/index.html')),
      );
      await backPage.locator('nav a[href$="/docs/storage/"]').first().click();
      await backPage.waitForURL(/\/docs\/storage\/$/);
      // Back once the samples have asked for their lines; their request then ends either way, answered or cut
      // off by the page leaving (on a busy machine Back can come first, and no answer ever arrives).
      const request = await storageLines;
      await backPage.goBack();
      await request.response();
      // A reload, if any, starts from that response's handlers, which have run once the page is idle.
      await backPage.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      assert.equal(await backPage.evaluate(() => 'beforeNavigation' in window), true, 'the page was loaded from the server again');
    } finally {
      await backPage.close();
    }
  });

  test('when the page cannot be fetched after a client-side navigation, the browser loads it', async () => {
    const reloadPage = await context.newPage();
    try {
      await openMarked(reloadPage, 'docs/');
      let refused = false;
      await reloadPage.route(`**/${GUIDE}index.html`, (route) => {
        refused = true;
        return route.abort();
      });
      await reloadPage.locator(`.menu a[href$="/${GUIDE}"]`).first().click();
      const name = uploadDataName(uploadSample(reloadPage));
      await name.waitFor();
      assert.ok(refused, 'the page was not fetched');
      assert.equal(await reloadPage.evaluate(() => 'beforeNavigation' in window), false, 'the page was not loaded from the server');
      await name.hover();
      await assertUploadDataPopup(name.locator('.twoslash-popup'));
    } finally {
      await reloadPage.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations with a popup open (${theme})`, async () => {
      const axePage = await (await served.browser.newContext()).newPage();
      try {
        await openGuide(axePage, theme);
        const name = uploadDataName(uploadSample(axePage));
        await name.focus();
        await name.locator('.twoslash-popup').waitFor({state: 'visible'});
        const {violations} = await axeOn(axePage).include('.theme-code-block').analyze();
        assert.deepEqual(
          violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
          [],
        );
        mkdirSync(SCREENSHOTS, {recursive: true});
        for (const width of [390, 1280]) {
          await axePage.setViewportSize({width, height: 800});
          await name.scrollIntoViewIfNeeded();
          await name.focus();
          await axePage.screenshot({path: path.join(SCREENSHOTS, `popup-${theme}-${width}.png`)});
        }
      } finally {
        await axePage.context().close();
      }
    });
  }
});

describe('type popups under a sub-path base URL', () => {
  test('API links include the base URL', () => {
    // The popups are in the page's HTML and in none of its scripts (tested above): the HTML is what readers get.
    const $ = builtPage(GUIDE, SUBPATH_BUILD_DIR);
    const links = $('.twoslash-popup a.twoslash-api-link')
      .map((_, link) => $(link).attr('href'))
      .get();
    assert.ok(links.includes(`${SUBPATH_PREFIX}docs/api/classes/Bee/#uploaddata`), links.join(', '));
    assert.deepEqual(
      links.filter((href) => !href.startsWith(`${SUBPATH_PREFIX}docs/api/`)),
      [],
    );
  });
});
