/**
 * Static method bodies on the Bee class page (plugins/api-reference/static-bodies.ts): the bodies are in the
 * HTML but not in the JavaScript, survive hydration unchanged, appear after client-side navigation, and their
 * links navigate through the router. What follows links or fetches pages runs under a Swarm gateway sub-path too.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {assertServerOnly, hydrated, ROOT_AND_SUBPATH_BUILDS, useBrowserSite, waitedFor} from './harness';

const BEE_PAGE = 'docs/api/classes/Bee/';
/** From uploadData's JSDoc description: text only a body carries. */
const BODY_SENTENCE = 'Uploads raw data to the network (as opposed to uploading chunks or files).';
const ISLANDS = '.api-island';

/**
 * Island id -> inner HTML, as the server rendered them or as the document holds them now. For an example code
 * block, the code: the theme's CodeBlock adds its wrap button once it has measured the code.
 */
async function islandsOf(page: Page, source: 'server' | 'document'): Promise<Record<string, string>> {
  return page.evaluate(
    async ({source, selector}) => {
      const root =
        source === 'document' ? document : new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
      return Object.fromEntries(
        Array.from(root.querySelectorAll(selector), (island) => {
          const lines = Array.from(island.querySelectorAll('.token-line'), (line) => line.textContent);
          return [island.id, lines.length > 0 ? `code: ${lines.join('\n')}` : island.innerHTML];
        }),
      );
    },
    {source, selector: ISLANDS},
  );
}

