/** The harness's own promises: a wait that times out names what it waited for; other failures pass unchanged. */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launchChromium, WAIT, waitedFor} from './harness';

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
});
