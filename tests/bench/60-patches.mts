/**
 * `npm run bench -- patches [--runs N] [--only id,id]`: what each upstream patch (plugins/upstream-patches/ledger.ts)
 * buys. Builds the site with every patch, and once per removable patch with that patch off
 * (UPSTREAM_PATCHES_OFF), each into its own folder under the build lock; then, for each patch:
 * - first-load JavaScript and CSS (gzip) of the home page, a guide and the Bee class page, with and without it;
 * - for a patch that claims time, Lighthouse's mobile blocking time and largest contentful paint on the guide,
 *   RUNS runs a side, interleaved (with, without, with, ...) so that the machine's drift hits both.
 *
 * Verdicts, per claim of the ledger:
 * - bytes pay when, without the patch, some page's first load (JavaScript and CSS) is at least BYTES_THRESHOLD
 *   larger (bytes do not vary between builds of the same code, so the bar is what a patch must save to be worth
 *   its upkeep, not a noise margin);
 * - time pays when the one-sided Mann-Whitney U test puts the runs without the patch above the runs with it at
 *   p < P_THRESHOLD and their median is higher.
 * A patch pays when any of its claims does. A patch that other code relies on is left on and not measured.
 * The default is the full run (every removable patch, 8 runs a side); run it on a quiet machine.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import lighthouse from 'lighthouse';
import {PATCH_IDS, PATCH_LEDGER, type PatchClaim, type PatchId} from '../../plugins/upstream-patches/ledger';
import {ROOT, launchChromium, serveStatic} from '../e2e/harness';
import {lighthouseChromium} from './lib/lighthouse';
import {mannWhitneyGreater} from './lib/mann-whitney';
import {firstLoad, type FirstLoad} from './lib/page-weight';

const PAGES = ['', 'docs/storage/', 'docs/api/classes/Bee/'];
/** The guide Lighthouse times: the most code blocks, diagrams and the calculator. */
const TIMED_PAGE = 'docs/storage/';
const DEFAULT_RUNS = 8;
const BYTES_THRESHOLD = 1024;
const P_THRESHOLD = 0.05;
const BUILD_LOCK = '/tmp/site-build.lock';
const OUT_ROOT = join(tmpdir(), 'bee-js-docs-patches');
const TIME_METRICS = {'blocking time': 'total-blocking-time', 'largest paint': 'largest-contentful-paint'} as const;
type TimeClaim = keyof typeof TIME_METRICS;

function options() {
  const {values} = parseArgs({
    args: process.argv.slice(2),
    options: {runs: {type: 'string'}, only: {type: 'string'}},
    strict: false,
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs a side, got "${String(values.runs)}"`);
  const only = typeof values.only === 'string' ? values.only.split(',').filter(Boolean) : PATCH_IDS;
  const unknown = only.filter((id) => !PATCH_IDS.includes(id as PatchId));
  if (unknown.length > 0) throw new Error(`--only names no patch ${unknown.join(', ')}; known: ${PATCH_IDS.join(', ')}`);
  return {runs, patches: only as PatchId[]};
}

/** A production build with `off` turned off, into a folder of its own, under the lock every build of this tree takes. */
function build(off: PatchId | null): {dir: string; seconds: number} {
  const dir = join(OUT_ROOT, off ?? 'all-patches');
  rmSync(dir, {recursive: true, force: true});
  console.error(`bench patches: building ${off ? `without ${off}` : 'with every patch'}...`);
  const started = performance.now();
  const result = spawnSync('flock', [BUILD_LOCK, 'npx', 'docusaurus', 'build', '--out-dir', dir], {
    cwd: ROOT,
    env: {...process.env, UPSTREAM_PATCHES_OFF: off ?? ''},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !existsSync(join(dir, TIMED_PAGE, 'index.html'))) {
    throw new Error(`build ${off ? `without ${off}` : 'with every patch'} failed:\n${result.stderr.slice(-4000)}`);
  }
  return {dir, seconds: Math.round((performance.now() - started) / 100) / 10};
}

async function firstLoads(dir: string): Promise<Record<string, FirstLoad>> {
  const site = await serveStatic(dir);
  const browser = await launchChromium();
  try {
    const pages: Record<string, FirstLoad> = {};
    for (const page of PAGES) pages[`/${page}`] = await firstLoad(browser, site.url(page));
    return pages;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** Gzip bytes a first load gains without the patch, per page, JavaScript and CSS together. */
function bytesGained(withPatch: Record<string, FirstLoad>, without: Record<string, FirstLoad>) {
  const total = (load: FirstLoad) => load.script.gzip + load.stylesheet.gzip;
  return Object.fromEntries(Object.keys(withPatch).map((page) => [page, total(without[page]!) - total(withPatch[page]!)]));
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Lighthouse mobile (its default config) on the timed page of both builds, interleaved. */
async function timings(withDir: string, withoutDir: string, runs: number) {
  const sites = {with: await serveStatic(withDir), without: await serveStatic(withoutDir)};
  const chromium = await lighthouseChromium();
  const metrics = {with: [] as Record<TimeClaim, number>[], without: [] as Record<TimeClaim, number>[]};
  try {
    for (let run = 0; run < runs; run++) {
      for (const side of ['with', 'without'] as const) {
        const result = await lighthouse(sites[side].url(TIMED_PAGE), {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for /${TIMED_PAGE}`);
        const value = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? NaN);
        metrics[side].push({'blocking time': value(TIME_METRICS['blocking time']), 'largest paint': value(TIME_METRICS['largest paint'])});
      }
    }
  } finally {
    await chromium.close();
    await sites.with.close();
    await sites.without.close();
  }
  return metrics;
}