/** A property on window that only a full page load clears. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {staticBodiesMarker: true}));
}

async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => 'staticBodiesMarker' in window);
}

async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const {top, bottom} = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });
}

for (const build of ROOT_AND_SUBPATH_BUILDS) {
  describe(`Static API bodies in the ${build.name}`, () => {
    const session = useBrowserSite(build.dir, build.prefix);
    let context: BrowserContext;
    let page: Page;
    const newPage = async () => {
      await context?.close();
      context = await session.browser.newContext();
      page = await context.newPage();
    };

    test('after hydration every body is present and unchanged', async () => {
      await newPage();
      await page.goto(session.site.url(BEE_PAGE), {waitUntil: 'networkidle'});
      await hydrated(page);
      const server = await islandsOf(page, 'server');
      assert.ok(Object.keys(server).length > 100, `only ${Object.keys(server).length} islands`);
      assert.deepEqual(await islandsOf(page, 'document'), server);
      assert.ok(await page.getByText(BODY_SENTENCE).isVisible());
    });

    test('client-side navigation to the page shows the bodies and scrolls to the linked method', async () => {
      await newPage();
      await page.goto(session.site.url('docs/act/'));
      await hydrated(page);
      await markWindow(page);
      await page.locator('article').getByRole('link', {name: 'createGrantees'}).first().click();
      await page.waitForURL(session.site.url(`${BEE_PAGE}#creategrantees`));
      await page.getByText('Create a grantees list from the given array of public keys.').waitFor();
      assert.ok(await windowMarked(page), 'the navigation reloaded the page');
      assert.deepEqual(await islandsOf(page, 'document'), await islandsOf(page, 'server'));
      await waitedFor(
        'the linked method to scroll into view',
        page.waitForFunction(() => document.getElementById('creategrantees')!.getBoundingClientRect().top >= 0),
      );
      assert.ok(await inViewport(page, 'h3#creategrantees'), 'the linked method is out of view');
    });

    test('a type link inside a body opens its page without a reload', async () => {
      await newPage();
      await page.goto(session.site.url(`${BEE_PAGE}#uploaddata`));
      await hydrated(page);
      await markWindow(page);
      const body = page.locator('article h3#uploaddata + .api-island');
      await body.getByRole('link', {name: 'RedundantUploadOptions'}).click();
      await page.waitForURL(session.site.url('docs/api/interfaces/RedundantUploadOptions/'));
      await page.locator('article h1', {hasText: 'RedundantUploadOptions'}).waitFor();
      assert.equal((await page.locator('article h1').innerText()).replace(/\u200b/g, '').trim(), 'RedundantUploadOptions');
      assert.ok(await windowMarked(page), 'the link reloaded the page');
    });

    test('a link to another method of the page scrolls to it', async () => {
      await newPage();
      await page.goto(session.site.url(`${BEE_PAGE}#uploaddata`));
      await hydrated(page);
      await markWindow(page);
      await page.locator('article h3#uploaddata + .api-island').getByRole('link', {name: 'downloadData'}).click();
      await page.waitForURL(session.site.url(`${BEE_PAGE}#downloaddata`));
      assert.ok(await inViewport(page, 'h3#downloaddata'), 'downloadData is out of view');
      assert.ok(await windowMarked(page), 'the link reloaded the page');
    });

    test('when the page cannot be fetched, client-side navigation falls back to loading it', async () => {
      await newPage();
      await page.goto(session.site.url('docs/api/'));
      await hydrated(page);
      await markWindow(page);
      let refused = false;
      await page.route(`**/${BEE_PAGE}index.html`, (route) => {
        refused = true;
        return route.abort();
      });
      await page.locator('article').getByRole('link', {name: 'Bee', exact: true}).first().click();
      await page.getByText(BODY_SENTENCE).waitFor();
      assert.ok(refused, 'the page was not fetched');
      assert.ok(!(await windowMarked(page)), 'the page was not reloaded');
    });

    // What is the same whatever the base URL (the page's HTML and scripts, the copy button, the layout) is tested
    // in the root build only: the sub-path build runs what follows links and fetches pages under its prefix.
    if (build.prefix === '/') {
      test('a method body is in the HTML but in none of the JavaScript the page loads', async () => {
        await newPage();
        await assertServerOnly(page, session.site.url(BEE_PAGE), {inHtml: [BODY_SENTENCE], inNoScript: [BODY_SENTENCE]});
      });

      test("an example's copy button works", async () => {
        await context?.close();
        context = await session.browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
        page = await context.newPage();
        await page.goto(session.site.url(`${BEE_PAGE}#extendstorage`));
        await hydrated(page);
        const example = page.locator('article h3#extendstorage ~ .api-island .theme-code-block').first();
        await example.hover();
        await example.getByRole('button', {name: 'Copy code to clipboard'}).click();
        await example.getByRole('button', {name: 'Copied'}).waitFor();
        const code = (await example.locator('.token-line').allTextContents()).join('\n');
        assert.ok(code.includes('bee.extendStorage('), code);
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
      });

      test('the page does not shift while it loads, on a phone or a desktop screen', async () => {
        for (const viewport of [
          {width: 412, height: 823},
          {width: 1350, height: 940},
        ]) {
          await context?.close();
          context = await session.browser.newContext({viewport});
          page = await context.newPage();
          await page.addInitScript(() => {
            const shifts: {value: number; moved: string}[] = [];
            Object.assign(window, {layoutShifts: shifts});
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources: {node?: Node}[]})[]) {
                const moved = entry.sources.map(({node}) => (node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName));
                shifts.push({value: entry.value, moved: moved.join(' ')});
              }
            }).observe({type: 'layout-shift', buffered: true});
          });
          await page.goto(session.site.url(BEE_PAGE));
          await hydrated(page);
          await page.waitForFunction(() =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))).then(() => true),
          );
          const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: {value: number; moved: string}[]}).layoutShifts);
          // Lighthouse shows the cumulative shift to three decimals: under 0.001 it reads 0.
          const total = shifts.reduce((sum, {value}) => sum + value, 0);
          assert.ok(total < 0.001, `at ${viewport.width} px the page shifted by ${total.toFixed(4)}: ${JSON.stringify(shifts)}`);
        }
        // The "Methods by task" table's columns shifted in about one load of eight while it was laid out from the rows
        // parsed so far; one passing load does not show that, so its fixed layout is checked as well.
        const methodsTable = page.locator('#methods-by-task + .api-island table');
        assert.equal(await methodsTable.evaluate((table) => getComputedStyle(table).tableLayout), 'fixed');
      });

      test('the reading position holds while bodies above it are laid out', async () => {
        await newPage();
        await page.goto(session.site.url(`${BEE_PAGE}#creategrantees`));
        await hydrated(page);
        const top = () => page.locator('h3#creategrantees').evaluate((heading) => heading.getBoundingClientRect().top);
        assert.ok(Math.abs(await top()) < 100, `the linked method is at ${await top()} px`);
        // Scrolling up lays out the bodies above one by one; each step must move the page by exactly the step.
        const moves = await page.evaluate(async () => {
          const heading = document.getElementById('creategrantees')!;
          const result: number[] = [];
          for (let step = 0; step < 20; step++) {
            const before = heading.getBoundingClientRect().top;
            window.scrollBy({top: -300, behavior: 'instant'});
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            result.push(Math.round(heading.getBoundingClientRect().top - before));
          }
          return result;
        });
        // Anchoring works in whole device pixels, hence the 1 px of slack.
        assert.ok(
          moves.every((move) => Math.abs(move - 300) <= 1),
          `the page moved by ${moves.join(', ')} px`,
        );
      });
    }
  });
}
