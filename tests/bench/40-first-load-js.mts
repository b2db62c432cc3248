/**
 * First-load JavaScript of the production build in build/ against its budgets: a guide page at
 * most 180 KB gzipped, and the largest API page (Bee) no more than a guide page. Run after a build, e.g.
 * `npx docusaurus build && npm run bench -- first-load-js`; `01-build` makes one when the whole bench runs.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR, launchChromium, serveStatic} from '../e2e/harness';
import {firstLoadJs} from './lib/page-weight';

const GUIDE = 'docs/getting-started/';
const LARGEST_API_PAGE = 'docs/api/classes/Bee/';
const GUIDE_BUDGET_GZIP = 180_000;

export default async function firstLoadJsBench() {
  if (!existsSync(join(BUILD_DIR, LARGEST_API_PAGE, 'index.html'))) {
    throw new Error('This bench measures build/ with the API reference: run `npx docusaurus build` first.');
  }
  const site = await serveStatic(BUILD_DIR);
  const browser = await launchChromium();
  const pages: Record<string, {gzip: number; raw: number; files: number}> = {};
  try {
    for (const path of ['', 'docs/', GUIDE, LARGEST_API_PAGE, 'blog/']) pages[`/${path}`] = await firstLoadJs(browser, site.url(path));
  } finally {
    await browser.close();
    await site.close();
  }
  const guide = pages[`/${GUIDE}`]!.gzip;
  return {
    pages,
    guideUnderBudgetBy: GUIDE_BUDGET_GZIP - guide,
    apiPageOverGuideBy: pages[`/${LARGEST_API_PAGE}`]!.gzip - guide,
  };
}
