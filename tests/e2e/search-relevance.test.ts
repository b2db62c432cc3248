import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {BUILD_DIR, launchChromium, serveStatic, type StaticSite} from './harness';
import {hitPaths, searchAnswered} from './search-helpers';
import {requireOrSkip} from '../required-input';
import {oursSearch} from '../bench/lib/relevance-engines';

type RelevancePair = {kind: string; query: string; expected: string; thread?: string};
type RelevanceSet = {minTop3HitRate: number; pairs: RelevancePair[]};

/** Kinds of query readers type that search must forgive, each with at least this many pairs. */
const FORGIVING_KINDS = ['typo', 'question', 'missing-word', 'symbol', 'synonym'];
const MIN_PAIRS_PER_KIND = 8;

/** Kinds of query taken from real issue threads: each pair names the thread it came from. */
const THREAD_KINDS = ['error-message', 'version', 'tracker'];
const THREAD = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(?:issues|pull|discussions)\/\d+$|^https:\/\/community\.ethswarm\.org\//;

/** The search box takes at most this many characters (spec: search input maximum length). */
const MAX_QUERY_LENGTH = 64;

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

test(`the relevance set has at least 25 pairs and ${MIN_PAIRS_PER_KIND} of each forgiving kind`, () => {
  assert.ok(relevance.pairs.length >= 25, `${relevance.pairs.length} pairs`);
  for (const kind of FORGIVING_KINDS) {
    const count = relevance.pairs.filter((pair) => pair.kind === kind).length;
    assert.ok(count >= MIN_PAIRS_PER_KIND, `${count} "${kind}" pairs`);
  }
});

test(`queries from issue threads: at least ${MIN_PAIRS_PER_KIND} of each kind, each naming its thread, none longer than the search box takes`, () => {
  for (const kind of THREAD_KINDS) {
    const pairs = relevance.pairs.filter((pair) => pair.kind === kind);
    assert.ok(pairs.length >= MIN_PAIRS_PER_KIND, `${pairs.length} "${kind}" pairs`);
    for (const {query, thread} of pairs) assert.match(thread ?? '', THREAD, `"${query}" names no issue thread`);
  }
  for (const {query} of relevance.pairs) assert.ok(query.length <= MAX_QUERY_LENGTH, `"${query}" is ${query.length} characters`);
});

function rate(count: number, total: number): string {
  return `${((count / Math.max(total, 1)) * 100).toFixed(1)}% (${count}/${total})`;
}

test(`the expected page is in the top 3 hits for at least ${relevance.minTop3HitRate * 100}% of queries`, async () => {
  const built = relevance.pairs.filter(({expected}) => existsSync(join(BUILD_DIR, expected, 'index.html')));
  const notBuilt = relevance.pairs.filter((pair) => !built.includes(pair));
  const leftOut = requireOrSkip(
    notBuilt.length > 0 &&
      `not in build/ (left out): ${notBuilt.map((pair) => pair.expected).join(', ')}; rebuild with \`npx docusaurus build\``,
  );
  const misses: string[] = [];
  const byKind = new Map<string, {total: number; first: number; top3: number}>();
  // The engine as the relevance bench and the MCP server's search_docs run it, over the same index file.
  const engine = oursSearch();
  const reordered: string[] = [];
  let engineTop3 = 0;
  for (const {kind, query, expected} of built) {
    // The engine runs in this process while the browser searches.
    const engineAnswer = engine(query);
    await searchAnswered(page, query);
    // A page's sections are listed under it: the reader sees pages, each with its matching sections.
    const pages = [...new Set((await hitPaths(page, site.origin)).map((path) => path.split('#')[0]))];
    const enginePages = await engineAnswer;
    if (enginePages.slice(0, 3).includes(expected)) engineTop3 += 1;
    if (enginePages.slice(0, 3).join(' ') !== pages.slice(0, 3).join(' '))
      reordered.push(`  "${query}": modal ${pages.slice(0, 3).join(', ')}; engine ${enginePages.slice(0, 3).join(', ')}`);
    const counts = byKind.get(kind) ?? {total: 0, first: 0, top3: 0};
    byKind.set(kind, counts);
    counts.total += 1;
    if (pages[0] === expected) counts.first += 1;
    if (pages.slice(0, 3).includes(expected)) counts.top3 += 1;
    else misses.push(`  [${kind}] "${query}" -> ${expected}; got ${pages.slice(0, 3).join(', ') || 'nothing'}`);
  }
  const top3 = built.length - misses.length;
  const first = [...byKind.values()].reduce((sum, counts) => sum + counts.first, 0);
  console.log(
    `search relevance: top-3 hit rate ${rate(top3, built.length)}, first-hit rate ${rate(first, built.length)}\n` +
      [...byKind]
        .map(([kind, counts]) => `  ${kind}: top-1 ${rate(counts.first, counts.total)}, top-3 ${rate(counts.top3, counts.total)}`)
        .join('\n') +
      (misses.length > 0 ? `\nmisses:\n${misses.join('\n')}` : '') +
      (leftOut ? `\n${leftOut}` : ''),
  );
  assert.ok(built.length > 0, 'no expected page is in the build');
  assert.equal(
    rate(top3, built.length),
    rate(engineTop3, built.length),
    `the modal's top-3 hit rate differs from the engine's; its first three pages differ on:\n${reordered.join('\n')}`,
  );
  assert.deepEqual(reordered, [], "the modal lists the first three pages in the engine's order");
  assert.ok(
    top3 / built.length >= relevance.minTop3HitRate,
    `top-3 hit rate ${rate(top3, built.length)} is below ${relevance.minTop3HitRate}`,
  );
});
