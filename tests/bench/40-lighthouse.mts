/**
 * Lighthouse (mobile and desktop) on the home page, the docs index, guides (two with diagrams) and the Bee class page
 * of build/, served the way the production hosts serve it. Reports the four category scores and the paint, blocking and shift metrics,
 * and which pages miss the targets: mobile performance at least 95, the other categories 100.
 *
 * Lighthouse's mobile CPU slowdown (4x) is meant for a high-end desktop host; on a weaker one, whose
 * benchmarkIndex each row reports, the page also gets a mobile run with the slowdown Lighthouse's calibration
 * table suggests for that host (lib/cpu-calibration.ts), reported beside the default one. Targets are checked
 * against the default runs only.
 *
 * A single mobile run's score moves by several points from one run to the next on the same build, so each page's
 * default mobile row is the median of five runs, picked by Lighthouse's computeMedianRun (the run nearest the
 * median first paint and time to interactive, as its documentation on variability advises), with every run's
 * performance score beside it.
 */
import {existsSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import lighthouse, {type Config} from 'lighthouse';
import {throttling} from 'lighthouse/core/config/constants.js';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {BUILD_DIR, serveStatic} from '../e2e/harness';
import {DEFAULT_MOBILE_MULTIPLIER, SLOW_HOST_BENCHMARK_INDEX, midTierMobileMultiplier} from './lib/cpu-calibration';
import {lighthouseChromium} from './lib/lighthouse';

// storage and soc-and-feeds hold the most diagrams (tests/e2e/diagram-pages.ts), storage the calculator too.
const ROUTES = [
  '',
  'docs/',
  'docs/getting-started/',
  'docs/upload-download/',
  'docs/storage/',
  'docs/soc-and-feeds/',
  'docs/api/classes/Bee/',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
/** Runs per page of the default mobile audit, whose median run is reported and checked against the targets. */
const MOBILE_RUNS = 5;
const TARGETS: Record<'mobile' | 'desktop', Record<(typeof CATEGORIES)[number], number>> = {
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
  desktop: {performance: 0, accessibility: 100, 'best-practices': 100, seo: 100},
};

export default async function lighthouseBench(): Promise<Record<string, unknown>> {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) throw new Error('No build/: run npm run build first.');
  const site = await serveStatic(BUILD_DIR);
  const browser = await lighthouseChromium();
  const {port} = browser;
  const pages: Record<string, unknown> = {};
  const loadBefore = loadavg()[0];
  const misses: string[] = [];
  let slowHostRuns = 0;
  const audit = async (route: string, config?: Config) => {
    const result = await lighthouse(site.url(route), {port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]}, config);
    if (!result) throw new Error(`Lighthouse returned nothing for /${route}.`);
    const {lhr} = result;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, Number((lhr.audits[id]?.numericValue ?? NaN).toFixed(name === 'cls' ? 3 : 0))]),
    );
    // Lighthouse's CPU benchmark of the measuring machine at run time: simulated mobile TBT grows as it drops.
    return {lhr, scores, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex)};
  };
  try {
    for (const route of ROUTES) {
      if (!existsSync(path.join(BUILD_DIR, route, 'index.html'))) {
        pages[`/${route}`] = 'not in this build';
        continue;
      }
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: Awaited<ReturnType<typeof audit>>[] = [];
        for (let run = 0; run < (formFactor === 'mobile' ? MOBILE_RUNS : 1); run++) {
          runs.push(await audit(route, formFactor === 'desktop' ? desktopConfig : undefined));
        }
        const medianLhr = computeMedianRun(runs.map((run) => run.lhr));
        const {lhr, scores, metrics, benchmarkIndex} = runs.find((run) => run.lhr === medianLhr)!;
        pages[`/${route} ${formFactor}`] = {
          ...scores,
          ...metrics,
          benchmarkIndex,
          ...(runs.length > 1 && {medianOf: runs.length, performanceRuns: runs.map((run) => run.scores.performance)}),
        };
        slowHostRuns += runs.filter((run) => run.benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX).length;
        for (const id of CATEGORIES) {
          if (scores[id]! < TARGETS[formFactor][id]) {
            const failing = Object.values(lhr.audits)
              .filter(
                (audit) =>
                  audit.score !== null &&
                  audit.score < 1 &&
                  lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
              )
              .map((audit) => audit.id);
            misses.push(`/${route} ${formFactor} ${id} ${scores[id]} < ${TARGETS[formFactor][id]} (${failing.join(', ')})`);
          }
        }
        const multiplier = formFactor === 'mobile' ? midTierMobileMultiplier(benchmarkIndex) : DEFAULT_MOBILE_MULTIPLIER;
        if (multiplier !== DEFAULT_MOBILE_MULTIPLIER) {
          const calibrated = await audit(route, {
            extends: 'lighthouse:default',
            settings: {throttling: {...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier}},
          });
          pages[`/${route} mobile, CPU ${multiplier}x (calibrated)`] = {
            ...calibrated.scores,
            ...calibrated.metrics,
            benchmarkIndex: calibrated.benchmarkIndex,
          };
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return {
    pages,
    targetsMet: misses.length === 0,
    misses,
    // Runs on a host at or under Lighthouse's own threshold for warning that its CPU is slower than expected.
    slowHostRuns,
    // Scores depend on how busy the machine is; the one-minute load average tells a noisy run from a regression.
    loadAverage: {before: loadBefore, after: loadavg()[0]},
  };
}
