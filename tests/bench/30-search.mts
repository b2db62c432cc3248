/**
 * Search speed and weight with the local index (spec targets in brackets): time from the first keystroke
 * to results (150 ms), bytes fetched for the first query (200 KB gzip), per-keystroke latency p95 (30 ms),
 * and search code or index in the first-load bundle of the main pages (0 bytes). Then what a reader feels
 * (issue 47's targets, in `modal`): Ctrl+K to the modal's input, the last keystroke of a first query to its
 * hits and the bytes on the wire from Ctrl+K to those hits, on Lighthouse's mobile throttling and
 * unthrottled, the median of MODAL_RUNS runs; and from the 'k' of Ctrl+K on a page that has not used search, the
 * query typed at once, to the first hits (a first answer from the titles index counts) and to the full engine's
 * (issue 55). Needs a production build (01-build makes one).
 */
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {throttling} from 'lighthouse/core/config/constants.js';
import {SEARCH_INDEX_PATH, TITLES_INDEX_PATH} from '../../src/search/search-index';
import {BUILD_DIR, launchChromium, serveStatic, type StaticSite} from '../e2e/harness';
import {sizeOf} from './lib/page-weight';

/**
 * Strings only the lazily loaded search code contains: the engine's index reader (the entry every page ships names
 * the index files, to ask for them as the reader reaches for search) and the hit shaping.
 */
const SEARCH_CODE_MARKERS = ['DecompressionStream', 'MiniSearch: ', 'algolia-docsearch-suggestion--highlight'];

/** The engine (the lazily loaded search code) or its index. */
const isEngineOrIndex = (url: string, body: Buffer) =>
  [SEARCH_INDEX_PATH, TITLES_INDEX_PATH].some((path) => url.includes(path)) || SEARCH_CODE_MARKERS.some((marker) => body.includes(marker));
const PAGES = ['', 'docs/', 'docs/getting-started/', 'docs/api/classes/Bee/', 'blog/new-docs-site/'];
const FIRST_QUERIES = ['bee', 'upload', 'stamp', 'feed', 'mantaray'];
/** Typed a character at a time; the last three take the typo, stop word and symbol paths. */
const TYPED_QUERIES = [
  'postage batch',
  'mantaray node',
  'upload file',
  'getStampCost',
  'redundancy level',
  'postge stmap',
  'how do I pay for storage',
  'Utils.getDepthForSize',
];

const round = (value: number) => Math.round(value * 10) / 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function firstLoadSearchBytes(browser: Browser, site: StaticSite) {
  const perPage: Record<string, {searchJsGzip: number; indexRequests: number}> = {};
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    let indexRequests = 0;
    page.on('request', (request) => {
      if ([SEARCH_INDEX_PATH, TITLES_INDEX_PATH].some((path) => request.url().includes(path))) indexRequests += 1;
    });
    page.on('response', (response) => {
      // A script that arrives as the context closes has no body to read; it was not part of the first load.
      if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(site.url(path), {waitUntil: 'networkidle'});
    const bodies = await Promise.all(scripts);
    const searchJsGzip = bodies
      .filter((body) => SEARCH_CODE_MARKERS.some((marker) => body.includes(marker)))
      .reduce((sum, body) => sum + sizeOf(body).gzip, 0);
    perPage[`/${path}`] = {searchJsGzip, indexRequests};
    await context.close();
  }
  return perPage;
}

/**
 * Types one character and returns the milliseconds from its keydown to the first frame after the search
 * it started finished (the modal's aria-busy back to false).
 */
async function timedKeystroke(page: Page, character: string): Promise<number> {
  // Passed as source text: the TypeScript loader would wrap named in-page functions in a helper the page lacks.
  // `void` keeps evaluate from waiting for the promise, which only settles after the keystroke below.
  await page.evaluate(`void (window.searchKeystrokeTimer = new Promise((resolve) => {
    let pressedAt = 0;
    window.addEventListener('keydown', () => { pressedAt = performance.now(); }, {capture: true, once: true});
    const observer = new MutationObserver((records) => {
      const finished = records.some((record) => record.oldValue === 'true' && record.target.getAttribute('aria-busy') === 'false');
      if (!pressedAt || !finished) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - pressedAt));
    });
    observer.observe(document.body, {attributes: true, subtree: true, attributeFilter: ['aria-busy'], attributeOldValue: true});
  }))`);
  await page.keyboard.type(character);
  return page.evaluate<number>('window.searchKeystrokeTimer');
}

async function firstQuery(browser: Browser, site: StaticSite, query: string, warm: boolean) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(site.url('docs/'), {waitUntil: 'networkidle'});
  const fetched: Promise<{gzip: number; engineOrIndex: boolean}>[] = [];
  page.on('response', (response) =>
    fetched.push(
      response.body().then(
        (body) => ({gzip: sizeOf(body).gzip, engineOrIndex: isEngineOrIndex(response.url(), body)}),
        () => ({gzip: 0, engineOrIndex: false}),
      ),
    ),
  );
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  // A reader needs a moment between opening the modal and typing; the cold variant types at once.
  if (warm) await page.waitForLoadState('networkidle');
  const milliseconds = await timedKeystroke(page, query[0]!);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  const responses = await Promise.all(fetched);
  await context.close();
  const gzip = responses.reduce((sum, response) => sum + response.gzip, 0);
  const indexGzip = responses.filter((response) => response.engineOrIndex).reduce((sum, response) => sum + response.gzip, 0);
  return {milliseconds, gzip, indexGzip, requests: responses.length};
}

