import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {BUILD_DIR, launchChromium, serveStatic, type StaticSite} from './harness';
import {hitPaths, search} from './search-helpers';

type RelevanceSet = {minTop3HitRate: number; pairs: {query: string; expected: string}[]};

const relevance = JSON.parse(readFileSync(join(import.meta.dirname, 'search-relevance.json'), 'utf8')) as RelevanceSet;

let site: StaticSite;
let browser: Browser;
let page: Page;
before(async () => {
  site = await serveStatic(BUILD_DIR);
  browser = await launchChromium();
  page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(site.url('docs/'), {waitUntil: 'networkidle'});
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('the relevance set has at least 25 pairs', () => {
  assert.ok(relevance.pairs.length >= 25, `${relevance.pairs.length} pairs`);
});

test(`the expected page is in the top 3 hits for at least ${relevance.minTop3HitRate * 100}% of queries`, async () => {
  const built = relevance.pairs.filter(({expected}) => existsSync(join(BUILD_DIR, expected, 'index.html')));
  const notBuilt = relevance.pairs.filter((pair) => !built.includes(pair));
  const misses: string[] = [];
  let first = 0;
  for (const {query, expected} of built) {
    await search(page, query);
    // A page's sections are listed under it: the reader sees pages, each with its matching sections.
    const pages = [...new Set((await hitPaths(page, site.origin)).map((path) => path.split('#')[0]))];
    if (pages[0] === expected) first += 1;
    if (!pages.slice(0, 3).includes(expected)) misses.push(`  "${query}" -> ${expected}; got ${pages.slice(0, 3).join(', ') || 'nothing'}`);
  }
  const rate = built.length === 0 ? 0 : (built.length - misses.length) / built.length;
  console.log(
    `search relevance: top-3 hit rate ${(rate * 100).toFixed(1)}% (${built.length - misses.length}/${built.length}), ` +
      `first-hit rate ${((first / Math.max(built.length, 1)) * 100).toFixed(1)}%` +
      (misses.length > 0 ? `\nmisses:\n${misses.join('\n')}` : '') +
      (notBuilt.length > 0 ? `\nnot in this build (left out): ${notBuilt.map((pair) => pair.expected).join(', ')}` : ''),
  );
  assert.ok(built.length > 0, 'no expected page is in the build');
  assert.ok(rate >= relevance.minTop3HitRate, `top-3 hit rate ${rate.toFixed(2)} is below ${relevance.minTop3HitRate}`);
});
