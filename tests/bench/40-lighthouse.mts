/**
 * Lighthouse (mobile and desktop) on the home page, guides (two with diagrams) and the Bee class page of build/, served the way
 * the production hosts serve it. Reports the four category scores and the paint, blocking and shift metrics,
 * and which pages miss the targets: mobile performance at least 95, the other categories 100.
 */
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {loadavg} from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromium} from 'playwright-core';
import {BUILD_DIR, CHROMIUM_ARGS, chromiumPath, serveStatic} from '../e2e/harness';

// storage and soc-and-feeds hold the most diagrams (tests/e2e/diagram-pages.ts), storage the calculator too.
const ROUTES = ['', 'docs/getting-started/', 'docs/upload-download/', 'docs/storage/', 'docs/soc-and-feeds/', 'docs/api/classes/Bee/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
const TARGETS: Record<'mobile' | 'desktop', Record<(typeof CATEGORIES)[number], number>> = {
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
  desktop: {performance: 0, accessibility: 100, 'best-practices': 100, seo: 100},
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export default async function lighthouseBench(): Promise<Record<string, unknown>> {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) throw new Error('No build/: run npm run build first.');
  const site = await serveStatic(BUILD_DIR);
  const port = await freePort();
  // Lighthouse drives the browser over the DevTools protocol port; Playwright only starts and stops it.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const pages: Record<string, unknown> = {};
  const loadBefore = loadavg()[0];
  const misses: string[] = [];
  try {
    for (const route of ROUTES) {
      if (!existsSync(path.join(BUILD_DIR, route, 'index.html'))) {
        pages[`/${route}`] = 'not in this build';
        continue;
      }
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          site.url(route),
          {port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for /${route}.`);
        const {categories, audits} = result.lhr;
        const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
        const metrics = Object.fromEntries(
          Object.entries(METRICS).map(([name, id]) => [name, Number((audits[id]?.numericValue ?? NaN).toFixed(name === 'cls' ? 3 : 0))]),
        );
        // Lighthouse's CPU benchmark of the measuring machine at run time: simulated mobile TBT grows as it drops.
        const benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex);
        pages[`/${route} ${formFactor}`] = {...scores, ...metrics, benchmarkIndex};
        for (const id of CATEGORIES) {
          if (scores[id]! < TARGETS[formFactor][id]) {
            const failing = Object.values(audits)
              .filter(
                (audit) =>
                  audit.score !== null && audit.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
              )
              .map((audit) => audit.id);
            misses.push(`/${route} ${formFactor} ${id} ${scores[id]} < ${TARGETS[formFactor][id]} (${failing.join(', ')})`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  // Scores depend on how busy the machine is; the one-minute load average tells a noisy run from a regression.
  return {pages, targetsMet: misses.length === 0, misses, loadAverage: {before: loadBefore, after: loadavg()[0]}};
}
