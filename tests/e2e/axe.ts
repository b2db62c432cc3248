/**
 * Accessibility budget, shared by the tests/e2e/a11y-*.test.ts files: axe-core finds no violations (all its
 * rules, WCAG 2.x A/AA and best practices) on a page as loaded, not scrolled, in the light colour mode on a
 * desktop screen and the dark one on a phone's, and the page hides none of its content from axe. The pages issue 44
 * names (home, /docs/, getting-started, upload-download, storage and the Bee class page) are checked in both modes,
 * so on both screens; every other kind of page once, in one mode, each file's kinds alternating so that it covers
 * both. The pages are split over three files so that the test runner checks them side by side (the Bee class page,
 * the largest, takes about ten seconds a mode).
 */
import {before} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {BUILD_DIR, useServedBuild} from './harness';
import {requireOrSkip} from '../required-input';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Code text whose contrast axe left undecided because a background image or gradient lies behind it (a scroll
 * hint drawn on the code box did, issue 47): the text of every code block would then be checked by nothing.
 */
async function codeTextOfUndecidedContrast(page: Page, incomplete: AxeResults['incomplete']): Promise<string[]> {
  const behindImage = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => /^bg(Image|Gradient)$/.test((check.data as {messageKey?: string} | null)?.messageKey ?? '')))
    .map((node) => node.target.join(' '));
  return page.evaluate((selectors) => selectors.filter((selector) => document.querySelector(selector)?.closest('pre, code')), behindImage);
}

/**
 * axe for `page`, run in the page itself. The builder's default opens a blank page and carries every node's result,
 * passes included, from the page through Node.js into it: 17 of 23 seconds on the Bee class page, where axe's own
 * audit takes 5. What that default checks beyond this is content in frames from other origins, and the site's pages
 * have no frames. Passes and inapplicable rules are reported with one node each, as nothing reads their nodes.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations', 'incomplete']});
}

/** Violations as readable lines: rule, impact, help text and the first offending elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations, incomplete} = await axeOn(page).analyze();
  const undecidedCode = await codeTextOfUndecidedContrast(page, incomplete);
  const undecidedLine =
    undecidedCode.length > 0
      ? [
          `color-contrast undecided for ${undecidedCode.length} code elements behind a background image at ${undecidedCode.slice(0, 3).join(', ')}`,
        ]
      : [];
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', '),
    )
    .concat(undecidedLine);
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * A kind of page; `file` is the built page, null when the build has none (which fails under CI); `themes` the
 * modes it is checked in.
 */
export type PageKind = {name: string; route: string; file: string | null; themes: readonly Theme[]};

/** Each mode on one screen size, so that both sizes are checked without doubling the runs. */
const VIEWPORTS = {light: {width: 1280, height: 800}, dark: {width: 390, height: 844}} as const;

/**
 * Elements the browser has not laid out or painted because they are far from the viewport (content-visibility:
 * auto), each named by its tag and classes. axe cannot check such content: it leaves it out as hidden, or
 * measures its text against a background the browser has not painted (issue 44), and Lighthouse runs the same axe.
 */
export async function contentSkippedByBrowser(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.checkVisibility() && !element.checkVisibility({contentVisibilityAuto: true}))
      .filter((element) => element.parentElement?.checkVisibility({contentVisibilityAuto: true}))
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`),
  );
}

/** The test's name and its skip reason: a kind missing from a local build is skipped, and fails under CI. */
export function axeTest({name, route, file}: PageKind, theme: Theme): [string, {skip: string | false}] {
  const skip = requireOrSkip(
    (file === null || !existsSync(path.join(BUILD_DIR, file))) && `no ${name} page in build/: rebuild with \`npx docusaurus build\``,
  );
  const {width} = VIEWPORTS[theme];
  return [`${name} (/${route}) in ${theme} mode at ${width} px, as loaded, has no violations and hides nothing from axe`, {skip}];
}

/**
 * The served build and one page for a describe block's tests. The test files call `test()` themselves, so that
 * node:test (and the timing table of tests/run.ts) counts each test under its file.
 */
export function useAxePage() {
  let page: Page;
  const served = useServedBuild(BUILD_DIR);
  before(async () => {
    page = await served.browser.newPage();
  });
  return {
    page: () => page,
    async assertNoViolations(route: string, theme: Theme) {
      // Docusaurus applies this parameter before the first paint, so no colour transition is caught midway.
      const url = new URL(served.site.url(route));
      url.searchParams.set('docusaurus-theme', theme);
      await page.setViewportSize(VIEWPORTS[theme]);
      await page.goto(url.href, {waitUntil: 'networkidle'});
      await page.locator(`html[data-has-hydrated="true"][data-theme="${theme}"]`).waitFor();
      assert.deepEqual(await contentSkippedByBrowser(page), []);
      assert.deepEqual(await axeViolations(page), []);
    },
  };
}
