import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {BUILD_DIR, launchChromium, serveStatic, SITE_TITLE, type StaticSite} from './harness';

/** Guide route -> its title, and whether the page states its requirements in the Requirements box. */
const GUIDES: Record<string, {title: string; requirements: boolean}> = {
  'docs/getting-started/': {title: 'Getting started', requirements: true},
  'docs/overview/': {title: 'SDK overview', requirements: false},
  'docs/status/': {title: 'Node status', requirements: true},
  'docs/chequebook/': {title: 'Chequebook and payments', requirements: true},
  'docs/staking/': {title: 'Staking', requirements: true},
  'docs/storage/': {title: 'Buying storage', requirements: true},
  'docs/upload-download/': {title: 'Upload and download', requirements: true},
  'docs/tracking-uploads/': {title: 'Tracking uploads', requirements: true},
  'docs/pinning/': {title: 'Pinning', requirements: true},
};

describe('guides (part A)', () => {
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

  for (const [route, {title, requirements}] of Object.entries(GUIDES)) {
    test(`/${route} renders "${title}"${requirements ? ' with its requirements' : ''}`, async () => {
      const response = await page.goto(site.url(route), {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 200);
      assert.equal(await page.title(), `${title} | ${SITE_TITLE}`);
      await page.getByRole('heading', {level: 1, name: title}).waitFor();
      const box = page.getByRole('complementary', {name: 'Requirements'});
      assert.equal(await box.count(), requirements ? 1 : 0);
      if (requirements) assert.match(await box.innerText(), /Node mode[\s\S]*full/);
    });
  }

  test('the cheat-sheet links every method to its API entry and marks unsupported modes', async () => {
    await page.goto(site.url('docs/overview/'), {waitUntil: 'networkidle'});
    const link = page.getByRole('link', {name: 'getChainState', exact: true});
    assert.match((await link.getAttribute('href')) ?? '', /\/docs\/api\/classes\/Bee\/#getchainstate$/);
    const row = page.getByRole('row').filter({has: link});
    assert.match(await row.innerText(), /ultra-light\s*\(not supported\)/);
  });

  test('choosing a package manager on one page selects it on the others', async () => {
    await page.goto(site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.getByRole('tab', {name: 'pnpm'}).first().click();
    await page.reload({waitUntil: 'networkidle'});
    const selected = page.getByRole('tab', {name: 'pnpm'}).first();
    assert.equal(await selected.getAttribute('aria-selected'), 'true');
    assert.match(await page.locator('[role=tabpanel]:not([hidden]) code').first().innerText(), /^pnpm add @ethersphere\/bee-js/);
  });
});
