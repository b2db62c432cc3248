import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page, Response} from 'playwright-core';
import {BUILD_DIR, hydrated, SUBPATH_BUILD_DIR, SUBPATH_PREFIX, useServedBuild, waitedFor} from './harness';
import {SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {groups, HIT_LINK, hitPaths, INPUT, MODAL, openModal, preconnectHosts, searchAnswered} from './search-helpers';

const RECENT_KEY = /^__DOCSEARCH_RECENT_SEARCHES__/;

describe('search with the local index', () => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  const served = useServedBuild(BUILD_DIR);
  beforeEach(async () => {
    await context?.close();
    context = await served.browser.newContext({viewport: {width: 1280, height: 900}});
    page = await context.newPage();
    pageErrors.length = 0;
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      pageErrors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
  });

  test('Ctrl+K opens the modal and Escape closes it', async () => {
    await openModal(page);
    await page.keyboard.press('Escape');
    await page.locator(MODAL).waitFor({state: 'detached'});
  });

  test("a query typed at once after Ctrl+K, before the modal's code has arrived, is searched whole", async () => {
    // The modal's code arrives late, as on a slow connection: every key of the query is typed before its input exists.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('upload a folder');
    assert.equal(await page.locator(INPUT).count(), 0, 'the input was already there: nothing was typed ahead of it');
    await page.locator(INPUT).waitFor();
    await waitedFor(
      'the whole query in the input',
      page.waitForFunction((selector) => document.querySelector<HTMLInputElement>(selector)?.value === 'upload a folder', INPUT),
    );
    await waitedFor('a hit for the typed query', page.locator(HIT_LINK).first().waitFor());
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'a typed space scrolled the page under the modal');
  });

  test('"/" opens the modal, but not while typing in an input', async () => {
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'other-input';
      document.body.prepend(input);
    });
    await page.locator('#other-input').focus();
    await page.keyboard.press('/');
    assert.equal(await page.locator(MODAL).count(), 0);
    assert.equal(await page.locator('#other-input').inputValue(), '/');
    await page.locator('#other-input').blur();
    await page.keyboard.press('/');
    await page.locator(INPUT).waitFor();
  });

  test('what the bar adds to the open modal loads when the reader reaches for search, not with the page', async () => {
    const fresh = await context.newPage();
    // A sentence of plugins/search/theme/SearchBar/modal-behaviour.ts, the no-results suggestions' heading.
    const isModalBehaviour = async (response: Response) =>
      response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('Try searching for:');
    const firstLoad: Promise<boolean>[] = [];
    const collect = (response: Response) => firstLoad.push(isModalBehaviour(response));
    fresh.on('response', collect);
    await fresh.goto(served.site.url('docs/'), {waitUntil: 'networkidle'});
    fresh.off('response', collect);
    assert.equal((await Promise.all(firstLoad)).includes(true), false, 'the first load carries the modal behaviour');
    const reached = fresh.waitForResponse(isModalBehaviour, {timeout: 15_000});
    await fresh.hover('.DocSearch-Button');
    await reached;
    await fresh.close();
  });

  test('the search box has its placeholder, search type, 64-character limit and no autocorrect', async () => {
    const input = await openModal(page);
    assert.equal(await input.getAttribute('placeholder'), 'Search docs');
    assert.equal(await input.getAttribute('type'), 'search');
    assert.equal(await input.getAttribute('maxlength'), '64');
    assert.equal(await input.getAttribute('autocomplete'), 'off');
    assert.equal(await input.getAttribute('autocorrect'), 'off');
    assert.equal(await input.getAttribute('spellcheck'), 'false');
    await input.pressSequentially('x'.repeat(80));
    assert.equal((await input.inputValue()).length, 64);
  });

  test('the initial query is the selected text, cut to 64 characters', async () => {
    const selected = await page.evaluate(() => {
      const paragraph = Array.from(document.querySelectorAll('article p')).find((p) => (p.textContent ?? '').length > 80)!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    await page.keyboard.press('Control+k');
    const input = page.locator(INPUT);
    await input.waitFor();
    assert.equal(await input.inputValue(), selected.slice(0, 64));
  });

  test('a guide heading finds its section first', async () => {
    await page.goto(served.site.url('docs/getting-started/'));
    await hydrated(page);
    const heading = page.locator('article h2').first();
    const [text, id] = [(await heading.innerText()).trim(), await heading.getAttribute('id')];
    await searchAnswered(page, text);
    assert.equal((await hitPaths(page, served.site.origin))[0], `/docs/getting-started/#${id}`);
  });

  test('API symbols find their reference page first', async () => {
    for (const [query, path] of [
      ['getStampCost', '/docs/api/namespaces/Utils/getStampCost/'],
      ['MantarayNode', '/docs/api/classes/MantarayNode/'],
    ]) {
      await searchAnswered(page, query!);
      assert.equal((await hitPaths(page, served.site.origin))[0]?.split('#')[0], path, `first hit for ${query}`);
    }
  });

  test('a blog post title finds the post first, grouped under Blog', async () => {
    await page.goto(served.site.url('blog/'));
    await hydrated(page);
    const post = page.locator('article h2 a').first();
    const [title, href] = [await post.innerText(), await post.getAttribute('href')];
    await searchAnswered(page, title);
    const paths = await hitPaths(page, served.site.origin);
    assert.equal(paths[0]?.split('#')[0], href);
    const blog = (await groups(page)).find((group) => group.title === 'Blog');
    assert.ok(blog && blog.hits > 0, 'a Blog group');
  });

  test('results are grouped by section, every hit of the answer listed, with the Algolia credit hidden', async () => {
    await searchAnswered(page, 'bee');
    const found = await groups(page);
    assert.ok(found.length > 0);
    for (const group of found) {
      assert.ok(['Guides', 'API reference', 'Releases', 'Blog'].includes(group.title), `group "${group.title}"`);
      assert.ok(group.hits >= 1, `${group.title} shows no hits`);
    }
    // DocSearch lists 5 hits of a group unless told otherwise, which hid pages the engine ranked above the next group's.
    assert.ok(
      found.some((group) => group.hits > 5),
      `no group lists more than 5 hits: ${found.map((group) => `${group.title} ${group.hits}`).join(', ')}`,
    );
    assert.equal(await page.locator('.DocSearch-Logo').isVisible(), false);
  });

  test('arrow keys move the active hit and Enter opens it', async () => {
    await searchAnswered(page, 'bee');
    const paths = await hitPaths(page, served.site.origin);
    assert.ok(paths.length >= 2);
    const selected = () => page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    const second = await selected();
    assert.notEqual(second, first);
    await page.keyboard.press('ArrowUp');
    assert.equal(await selected(), first);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === second);
    await page.locator(MODAL).waitFor({state: 'detached'});
  });

  test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window', async () => {
    await searchAnswered(page, 'bee');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    assert.match(tab.url(), /^http:\/\/127\.0\.0\.1:\d+\/(docs|blog)\//);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await popup.waitForLoadState();
    assert.match(popup.url(), /^http:\/\/127\.0\.0\.1:\d+\/(docs|blog)\//);
  });

  test('a selected hit is saved once to recent searches and shown on the next open', async () => {
    for (let round = 0; round < 2; round += 1) {
      await searchAnswered(page, 'bee');
      await page.keyboard.press('Enter');
      await page.locator(MODAL).waitFor({state: 'detached'});
    }
    const recent = await page.evaluate((pattern) => {
      const key = Object.keys(localStorage).find((name) => new RegExp(pattern).test(name));
      return key ? (JSON.parse(localStorage.getItem(key)!) as {objectID: string; _highlightResult?: unknown}[]) : [];
    }, RECENT_KEY.source);
    assert.equal(recent.length, 1, 'deduplicated by objectID');
    assert.equal(recent[0]?._highlightResult, undefined, 'stored without highlight data');
    await openModal(page);
    await page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
  });

  test('recent searches keep 7, or 4 when favourites exist', async () => {
    const stored = (n: number) => ({
      objectID: `http://x/docs/seed-${n}/`,
      url: `${served.site.origin}/docs/`,
      type: 'lvl1',
      content: null,
      hierarchy: {lvl0: 'Guides', lvl1: `Seed ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    });
    const recentCount = async (favourites: number) => {
      await page.evaluate(
        ({items, favs}) => {
          localStorage.clear();
          localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__bee-js-docs', JSON.stringify(items));
          localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__bee-js-docs', JSON.stringify(favs));
        },
        {items: Array.from({length: 7}, (_, n) => stored(n)), favs: Array.from({length: favourites}, (_, n) => stored(100 + n))},
      );
      await page.reload();
      await hydrated(page);
      await searchAnswered(page, 'bee');
      await page.keyboard.press('Enter');
      await page.locator(MODAL).waitFor({state: 'detached'});
      return page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__bee-js-docs')!).length as number);
    };
    assert.equal(await recentCount(0), 7);
    assert.equal(await recentCount(1), 4);
  });

  test('"See all N results" opens the search page, which lists the results', async () => {
    await searchAnswered(page, 'bee');
    const link = page.locator('.DocSearch-HitsFooter a');
    const count = Number((await link.innerText()).match(/See all (\d+) results/)?.[1]);
    assert.ok(count > 0);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === 'bee');
    // The address changes first; the search page renders once its code has loaded.
    await page.getByText(/\d+ documents found|One document found/).waitFor();
    assert.match(await page.locator('body').innerText(), new RegExp(`${count} documents found|One document found`));
  });

  test('the search page pages through every result with the local index', async () => {
    await page.goto(served.site.url('search/?q=bee'));
    await hydrated(page);
    await page.locator('article h2 a').first().waitFor();
    const summary = (await page.locator('body').innerText()).match(/(\d+) documents found|One document found/);
    const total = summary?.[1] ? Number(summary[1]) : 1;
    const shown = () => page.locator('article h2 a').count();
    assert.equal(await shown(), Math.min(total, 15));
    if (total > 15) {
      for (let count = await shown(); count < total; count = await shown()) {
        await page.mouse.wheel(0, 4000);
        await waitedFor(
          `more than ${count} of ${total} results after scrolling`,
          page.waitForFunction((before) => document.querySelectorAll('article h2 a').length > before, count),
        );
      }
      assert.equal(await shown(), total);
    }
    const hrefs = await page.locator('article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.equal(new Set(hrefs).size, hrefs.length, 'no result listed twice');
  });

  test('a query without hits shows the no-results state with suggestions and a report link', async () => {
    await searchAnswered(page, 'bee');
    await searchAnswered(page, 'qqxqqzzy');
    const screen = page.locator('.DocSearch-NoResults');
    assert.match(await screen.innerText(), /No results for\s+"qqxqqzzy"/);
    assert.match(await screen.innerText(), /Try searching for/);
    const report = await screen.locator('a', {hasText: 'Let us know'}).getAttribute('href');
    assert.match(report ?? '', /^https:\/\/github\.com\/ethersphere\/bee-js-docs\/issues\/new\?title=/);
  });

  for (const query of [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '.*+?^${}()|[]\\ (bee',
    '🐝 swarm 🐝',
    `${'upload '.repeat(12)}x`,
    '    ',
  ]) {
    test(`the query ${JSON.stringify(query.slice(0, 30))} is shown as text and breaks nothing`, async () => {
      await searchAnswered(page, query).catch(async () => {
        // A whitespace-only query shows no panel at all, which is right; anything else must settle.
        assert.equal(query.trim(), '');
      });
      const input = page.locator(INPUT);
      assert.equal(await input.inputValue(), query.slice(0, 64));
      assert.equal(await page.locator(`${MODAL} img[src="x"], ${MODAL} script`).count(), 0);
      const panelText = await page.locator(MODAL).innerText();
      if (query.trim() !== '' && (await page.locator('.DocSearch-NoResults').count()) > 0) {
        assert.ok(panelText.includes(query.slice(0, 64).trim()), 'the query is echoed as text');
      }
      await searchAnswered(page, 'bee');
      assert.ok((await hitPaths(page, served.site.origin)).length > 0, 'search still works afterwards');
      assert.deepEqual(pageErrors, []);
    });
  }

  test('an unreachable index shows the error state instead of results', async () => {
    await page.route(`**/${SEARCH_INDEX_PATH}`, (route) => route.abort('internetdisconnected'));
    await searchAnswered(page, 'bee');
    const screen = page.locator('.search-error-screen');
    assert.equal(await screen.locator('.DocSearch-Title').innerText(), 'Unable to fetch results');
    assert.equal(await screen.locator('.DocSearch-Help').innerText(), 'You might want to check your network connection.');
    assert.equal(await page.locator('.DocSearch-Dropdown').isVisible(), false);
    assert.equal(await page.locator(HIT_LINK).count(), 0);
    await page.unroute(`**/${SEARCH_INDEX_PATH}`);
    await searchAnswered(page, 'swarm');
    assert.equal(await screen.count(), 0, 'the next search that reaches the index clears the error');
    assert.ok((await hitPaths(page, served.site.origin)).length > 0);
  });

  test('no page hints a connection to an Algolia host', async () => {
    for (const path of ['docs/', 'docs/getting-started/', 'search/?q=bee']) {
      await page.goto(served.site.url(path));
      await hydrated(page);
      assert.deepEqual(await preconnectHosts(page), {served: [], hydrated: []}, path);
    }
  });

  test('nothing of the engine or index loads before the reader reaches for search', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.mouse.wheel(0, 800);
    // The scroll happened and the page's tasks after it ran: a fetch the scroll started would be on record.
    await waitedFor(
      'the page to scroll',
      page.waitForFunction(() => window.scrollY > 0),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    assert.deepEqual(
      requested.filter((url) => url.includes(SEARCH_INDEX_PATH)),
      [],
    );
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith(`/${SEARCH_INDEX_PATH}`)),
      page.locator('.DocSearch-Button').hover(),
    ]);
  });
});

describe('search under a sub-path base URL', () => {
  const served = useServedBuild(SUBPATH_BUILD_DIR, SUBPATH_PREFIX);

  test('hits link inside the sub-path and open there', async () => {
    const page = await served.browser.newPage();
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
    await searchAnswered(page, 'bee');
    const paths = await hitPaths(page, served.site.origin);
    assert.ok(paths.length > 0);
    for (const path of paths) assert.ok(path.startsWith(SUBPATH_PREFIX), path);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === paths[0]);
    await page.locator('article h1').waitFor();
  });

  test('the search page works under the sub-path', async () => {
    const page = await served.browser.newPage();
    await page.goto(served.site.url('search/?q=bee'));
    await hydrated(page);
    const first = page.locator('article h2 a').first();
    await first.waitFor();
    assert.ok((await first.getAttribute('href'))?.startsWith(SUBPATH_PREFIX));
  });
});
