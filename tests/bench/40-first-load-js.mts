/**
 * First-load JavaScript of the production build in build/ (home, docs index, every guide, the largest API page,
 * blog) against its budgets: the heaviest guide at most 180 KB gzipped, and the largest API page (Bee) no more than that
 * guide. Run after a build, e.g.
 * `npm run build && npm run bench -- first-load-js`; `01-build` makes one when the whole bench runs.
 */
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR, launchChromium, serveStatic} from '../e2e/harness';
import {firstLoadJs} from './lib/page-weight';

const LARGEST_API_PAGE = 'docs/api/classes/Bee/';
const GUIDE_BUDGET_GZIP = 180_000;

export default async function firstLoadJsBench() {
  if (!existsSync(join(BUILD_DIR, LARGEST_API_PAGE, 'index.html'))) {
    throw new Error('This bench measures build/ with the API reference: run `npm run build` first.');
  }
  const site = await serveStatic(BUILD_DIR);
  const browser = await launchChromium();
  const pages: Record<string, {gzip: number; raw: number; files: number}> = {};
  // Every guide, so that a feature on one page (a diagram, the calculator) cannot grow it unseen.
  const guides = readdirSync(join(BUILD_DIR, 'docs'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name !== 'api' && existsSync(join(BUILD_DIR, 'docs', entry.name, 'index.html')))
    .map((entry) => `docs/${entry.name}/`)
    .sort();
  try {
    for (const path of ['', 'docs/', ...guides, LARGEST_API_PAGE, 'blog/']) pages[`/${path}`] = await firstLoadJs(browser, site.url(path));
  } finally {
    await browser.close();
    await site.close();
  }
  const guide = Math.max(...guides.map((path) => pages[`/${path}`]!.gzip));
  return {
    pages,
    guideUnderBudgetBy: GUIDE_BUDGET_GZIP - guide,
    apiPageOverGuideBy: pages[`/${LARGEST_API_PAGE}`]!.gzip - guide,
  };
}
