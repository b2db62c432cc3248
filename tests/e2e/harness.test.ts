/**
 * The harness's own promises: a wait that times out names what it waited for; other failures pass unchanged; the
 * checks of content only the server renders and of requests to other sites catch what they look for.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {assertServerOnly, launchChromium, requestsElsewhere, WAIT, waitedFor} from './harness';

describe('browser test harness', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  after(() => browser.close());

  test('a wait that times out fails naming what it waited for', async () => {
    await assert.rejects(
      waitedFor(
        'a condition that never holds',
        page.waitForFunction(() => false, undefined, {timeout: 50}),
      ),
      /^Error: Waited for a condition that never holds, in vain: .*Timeout 50ms exceeded/,
    );
  });

  test('a failure other than a timeout is passed on as it is', async () => {
    await assert.rejects(
      waitedFor(
        'an evaluation',
        page.evaluate(() => Promise.reject(new Error('in the page'))),
      ),
      (error: Error) => {
        assert.doesNotMatch(error.message, /Waited for/);
        assert.match(error.message, /in the page/);
        return true;
      },
    );
  });

  test("every page waits for an element by WAIT's default, not Playwright's 30 s", async () => {
    await page.setContent('<p>nothing else</p>');
    await assert.rejects(page.locator('#missing').waitFor(), new RegExp(`Timeout ${WAIT.element}ms exceeded`));
  });

  test('assertServerOnly fails on text missing from the HTML and on text a script carries, and passes otherwise', async () => {
    const origin = 'http://harness.test';
    await page.route(`${origin}/**`, (route) =>
      new URL(route.request().url()).pathname === '/app.js'
        ? route.fulfill({contentType: 'text/javascript', body: 'const shown = "drawn by the script";'})
        : route.fulfill({contentType: 'text/html', body: '<p>rendered by the server</p><script src="/app.js"></script>'}),
    );
    const url = `${origin}/page/`;
    await assert.rejects(assertServerOnly(page, url, {inHtml: ['never written'], inNoScript: []}), /the server HTML lacks "never written"/);
    await assert.rejects(
      assertServerOnly(page, url, {inHtml: [], inNoScript: ['drawn by the script']}),
      /a script carries "drawn by the script"/,
    );
    await assertServerOnly(page, url, {inHtml: ['rendered by the server'], inNoScript: ['rendered by the server']});
    await page.unroute(`${origin}/**`);
  });

  test('requestsElsewhere lists the requests to other origins only', async () => {
    await page.route('http://*.test/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<img src="http://other.test/pixel.png">'}),
    );
    const elsewhere = requestsElsewhere(page, 'http://site.test');
    await page.goto('http://site.test/', {waitUntil: 'networkidle'});
    await page.unroute('http://*.test/**');
    assert.deepEqual(elsewhere, ['http://other.test/pixel.png']);
  });
});