async function keystrokes(browser: Browser, site: StaticSite) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(site.url('docs/'), {waitUntil: 'networkidle'});
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await page.waitForLoadState('networkidle');
  const times: number[] = [];
  for (const query of TYPED_QUERIES) {
    await input.fill('');
    for (const character of query) {
      times.push(await timedKeystroke(page, character));
    }
  }
  await context.close();
  return times;
}

/** Runs of each profile in `modal`; the median is reported. */
const MODAL_RUNS = 5;
const MODAL_QUERY = 'postage';

/**
 * Issue 47's profiles and targets. Mobile is Lighthouse's mobile throttling (its mobileSlow4G: 4x CPU, 150 ms
 * round trip, 1.6 Mbit/s down) applied in the browser, as the old site was measured; desktop is unthrottled.
 */
const MODAL_PROFILES = {
  mobile: {
    viewport: {width: 412, height: 823},
    network: {rttMs: throttling.mobileSlow4G.rttMs, downKbps: throttling.mobileSlow4G.throughputKbps},
    cpuSlowdown: throttling.mobileSlow4G.cpuSlowdownMultiplier,
    targets: {ctrlKToInputMs: 600, keystrokeToHitsMs: 300, wireKB: 150, shortcutToFirstHitsMs: 1000},
  },
  unthrottled: {
    viewport: {width: 1280, height: 900},
    network: null,
    cpuSlowdown: 1,
    targets: {ctrlKToInputMs: 150, wireKB: 150, shortcutToFirstHitsMs: 200},
  },
};

type ModalProfile = (typeof MODAL_PROFILES)[keyof typeof MODAL_PROFILES];

/**
 * One reader's first search on an idle /docs/ page: Ctrl+K, the query typed at once, its hits. Bytes are what
 * crossed the wire (encoded bodies and headers) from Ctrl+K until the hits show and the network is idle.
 */
async function firstSearch(browser: Browser, site: StaticSite, profile: ModalProfile) {
  const context = await browser.newContext({viewport: profile.viewport});
  const page = await context.newPage();
  await page.goto(site.url('docs/'), {waitUntil: 'networkidle'});
  await throttle(context, page, profile);
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) =>
    sizes.push(request.sizes().then(({responseBodySize, responseHeadersSize}) => responseBodySize + responseHeadersSize)),
  );
  await page.evaluate(`void (window.modalTimer = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no search input 30 s after Ctrl+K')), 30000);
    let pressedAt = 0;
    window.addEventListener('keydown', (event) => { if (event.key.toLowerCase() === 'k') pressedAt = performance.now(); }, {capture: true});
    const check = () => {
      if (pressedAt && document.querySelector('.DocSearch-Input')) resolve(performance.now() - pressedAt);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }))`);
  await page.keyboard.press('Control+k');
  const ctrlKToInputMs = await page.evaluate<number>('window.modalTimer');
  await page.keyboard.type(MODAL_QUERY.slice(0, -1));
  await page.waitForFunction(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    return modal?.getAttribute('aria-busy') === 'false' && modal.querySelector('.DocSearch-Hit') !== null;
  });
  const keystrokeToHitsMs = await timedKeystroke(page, MODAL_QUERY.at(-1)!);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  const wireBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return {ctrlKToInputMs, keystrokeToHitsMs, wireKB: wireBytes / 1024};
}

/** Applies a profile's network and CPU throttling to a page. */
async function throttle(context: BrowserContext, page: Page, profile: ModalProfile): Promise<void> {
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    const bytesPerSecond = (profile.network.downKbps * 1024) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: profile.cpuSlowdown});
}

/**
 * What a reader who knows what to look for waits on a page that has not used search yet: from the 'k' of Ctrl+K,
 * the query typed as soon as the input is there, to the first hits shown (the modal no longer busy). Unlike
 * keystrokeToHitsMs, this includes fetching the engine and the index and building the engine.
 */
