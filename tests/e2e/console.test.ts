/**
 * Every kind of page in the sitemap loads and hydrates in Chromium without a console error, an uncaught exception
 * or a request to another origin.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {statSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, useServedBuild} from './harness';
import {sitemapPaths} from '../../scripts/lib/site-pages';

/**
 * Console errors, page errors and requests to other origins (the site self-hosts everything, fonts included,
 * so a third-party request is a privacy leak and a render-blocking risk) seen while `url` loads and hydrates.
 */
async function consoleProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  const {origin} = new URL(url);
  const onRequest = (request: {url(): string}) => {
    const requested = new URL(request.url());
    if (requested.protocol.startsWith('http') && requested.origin !== origin) problems.push(`third-party request: ${requested.href}`);
  };
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
  }
  return problems;
}

/**
 * Folders whose pages are one template filled with other data: TypeDoc's pages of each kind of bee-js symbol (every
 * interface, every class, every function of the Utils namespace...), the API changes between releases, the tag and
 * author listings. The largest page of each folder, at each depth, stands for the rest. Every other page (a
 * guide, a blog post, the home page) is Markdown or a component of its own, and is loaded itself.
 */
const ONE_TEMPLATE_FOLDER = /^(docs\/api\/[^/]+|docs\/tags|blog\/tags|blog\/authors)\/(.+)$/;

/** The routes to load: each page of its own, and the largest page of each one-template folder at each depth. */
function pagesOfEachKind(routes: string[]): string[] {
  const largest = new Map<string, {route: string; bytes: number}>();
  for (const route of routes) {
    const inFolder = ONE_TEMPLATE_FOLDER.exec(route);
    const kind = inFolder ? `${inFolder[1]} at depth ${inFolder[2]!.split('/').length}` : route;
    const bytes = statSync(path.join(BUILD_DIR, route, 'index.html')).size;
    if ((largest.get(kind)?.bytes ?? -1) < bytes) largest.set(kind, {route, bytes});
  }
  return [...largest.values()].map(({route}) => route);
}

/** Pages checked side by side; more would only fight over the two cores. */
const PARALLEL_PAGES = 3;

describe('console', () => {
  let context: BrowserContext;
  const served = useServedBuild(BUILD_DIR);
  before(async () => {
    context = await served.browser.newContext();
  });

  test('the checker reports console errors, uncaught exceptions and third-party requests', async () => {
    const page = await context.newPage();
    await page.route('**/broken-page/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<html data-has-hydrated="true"><link rel="stylesheet" href="https://fonts.example.com/font.css">' +
          '<script>console.error("boom"); setTimeout(() => { throw new Error("bang"); });</script></html>',
      }),
    );
    const problems = await consoleProblems(page, served.site.url('broken-page/'));
    await page.close();
    assert.ok(problems.includes('console error: boom'), problems.join('\n'));
    assert.ok(
      problems.some((line) => line.startsWith('page error:') && line.includes('bang')),
      problems.join('\n'),
    );
    assert.ok(problems.includes('third-party request: https://fonts.example.com/font.css'), problems.join('\n'));
  });

  test('one page of each kind in the sitemap loads without console errors', async () => {
    const routes = pagesOfEachKind(sitemapPaths(BUILD_DIR));
    assert.ok(routes.includes('docs/api/classes/Bee/'), `the largest class page stands for the classes: ${routes.join(', ')}`);
    const failures: string[] = [];
    const queue = [...routes];
    await Promise.all(
      Array.from({length: PARALLEL_PAGES}, async () => {
        const page = await context.newPage();
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          const problems = await consoleProblems(page, served.site.url(route));
          failures.push(...problems.map((problem) => `/${route}: ${problem}`));
        }
        await page.close();
      }),
    );
    assert.deepEqual(failures, []);
  });
});
