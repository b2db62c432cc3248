import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {assertPageTitle, useBrowserSite} from './harness';

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
  const session = useBrowserSite();

  for (const [route, {title, requirements}] of Object.entries(GUIDES)) {
    test(`/${route} renders "${title}"${requirements ? ' with its requirements' : ''}`, async () => {
      await assertPageTitle(session.page, session.site.url(route), title);
      await session.page.getByRole('heading', {level: 1, name: title}).waitFor();
      const box = session.page.getByRole('complementary', {name: 'Requirements'});
      assert.equal(await box.count(), requirements ? 1 : 0);
      if (requirements) assert.match(await box.innerText(), /Node mode[\s\S]*full/);
    });
  }

  test('the cheat-sheet links every method to its API entry and marks unsupported modes', async () => {
    await session.page.goto(session.site.url('docs/overview/'), {waitUntil: 'networkidle'});
    const link = session.page.getByRole('link', {name: 'getChainState', exact: true});
    assert.match((await link.getAttribute('href')) ?? '', /\/docs\/api\/classes\/Bee\/#getchainstate$/);
    const row = session.page.getByRole('row').filter({has: link});
    assert.match(await row.innerText(), /ultra-light\s*\(not supported\)/);
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
