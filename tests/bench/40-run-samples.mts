/**
 * Run buttons (plugins/samples-in-browser): what the first click on a node-free sample fetches, and how long until its
 * first output line, against the budget of 1 s. Run after a production build.
 */
import {BUILD_DIR, launchChromium, serveStatic} from '../e2e/harness';
import {pageCountingFolder} from './lib/page-weight';
import {RUN_ATTRIBUTES, RUN_SAMPLE_CLASS} from '../../src/samples/markup';

const PAGE = 'docs/utilities/';
const FIRST_LINE_BUDGET_MS = 1000;
const RUNS = 5;

export default async function runSamplesBench() {
  const site = await serveStatic(BUILD_DIR);
  const browser = await launchChromium();
  const firstLineMs: number[] = [];
  let firstClick = {raw: 0, gzip: 0, files: 0};
  try {
    for (let run = 0; run < RUNS; run++) {
      const {context, page, weigh} = await pageCountingFolder(browser, site.url(PAGE), '/run-samples/', BUILD_DIR);
      const started = performance.now();
      await page.locator(`.${RUN_SAMPLE_CLASS} > button[${RUN_ATTRIBUTES.sample}]:not([${RUN_ATTRIBUTES.kind}])`).first().click();
      await page.locator('.run-panel__line').first().waitFor();
      firstLineMs.push(Math.round(performance.now() - started));
      await page.waitForLoadState('networkidle');
      firstClick = weigh();
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const sorted = [...firstLineMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    page: `/${PAGE}`,
    firstClick,
    firstLineMs: {runs: firstLineMs, median, max: sorted.at(-1)},
    underBudgetBy: FIRST_LINE_BUDGET_MS - sorted.at(-1)!,
  };
}
