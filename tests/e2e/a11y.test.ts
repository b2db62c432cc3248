/**
 * Accessibility budget: axe-core finds no violations (all its rules, WCAG 2.x A/AA and best practices) on one
 * page of every kind, in the light and the dark colour mode.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {BUILD_DIR, useServedBuild} from './harness';
import {sitemapPaths} from '../../scripts/lib/site-pages';
import {requireOrSkip} from '../required-input';
import {PICTURE_PAGES} from './diagram-pages';

/** Violations as readable lines: rule, impact, help text and the first offending elements. */
/**
 * The one reviewed exception. DocSearch's search button (third-party markup) is named "Search (Control+k)" and
 * shows key caps "Ctrl" "K" after its visible label "Search"; axe counts the key caps as label text. The visible
 * label is in the name (the intent of WCAG 2.5.3) and the shortcut is announced through aria-keyshortcuts.
 */
const ACCEPTED = [{rule: 'label-content-name-mismatch', target: '.DocSearch'}];

async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).analyze();
  return violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !ACCEPTED.some(({rule, target}) => rule === violation.id && node.target.join(' ') === target),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', '),
    );
}

const blogPost = sitemapPaths(BUILD_DIR).find((route) => /^blog\/(?!tags\/|authors\/|archive\/|page\/)[^/]+\/$/.test(route));

/** One page of each kind; `file` is the built page. */
const PAGE_KINDS: {name: string; route: string; file: string | null}[] = [
  {name: 'home', route: '', file: 'index.html'},
  {name: 'docs root', route: 'docs/', file: 'docs/index.html'},
  {name: 'guide', route: 'docs/getting-started/', file: 'docs/getting-started/index.html'},
  {name: 'API overview', route: 'docs/api/', file: 'docs/api/index.html'},
  {name: 'Bee class', route: 'docs/api/classes/Bee/', file: 'docs/api/classes/Bee/index.html'},
  {name: 'interface', route: 'docs/api/interfaces/UploadOptions/', file: 'docs/api/interfaces/UploadOptions/index.html'},
  {name: 'blog list', route: 'blog/', file: 'blog/index.html'},
  {name: 'blog post', route: blogPost ?? 'blog/no-post/', file: blogPost ? `${blogPost}index.html` : null},
  {name: 'search results', route: 'search/?q=upload', file: 'search/index.html'},
  {name: 'not found', route: 'docs/no-such-page/', file: '404.html'},
  // Every guide with diagrams: their text and colours are checked too.
  ...Object.keys(PICTURE_PAGES).map((route) => ({name: `pictures of ${route}`, route, file: `${route}index.html`})),
];
// A kind missing from a local build is skipped; under CI the file fails before any test is registered.
const PAGES = PAGE_KINDS.map((kind) => ({
  ...kind,
  skip: requireOrSkip(
    (kind.file === null || !existsSync(path.join(BUILD_DIR, kind.file))) &&
      `no ${kind.name} page in build/: rebuild with \`npx docusaurus build\``,
  ),
}));

describe('accessibility', () => {
  let page: Page;
  const served = useServedBuild(BUILD_DIR);
  before(async () => {
    // axe-core's Playwright driver needs a page from an explicit context.
    page = await (await served.browser.newContext()).newPage();
  });

  test('the checker reports a known violation', async () => {
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><img src="x.png"></main></html>');
    const violations = await axeViolations(page);
    assert.ok(
      violations.some((line) => line.startsWith('image-alt')),
      violations.join('\n'),
    );
  });

  for (const {name, route, skip} of PAGES) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${name} (/${route}) in ${theme} mode has no violations`, {skip}, async () => {
        // Docusaurus applies this parameter before the first paint, so no colour transition is caught midway.
        const url = new URL(served.site.url(route));
        url.searchParams.set('docusaurus-theme', theme);
        await page.goto(url.href, {waitUntil: 'networkidle'});
        await page.locator(`html[data-has-hydrated="true"][data-theme="${theme}"]`).waitFor();
        assert.deepEqual(await axeViolations(page), []);
      });
    }
  }
});
