/**
 * `npm run bench -- patches [--runs N] [--only id,id] [--phase builds|time]`: what each upstream patch
 * (plugins/upstream-patches/ledger.ts) buys. Builds the site with every patch, and once per removable patch with
 * that patch off (UPSTREAM_PATCHES_OFF), each into its own folder under the build lock; then, for each patch:
 * - first-load JavaScript and CSS (gzip) of the home page, a guide and the Bee class page, with and without it;
 * - for a patch that claims time, Lighthouse's mobile blocking time and largest contentful paint on the guide,
 *   RUNS rounds, each round one run of every build (with every patch, then each patch off, the order turned by
 *   one each round) so that the machine's drift hits all of them; the runs with every patch are shared.
 * `--phase builds` only makes the builds and weighs their first loads (sizes do not depend on the machine's load,
 * so it may run beside other work) and keeps them; `--phase time` then times the kept builds, on a quiet machine.
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
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
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
/** The first loads of the kept builds, for a later `--phase time`. */
const LOADS_FILE = join(OUT_ROOT, 'first-loads.json');
const TIME_METRICS = {'blocking time': 'total-blocking-time', 'largest paint': 'largest-contentful-paint'} as const;
type TimeClaim = keyof typeof TIME_METRICS;

function options() {
  const {values} = parseArgs({
    args: process.argv.slice(2),
    options: {runs: {type: 'string'}, only: {type: 'string'}, phase: {type: 'string'}},
    strict: false,
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs a side, got "${String(values.runs)}"`);
  const only = typeof values.only === 'string' ? values.only.split(',').filter(Boolean) : PATCH_IDS;
  const unknown = only.filter((id) => !PATCH_IDS.includes(id as PatchId));
  if (unknown.length > 0) throw new Error(`--only names no patch ${unknown.join(', ')}; known: ${PATCH_IDS.join(', ')}`);
  const phase = values.phase ?? 'all';
  if (phase !== 'all' && phase !== 'builds' && phase !== 'time') throw new Error(`--phase takes builds or time, got "${String(phase)}"`);
  return {runs, patches: only as PatchId[], phase};
}

/** A production build with `off` turned off, into a folder of its own, under the lock every build of this tree takes. */
const buildDir = (off: PatchId | null) => join(OUT_ROOT, off ?? 'all-patches');

function build(off: PatchId | null): {dir: string; seconds: number} {
  const dir = buildDir(off);
  rmSync(dir, {recursive: true, force: true});
  console.error(`bench patches: building ${off ? `without ${off}` : 'with every patch'}...`);
  const started = performance.now();
  const result = spawnSync('flock', [BUILD_LOCK, 'npm', 'run', 'build', '--', '--out-dir', dir], {
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

type TimeRun = Record<TimeClaim, number>;

async function lighthouseRun(port: number, url: string): Promise<TimeRun> {
  const result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const value = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? NaN);
  return {'blocking time': value(TIME_METRICS['blocking time']), 'largest paint': value(TIME_METRICS['largest paint'])};
}

/**
 * Lighthouse mobile (its default config) on the timed page of every build, `runs` rounds of one run each, the
 * order turned by one build each round.
 */
async function timings(builds: (PatchId | null)[], runs: number): Promise<Map<PatchId | null, TimeRun[]>> {
  const sites = await Promise.all(builds.map((off) => serveStatic(buildDir(off))));
  const chromium = await lighthouseChromium();
  const metrics = new Map(builds.map((off) => [off, [] as TimeRun[]]));
  try {
    for (let round = 0; round < runs; round++) {
      for (let step = 0; step < builds.length; step++) {
        const index = (round + step) % builds.length;
        console.error(`bench patches: round ${round + 1}/${runs}, ${builds[index] ?? 'every patch'}`);
        metrics.get(builds[index]!)!.push(await lighthouseRun(chromium.port, sites[index]!.url(TIMED_PAGE)));
      }
    }
  } finally {
    await chromium.close();
    await Promise.all(sites.map((site) => site.close()));
  }
  return metrics;
}

function timeVerdict(withRuns: number[], withoutRuns: number[]) {
  const spread = (runs: number[]) => ({median: median(runs), min: Math.min(...runs), max: Math.max(...runs), runs});
  const gainMs = median(withoutRuns) - median(withRuns);
  const p = mannWhitneyGreater(withoutRuns, withRuns);
  return {with: spread(withRuns), without: spread(withoutRuns), gainMs, p: Number(p.toPrecision(3)), pays: p < P_THRESHOLD && gainMs > 0};
}

const timeClaimsOf = (id: PatchId) =>
  (PATCH_LEDGER[id].claims as readonly PatchClaim[]).filter((claim): claim is TimeClaim => claim in TIME_METRICS);
const isReliedOn = (id: PatchId) => Boolean((PATCH_LEDGER[id] as {reliedOnBy?: string}).reliedOnBy);

/** Builds with every patch and with each measured patch off, and their first loads, kept in OUT_ROOT. */
async function buildsAndLoads(patches: PatchId[]) {
  const all = build(null);
  const loads: Record<string, Record<string, FirstLoad>> = {'all-patches': await firstLoads(all.dir)};
  const buildSeconds: Record<string, number> = {'all-patches': all.seconds};
  for (const id of patches.filter((patch) => !isReliedOn(patch))) {
    const variant = build(id);
    loads[id] = await firstLoads(variant.dir);
    buildSeconds[id] = variant.seconds;
  }
  writeFileSync(LOADS_FILE, JSON.stringify({loads, buildSeconds}));
  return {loads, buildSeconds};
}

function keptLoads(): {loads: Record<string, Record<string, FirstLoad>>; buildSeconds: Record<string, number>} {
  if (!existsSync(LOADS_FILE)) throw new Error(`no kept builds in ${OUT_ROOT}: run "npm run bench -- patches --phase builds" first`);
  return JSON.parse(readFileSync(LOADS_FILE, 'utf8'));
}

function verdict(id: PatchId, loads: Record<string, Record<string, FirstLoad>>, time: Map<PatchId | null, TimeRun[]> | null) {
  const claims: readonly PatchClaim[] = PATCH_LEDGER[id].claims;
  if (isReliedOn(id)) return {verdict: `kept: relied on by ${(PATCH_LEDGER[id] as {reliedOnBy?: string}).reliedOnBy}`};
  const without = loads[id];
  if (!without) throw new Error(`no kept build without ${id}: run "npm run bench -- patches --phase builds --only ${id}"`);
  const gained = bytesGained(loads['all-patches']!, without);
  const bytesPay = Math.max(...Object.values(gained)) >= BYTES_THRESHOLD;
  const timeVerdicts: Partial<Record<TimeClaim, ReturnType<typeof timeVerdict>>> = {};
  for (const claim of time ? timeClaimsOf(id) : []) {
    timeVerdicts[claim] = timeVerdict(
      time!.get(null)!.map((run) => run[claim]),
      time!.get(id)!.map((run) => run[claim]),
    );
  }
  const timed = time !== null || timeClaimsOf(id).length === 0;
  const pays = (claims.includes('first-load bytes') && bytesPay) || Object.values(timeVerdicts).some((result) => result.pays);
  return {
    claims,
    verdict: pays ? 'pays' : timed ? 'shows no gain' : 'bytes only so far: time it with --phase time',
    firstLoadGzipGainedWithout: gained,
    bytesPay,
    ...timeVerdicts,
  };
}

export const onlyWhenNamed = true;

export default async function patchesBench(): Promise<Record<string, unknown>> {
  const {runs, patches, phase} = options();
  const loadBefore = loadavg()[0];
  const {loads, buildSeconds} = phase === 'time' ? keptLoads() : await buildsAndLoads(patches);
  const timed = patches.filter((id) => !isReliedOn(id) && timeClaimsOf(id).length > 0);
  const time = phase === 'builds' || timed.length === 0 ? null : await timings([null, ...timed], runs);
  const results = Object.fromEntries(patches.map((id) => [id, verdict(id, loads, time)]));
  if (phase === 'all') rmSync(OUT_ROOT, {recursive: true, force: true});
  return {
    rules: {
      bytes: `pays when a first load (JS + CSS, gzip) of ${PAGES.map((page) => `/${page}`).join(', ')} grows by >= ${BYTES_THRESHOLD} B without it`,
      time: `pays when Lighthouse mobile on /${TIMED_PAGE} (${runs} rounds over every build) is slower without it: one-sided Mann-Whitney U p < ${P_THRESHOLD} and a higher median`,
    },
    firstLoadWithEveryPatch: loads['all-patches'],
    patches: results,
    buildSeconds,
    // Lighthouse's timings depend on how busy the machine is: the one-minute load average before and after.
    loadAverage: {before: loadBefore, after: loadavg()[0]},
  };
}