function timeVerdict(withRuns: number[], withoutRuns: number[]) {
  const spread = (runs: number[]) => ({median: median(runs), min: Math.min(...runs), max: Math.max(...runs), runs});
  const gainMs = median(withoutRuns) - median(withRuns);
  const p = mannWhitneyGreater(withoutRuns, withRuns);
  return {with: spread(withRuns), without: spread(withoutRuns), gainMs, p: Number(p.toPrecision(3)), pays: p < P_THRESHOLD && gainMs > 0};
}

async function measure(id: PatchId, all: {dir: string; loads: Record<string, FirstLoad>}, runs: number) {
  const claims: readonly PatchClaim[] = PATCH_LEDGER[id].claims;
  const variant = build(id);
  const loads = await firstLoads(variant.dir);
  const gained = bytesGained(all.loads, loads);
  const bytesPay = Math.max(...Object.values(gained)) >= BYTES_THRESHOLD;
  const timeClaims = claims.filter((claim): claim is TimeClaim => claim in TIME_METRICS);
  const time: Partial<Record<TimeClaim, ReturnType<typeof timeVerdict>>> = {};
  if (timeClaims.length > 0) {
    const metrics = await timings(all.dir, variant.dir, runs);
    for (const claim of timeClaims) {
      time[claim] = timeVerdict(
        metrics.with.map((run) => run[claim]),
        metrics.without.map((run) => run[claim]),
      );
    }
  }
  rmSync(variant.dir, {recursive: true, force: true});
  const pays = (claims.includes('first-load bytes') && bytesPay) || Object.values(time).some((verdict) => verdict.pays);
  return {
    claims,
    verdict: pays ? 'pays' : 'shows no gain',
    firstLoadGzipGainedWithout: gained,
    bytesPay,
    ...time,
    firstLoadWithout: loads,
    buildSeconds: variant.seconds,
  };
}

export default async function patchesBench(): Promise<Record<string, unknown>> {
  const {runs, patches} = options();
  const loadBefore = loadavg()[0];
  const all = build(null);
  const allLoads = await firstLoads(all.dir);
  const results: Record<string, unknown> = {};
  for (const id of patches) {
    const {reliedOnBy} = PATCH_LEDGER[id] as {reliedOnBy?: string};
    if (reliedOnBy) {
      results[id] = {verdict: `kept: relied on by ${reliedOnBy}`};
      continue;
    }
    results[id] = await measure(id, {dir: all.dir, loads: allLoads}, runs);
  }
  return {
    rules: {
      bytes: `pays when a first load (JS + CSS, gzip) of ${PAGES.map((page) => `/${page}`).join(', ')} grows by >= ${BYTES_THRESHOLD} B without it`,
      time: `pays when Lighthouse mobile on /${TIMED_PAGE} (${runs} runs a side, interleaved) is slower without it: one-sided Mann-Whitney U p < ${P_THRESHOLD} and a higher median`,
    },
    firstLoadWithEveryPatch: allLoads,
    patches: results,
    // Lighthouse's timings depend on how busy the machine is: the one-minute load average before and after.
    loadAverage: {before: loadBefore, after: loadavg()[0]},
  };
}
