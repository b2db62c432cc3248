/**
 * Every guide's HTML has its title and, where it has them, its requirements; the cheat-sheet, the sidebar and the
 * tag pages readers browse by are in the HTML too, read from the build's files. In the browser: the tables drawn
 * from Bee's data, which only the server renders, and the package-manager choice shared across pages.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {assertServerOnly, builtPage, SITE_TITLE, useBrowserSite} from './harness';
import {sourceUrl, WAITS_FOR_MINING} from '../../src/data/bee-behaviour';

/** Guide route -> its title, and whether the page states its requirements in the Requirements box. */
const GUIDES: Record<string, {title: string; requirements: boolean}> = {
  'docs/getting-started/': {title: 'Getting started', requirements: true},
  'docs/overview/': {title: 'SDK overview', requirements: false},
  'docs/status/': {title: 'Node status', requirements: true},
  'docs/chequebook/': {title: 'Chequebook and payments', requirements: true},
  'docs/staking/': {title: 'Staking', requirements: true},
  'docs/storage/': {title: 'Buying storage', requirements: true},
  'docs/upload-download/': {title: 'Upload and download', requirements: true},
  'docs/websites/': {title: 'Websites and collections', requirements: true},
  'docs/tracking-uploads/': {title: 'Tracking uploads', requirements: true},
  'docs/pinning/': {title: 'Pinning', requirements: true},
  'docs/pss/': {title: 'PSS messaging', requirements: true},
  'docs/gsoc/': {title: 'GSOC messaging', requirements: true},
  'docs/soc-and-feeds/': {title: 'Single owner chunks and feeds', requirements: true},
  'docs/act/': {title: 'Access control (ACT)', requirements: true},
  'docs/manifests/': {title: 'Manifests', requirements: true},
  'docs/utilities/': {title: 'Utilities', requirements: true},
  'docs/resources/community/': {title: 'Community and tools', requirements: false},
  'docs/browser/': {title: 'Browser apps', requirements: true},
  'docs/client-and-errors/': {title: 'Client configuration and errors', requirements: true},
  'docs/streaming-ens-gateways/': {title: 'Streaming downloads, ENS names and gateways', requirements: true},
  'docs/client-side-stamping/': {title: 'Client-side stamping', requirements: true},
  'docs/coding-assistants/': {title: 'Use these docs in your coding assistant', requirements: false},
};

/** Tag page -> guides it must list. */
const TAGGED: Record<string, string[]> = {
  'docs/tags/messaging/': ['PSS messaging', 'GSOC messaging'],
  'docs/tags/feeds/': ['Single owner chunks and feeds'],
  'docs/tags/access-control/': ['Access control (ACT)'],
  'docs/tags/reference/': ['Utilities', 'Manifests'],
  'docs/tags/community/': ['Community and tools'],
};

describe('guides in their HTML', () => {
  for (const [route, {title, requirements}] of Object.entries(GUIDES)) {
    test(`/${route} has the title "${title}"${requirements ? ' and its requirements' : ''}`, () => {
      const $ = builtPage(route);
      assert.equal($('title').text(), `${title} | ${SITE_TITLE}`);
      assert.deepEqual(
        $('h1')
          .map((_, heading) => $(heading).text())
          .get(),
        [title],
      );
      const box = $('aside[aria-label="Requirements"]');
      assert.equal(box.length, requirements ? 1 : 0);
      if (requirements) assert.match(box.text(), /Node mode[\s\S]*(?:light|full)/);
    });
  }

  test('a guide that uploads tells an unknown batch (404) from one not usable yet (422)', () => {
    const $ = builtPage('docs/websites/');
    const table = $('table').filter((_, element) => $(element).text().includes('batch with id not found'));
    const statuses = table
      .find('tbody tr')
      .map((_, row) => $(row).find('td').first().text())
      .get();
    assert.deepEqual(statuses, ['404 batch with id not found', '422 batch not usable yet or does not exist']);
  });

  test('the cheat-sheet links every method to its API entry and marks unsupported modes', () => {
    const $ = builtPage('docs/overview/');
    const link = $('a').filter((_, element) => $(element).text() === 'getChainState');
    assert.equal(link.length, 1);
    assert.match(link.attr('href') ?? '', /\/docs\/api\/classes\/Bee\/#getchainstate$/);
    assert.match(link.closest('tr').text(), /ultra-light\s*\(not supported\)/);
  });

  test('the manifests page has no sidebar, the other guides have one', () => {
    const sidebars = (route: string) => builtPage(route)('nav[aria-label="Docs sidebar"]').length;
    assert.equal(sidebars('docs/manifests/'), 0);
    assert.equal(sidebars('docs/gsoc/'), 1);
  });

  for (const [route, titles] of Object.entries(TAGGED)) {
    test(`/${route} lists ${titles.join(', ')}`, () => {
      const $ = builtPage(route);
      const listed = $('article h2')
        .map((_, heading) => $(heading).text())
        .get();
      for (const title of titles) assert.ok(listed.includes(title), `${title} missing from ${listed.join(', ')}`);
    });
  }
});

describe('guides in the browser', () => {
  const session = useBrowserSite();

  test('a table drawn from Bee data is in the HTML and in no script, and stays after hydration and client-side navigation', async () => {
    const {page} = session;
    const {beeJs, what, source} = WAITS_FOR_MINING[0]!;
    // The citation's words are data only (src/data/bee-behaviour): no script has them unless it has the data.
    await assertServerOnly(page, session.site.url('docs/staking/'), {
      inHtml: [what, sourceUrl(source)],
      inNoScript: [what, source.fragment],
    });

    const table = page.locator('#waits-for-mining').getByRole('table');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    assert.equal(await table.getByRole('row').count(), WAITS_FOR_MINING.length + 1);

    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Getting started'}).click();
    await page.getByRole('heading', {level: 1, name: 'Getting started'}).waitFor();
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Staking'}).click();
    await table.getByRole('link', {name: beeJs, exact: true}).click();
    await page.waitForURL(/\/docs\/api\/classes\/Bee\/#/);
    const sameDocument = await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument);
    assert.equal(sameDocument, true, 'a link in the table reloaded the page');
  });

  test('choosing a package manager on one page selects it on the others', async () => {
    await session.page.goto(session.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await session.page.getByRole('tab', {name: 'pnpm'}).first().click();
    await session.page.reload({waitUntil: 'networkidle'});
    const selected = session.page.getByRole('tab', {name: 'pnpm'}).first();
    assert.equal(await selected.getAttribute('aria-selected'), 'true');
    assert.match(await session.page.locator('[role=tabpanel]:not([hidden]) code').first().innerText(), /^pnpm add @ethersphere\/bee-js/);
  });
});
