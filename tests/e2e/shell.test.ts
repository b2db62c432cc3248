import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {BUILD_DIR, useServedBuild, waitedFor} from './harness';

const storageValue = (page: Page, keyPattern: string) =>
  page.evaluate((pattern) => {
    const key = Object.keys(localStorage).find((name) => new RegExp(pattern).test(name));
    return key === undefined ? null : {key, value: localStorage.getItem(key)};
  }, keyPattern);

describe('site shell', () => {
  let context: BrowserContext;
  let page: Page;
  const served = useServedBuild(BUILD_DIR);
  beforeEach(async () => {
    await context?.close();
    context = await served.browser.newContext({viewport: {width: 1280, height: 900}});
    page = await context.newPage();
  });

  test('colour mode defaults to light, toggles to dark, is stored under the theme key and survives reload', async () => {
    await page.goto(served.site.url('docs/'), {waitUntil: 'networkidle'});
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    const stored = await storageValue(page, '^theme(-[0-9a-f]+)?$');
    assert.ok(stored, 'a theme key is in localStorage');
    assert.equal(stored.value, 'dark');
    await page.reload({waitUntil: 'networkidle'});
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  });

  test('at 390 px the mobile menu opens and closes, and closes when the viewport becomes desktop', async () => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(served.site.url('docs/'), {waitUntil: 'networkidle'});
    const navbar = page.locator('nav.navbar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await waitedFor(
      'the mobile sidebar to open',
      page.waitForFunction(() => document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show')),
    );
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Close navigation bar'}).click();
    await waitedFor(
      'the mobile sidebar to close',
      page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show')),
    );
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    assert.match((await navbar.getAttribute('class')) ?? '', /navbar-sidebar--show/);
    await page.setViewportSize({width: 1280, height: 900});
    await waitedFor(
      'the mobile sidebar to close on a wide viewport',
      page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show')),
    );
  });

  test('the navbar hides on scroll down and comes back on scroll up', async () => {
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    // The theme hides the navbar only when a scroll continues downwards from a non-zero position.
    for (const delta of [300, 300, 300]) {
      await page.mouse.wheel(0, delta);
      await waitedFor(
        `the page to scroll down by ${delta} px`,
        page.waitForFunction((y) => scrollY >= y, delta),
      );
    }
    // The theme's CSS module keeps the local class name as a prefix: navbarHidden_<hash>.
    await page.waitForSelector('nav.navbar[class*="navbarHidden"]', {state: 'attached'});
    await page.mouse.wheel(0, -200);
    await page.waitForSelector('nav.navbar:not([class*="navbarHidden"])');
  });

  test('the announcement bar stays dismissed after reload and comes back for a new id', async () => {
    await page.goto(served.site.url(), {waitUntil: 'networkidle'});
    const bar = page.getByRole('banner').filter({hasText: 'These docs cover'});
    await bar.waitFor();
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    await page.reload({waitUntil: 'networkidle'});
    assert.equal(await bar.count(), 0, 'still dismissed after reload');
    const storedId = await storageValue(page, '^docusaurus\\.announcement\\.id');
    assert.ok(storedId?.value?.startsWith('bee-js-'), 'the announcement id is stored');
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), storedId!.key);
    await page.reload({waitUntil: 'networkidle'});
    await bar.waitFor();
  });

  test('the table of contents lists exactly the h2 and h3 headings of the article', async () => {
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    const headingIds = await page.$$eval('article :is(h2, h3)[id]', (nodes) => nodes.map((node) => node.id));
    const tocIds = await page.$$eval('.table-of-contents a', (links) =>
      links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))),
    );
    assert.ok(headingIds.length >= 3);
    assert.deepEqual(tocIds, headingIds);
  });

  test('code blocks are highlighted with the vsDark theme', async () => {
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    const block = page.locator('pre.prism-code.language-ts').first();
    assert.ok((await block.locator('.token.keyword').count()) > 0, 'keywords are tokenised');
    assert.equal(await block.evaluate((node) => getComputedStyle(node).backgroundColor), 'rgb(30, 30, 30)');
  });

  test('hydration keeps the server-rendered code blocks instead of rebuilding them', async () => {
    // Marks every code block of the server HTML before any script runs; a rebuilt block has no mark.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('pre.prism-code').forEach((block) => block.setAttribute('data-server-rendered', ''));
      });
    });
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const blocks = await page
      .locator('pre.prism-code')
      .evaluateAll((nodes) => nodes.map((node) => node.hasAttribute('data-server-rendered')));
    assert.ok(blocks.length > 3, `code blocks on the page: ${blocks.length}`);
    assert.deepEqual(
      blocks.filter((kept) => !kept),
      [],
      'code blocks replaced after hydration',
    );
  });

  test('links in view prefetch the chunks of their pages, each file once', async () => {
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const prefetched = page.locator('head link[rel="prefetch"]');
    await prefetched.first().waitFor({state: 'attached'});
    const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(
      hrefs.every((href) => href?.endsWith('.js')),
      hrefs.join(' '),
    );
    assert.equal(hrefs.length, new Set(hrefs).size, `${hrefs.length} prefetch elements for ${new Set(hrefs).size} files`);
  });

  test('links in view are prefetched in idle time, not in the task that shows them', async () => {
    // The page's idle callbacks wait here until the test runs them. Passed as source text: the TypeScript loader
    // would wrap the property's function in a naming helper that the page lacks.
    await page.addInitScript(`window.idleCallbacks = [];
      window.requestIdleCallback = (callback) => window.idleCallbacks.push(callback);`);
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const prefetched = page.locator('head link[rel="prefetch"]');
    assert.equal(await prefetched.count(), 0, 'prefetched before idle time');
    const idleRounds = await page.evaluate<number>(`(() => {
      let rounds = 0;
      for (; window.idleCallbacks.length > 0 && rounds < 100; rounds += 1) {
        for (const callback of window.idleCallbacks.splice(0)) callback({didTimeout: false, timeRemaining: () => 50});
      }
      return rounds;
    })()`);
    assert.ok(idleRounds > 0 && idleRounds < 100, `${idleRounds} rounds of idle callbacks`);
    assert.ok((await prefetched.count()) > 0, 'prefetched in idle time');
  });

  test('hydration keeps the server-rendered tab sets, and a stored choice of tab still shows', async () => {
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.getByRole('tab', {name: 'pnpm'}).first().click();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('[role="tabpanel"]').forEach((panel) => panel.setAttribute('data-server-rendered', ''));
      });
    });
    await page.reload({waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const panels = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((nodes) => nodes.map((node) => node.hasAttribute('data-server-rendered')));
    assert.ok(panels.length >= 3, `tab panels on the page: ${panels.length}`);
    assert.deepEqual(
      panels.filter((kept) => !kept),
      [],
      'tab panels replaced after hydration',
    );
    assert.equal(await page.getByRole('tab', {name: 'pnpm'}).first().getAttribute('aria-selected'), 'true');
    assert.match(await page.locator('[role=tabpanel]:not([hidden]) code').first().innerText(), /^pnpm add @ethersphere\/bee-js/);
  });

  // Records, at React's first commit (the hydration), how many of the desktop sidebar's links React hydrated: an
  // element React hydrated carries its fiber under a __reactFiber$ key. React reports each commit to the DevTools
  // hook when one is installed. Passed as source text: the TypeScript loader would wrap the functions in a naming
  // helper that the page lacks.
  const recordSidebarLinksHydrated = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberRoot: () => {
        if (window.sidebarLinksAtHydration) return;
        const links = [...document.querySelectorAll('.theme-doc-sidebar-container a.menu__link')];
        window.sidebarLinksAtHydration = {
          all: links.length,
          hydrated: links.filter((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'))).length,
        };
      },
    };`;
  /** Loads the storage guide at `width`, and returns how many desktop sidebar links the page had and hydrated. */
  const loadStorageGuideAt = async (width: number) => {
    await page.setViewportSize({width, height: 800});
    await page.addInitScript(recordSidebarLinksHydrated);
    await page.goto(served.site.url('docs/storage/'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const links = await page.evaluate(
      () => (window as unknown as {sidebarLinksAtHydration: {all: number; hydrated: number}}).sidebarLinksAtHydration,
    );
    assert.ok(links.all > 10, `desktop sidebar links in the page: ${links.all}`);
    return links;
  };
  /** Whether the desktop sidebar responds: its first category collapses on a click. */
  const assertDesktopMenuResponds = async () => {
    const category = page.locator('.theme-doc-sidebar-container').getByRole('button', {name: 'Start here'});
    await category.click();
    assert.equal(await category.getAttribute('aria-expanded'), 'false', 'the desktop menu does not respond');
  };

  test('a page hydrated at phone width leaves the hidden desktop menu as HTML, and the theme still swaps it for the drawer', async () => {
    // 996 px is the widest window the theme calls mobile: at this width it must still unmount the desktop menu.
    const links = await loadStorageGuideAt(996);
    assert.equal(links.hydrated, 0, 'desktop sidebar links hydrated at phone width');
    await waitedFor(
      'the theme to unmount the desktop menu',
      page.waitForFunction(() => !document.querySelector('.theme-doc-sidebar-container nav.menu')),
    );
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Buying storage'}).waitFor();
    // A window widened past the breakpoint gets the theme's own menu.
    await page.setViewportSize({width: 1280, height: 900});
    await assertDesktopMenuResponds();
  });

  test('a page hydrated at desktop width hydrates its menu', async () => {
    const links = await loadStorageGuideAt(997);
    assert.equal(links.hydrated, links.all);
    await assertDesktopMenuResponds();
  });

  test('a navigation slower than 200 ms shows the progress bar', async () => {
    await page.goto(served.site.url('docs/'), {waitUntil: 'networkidle'});
    // The route's scripts are held until the bar shows, so the navigation is slower than 200 ms however long the
    // bar takes to appear on a loaded machine, and nothing but the bar can end the wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('article').getByRole('link', {name: 'Getting started'}).first().click();
    await page.locator('#nprogress .bar').waitFor();
    release();
    await page.getByRole('heading', {level: 1, name: 'Getting started'}).waitFor();
  });

  test('a route whose chunk fails to preload makes the page reload', async () => {
    await page.goto(served.site.url('docs/'), {waitUntil: 'networkidle'});
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    let blocked = 0;
    await page.route('**/assets/js/**', (route) => {
      blocked += 1;
      return route.abort();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('article').getByRole('link', {name: 'Getting started'}).first().click();
    await reloaded;
    assert.ok(blocked > 0, 'a chunk request was blocked');
    assert.equal(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload), undefined);
  });
});
