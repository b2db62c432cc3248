/**
 * The site built for /bzz/<reference>/ and served there the way a Swarm gateway serves a website collection
 * (index documents for folders, 404.html for anything missing): navigation, the not-found page and search
 * work, and no request leaves the prefix. This build alone has the /e2e/ fixture pages (tests/fixtures/site), so
 * the site's error screens are tested here too: a page that crashes, a chunk that fails, a wrong base URL.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {requireOrSkip} from '../required-input';
import {BUILD_DIR, serveStatic, SITE_TITLE, SUBPATH_BUILD_DIR, SUBPATH_PREFIX, useServedBuild, waitedFor} from './harness';

// Decided before any test is registered, so that under CI the file fails with this one reason.
const localIndex = existsSync(path.join(SUBPATH_BUILD_DIR, SEARCH_INDEX_PATH));
const noLocalIndex = requireOrSkip(!localIndex && 'no local search index in build-subpath/: build it without DOCSEARCH_* set');

describe('sub-path build under a Swarm-style prefix', () => {
  let page: Page;
  /** Requests that failed or went outside the prefix, and console errors, collected for every test. */
  let problems: string[];
  const served = useServedBuild(SUBPATH_BUILD_DIR, SUBPATH_PREFIX);

  const openPage = async (route: string, {hydrates = true} = {}) => {
    problems = [];
    page = await served.browser.newPage();
    page.on('console', (message) => {
      // Chromium logs every 4xx as "Failed to load resource", the not-found document included; failing
      // resources are caught by the response check below instead.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== served.site.origin) return;
      if (!url.pathname.startsWith(SUBPATH_PREFIX)) problems.push(`request outside the prefix: ${url.pathname}`);
      // The page under test may be the not-found page itself; anything else it loads must exist.
      else if (response.status() >= 400 && response.request().resourceType() !== 'document') {
        problems.push(`${response.status()} for ${url.pathname}`);
      }
    });
    const response = await page.goto(served.site.url(route), {waitUntil: 'networkidle'});
    if (hydrates) await page.locator('html[data-has-hydrated="true"]').waitFor();
    return response;
  };

  test('the checks catch a build made for another base URL', async () => {
    const rootBuild = await serveStatic(BUILD_DIR, SUBPATH_PREFIX);
    const servedSite = served.site;
    served.site = rootBuild;
    try {
      // Its scripts are requested outside the prefix, so it never hydrates.
      await openPage('', {hydrates: false});
      await page.close();
    } finally {
      served.site = servedSite;
      await rootBuild.close();
    }
    assert.ok(
      problems.some((problem) => problem.startsWith('request outside the prefix: /assets/')),
      problems.join('\n'),
    );
  });

  test('the navbar and the sidebar navigate within the prefix', async () => {
    await openPage('');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await page.waitForURL(served.site.url('docs/'));
    await page.getByRole('heading', {level: 1, name: 'Introduction'}).waitFor();
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Getting started'}).click();
    await page.waitForURL(served.site.url('docs/getting-started/'));
    await page.getByRole('heading', {level: 1, name: 'Getting started'}).waitFor();
    // The title is updated after the new page renders.
    await waitedFor(
      'the title of the page navigated to',
      page.waitForFunction((expected) => document.title === expected, `Getting started | ${SITE_TITLE}`),
    );
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a missing page gets the styled not-found page with status 404', async () => {
    const response = await openPage('docs/no-such-page/');
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
    // The site stylesheet applied: the navbar is laid out as a flex row, not as unstyled blocks.
    assert.equal(await page.locator('.navbar__inner').evaluate((element) => getComputedStyle(element).display), 'flex');
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('search finds pages and links them under the prefix', {skip: noLocalIndex}, async () => {
    await openPage('docs/');
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').fill('upload');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await firstHit.waitFor();
    assert.ok((await firstHit.getAttribute('href'))?.startsWith(SUBPATH_PREFIX));
    await firstHit.click();
    await page.waitForURL((url) => url.pathname.startsWith(`${SUBPATH_PREFIX}docs/`) || url.pathname.startsWith(`${SUBPATH_PREFIX}blog/`));
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a page that throws shows the crash screen, and "Try again" recovers', async () => {
    page = await served.browser.newPage();
    await page.goto(served.site.url('e2e/crash/'));
    await page.getByRole('heading', {name: 'This page crashed.'}).waitFor();
    assert.ok(await page.getByText('E2E fixture: this page throws on purpose').first().isVisible());
    await page.evaluate(() => (window.e2eCrashFixed = true));
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.getByRole('heading', {name: 'Recovered after the crash'}).waitFor();
    await page.close();
  });

  test('a chunk that fails to load shows the error with "Retry", which loads it', async () => {
    page = await served.browser.newPage();
    await page.route('**/e2e-lazy-panel*.js', (route) => route.abort());
    await page.goto(served.site.url('e2e/lazy-chunk/'));
    await page.getByRole('button', {name: 'Retry'}).waitFor();
    await page.unroute('**/e2e-lazy-panel*.js');
    await page.getByRole('button', {name: 'Retry'}).click();
    await page.getByText('Lazy panel loaded').waitFor();
    await page.close();
  });

  test('served under the wrong base URL, the site shows the misconfiguration banner', async () => {
    const wrongPrefix = await serveStatic(SUBPATH_BUILD_DIR, '/');
    page = await served.browser.newPage();
    try {
      await page.goto(wrongPrefix.url(), {waitUntil: 'load'});
      await page.getByText(/site did not load properly/).waitFor();
      assert.ok(await page.getByText(SUBPATH_PREFIX).first().isVisible(), 'the banner names the configured baseUrl');
    } finally {
      await page.close();
      await wrongPrefix.close();
    }
  });
});