async function shortcutToFirstHits(browser: Browser, site: StaticSite, profile: ModalProfile): Promise<{first: number; complete: number}> {
  const context = await browser.newContext({viewport: profile.viewport});
  const page = await context.newPage();
  await page.goto(site.url('docs/'), {waitUntil: 'networkidle'});
  await throttle(context, page, profile);
  // First: hits on screen (a first answer from the titles index counts); complete: the modal no longer busy.
  await page.evaluate(`void (window.firstHitsTimer = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no hits 60 s after Ctrl+K')), 60000);
    let pressedAt = 0;
    let first = 0;
    window.addEventListener('keydown', (event) => { if (!pressedAt && event.key.toLowerCase() === 'k') pressedAt = performance.now(); }, {capture: true});
    const check = () => {
      const modal = document.querySelector('.DocSearch-Modal');
      const hits = pressedAt && modal?.querySelector('.DocSearch-Hit');
      if (hits && !first) first = performance.now() - pressedAt;
      if (hits && modal.getAttribute('aria-busy') === 'false') resolve({first, complete: performance.now() - pressedAt});
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }))`);
  // Typed as soon as the input is drawn: Playwright's own wait for an element polls at growing intervals (up to
  // half a second), which would add up to that much, varying from run to run, before the reader starts typing.
  await page.evaluate(`void (window.searchInputShown = new Promise((resolve) => {
    const check = () => (document.querySelector('.DocSearch-Input') ? resolve(true) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  }))`);
  await page.keyboard.press('Control+k');
  await page.evaluate('window.searchInputShown');
  await page.keyboard.type(MODAL_QUERY);
  const times = await page.evaluate<{first: number; complete: number}>('window.firstHitsTimer');
  await context.close();
  return times;
}

async function modalProfiles(browser: Browser, site: StaticSite) {
  const measured: Record<string, unknown> = {};
  for (const [name, profile] of Object.entries(MODAL_PROFILES)) {
    const runs: Awaited<ReturnType<typeof firstSearch>>[] = [];
    for (let run = 0; run < MODAL_RUNS; run += 1) runs.push(await firstSearch(browser, site, profile));
    const median = (key: keyof (typeof runs)[number]) =>
      round(
        percentile(
          runs.map((result) => result[key]),
          50,
        ),
      );
    const shortcutRuns: {first: number; complete: number}[] = [];
    for (let run = 0; run < MODAL_RUNS; run += 1) shortcutRuns.push(await shortcutToFirstHits(browser, site, profile));
    const medians = {
      ctrlKToInputMs: median('ctrlKToInputMs'),
      keystrokeToHitsMs: median('keystrokeToHitsMs'),
      wireKB: median('wireKB'),
      shortcutToFirstHitsMs: round(
        percentile(
          shortcutRuns.map((run) => run.first),
          50,
        ),
      ),
      shortcutToCompleteHitsMs: round(
        percentile(
          shortcutRuns.map((run) => run.complete),
          50,
        ),
      ),
    };
    measured[name] = {
      runs: runs.length,
      median: medians,
      targets: profile.targets,
      met: Object.fromEntries(
        Object.entries(profile.targets).map(([key, target]) => [key, medians[key as keyof typeof medians] <= target]),
      ),
    };
  }
  return measured;
}

export default async function searchBench() {
  const site = await serveStatic(BUILD_DIR);
  const browser = await launchChromium();
  try {
    const firstLoad = await firstLoadSearchBytes(browser, site);
    const cold = [];
    const warm = [];
    for (const query of FIRST_QUERIES) {
      cold.push(await firstQuery(browser, site, query, false));
      warm.push(await firstQuery(browser, site, query, true));
    }
    const typed = await keystrokes(browser, site);
    const modal = await modalProfiles(browser, site);
    const summary = (runs: {milliseconds: number; gzip: number; indexGzip: number; requests: number}[]) => ({
      medianMs: round(
        percentile(
          runs.map((run) => run.milliseconds),
          50,
        ),
      ),
      maxMs: round(Math.max(...runs.map((run) => run.milliseconds))),
      maxTransferKBGzip: round(Math.max(...runs.map((run) => run.gzip)) / 1024),
      maxIndexAndEngineKBGzip: round(Math.max(...runs.map((run) => run.indexGzip)) / 1024),
      maxRequests: Math.max(...runs.map((run) => run.requests)),
    });
    return {
      firstLoadSearchJsGzipBytes: Object.fromEntries(Object.entries(firstLoad).map(([path, result]) => [path, result.searchJsGzip])),
      firstLoadIndexRequests: Object.values(firstLoad).reduce((sum, result) => sum + result.indexRequests, 0),
      firstKeystrokeAfterWarmUp: summary(warm),
      firstKeystrokeRightAfterOpening: summary(cold),
      perKeystrokeMs: {
        count: typed.length,
        p50: round(percentile(typed, 50)),
        p95: round(percentile(typed, 95)),
        max: round(Math.max(...typed)),
      },
      modal,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
