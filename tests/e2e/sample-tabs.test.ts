/**
 * The TypeScript and JavaScript tabs of the samples (plugins/sample-tabs) in the built site: every compiled sample
 * of the guides, posts and pages has both, the JavaScript tab shows the catalogue's JavaScript version, the
 * reader's choice holds after a reload and a client-side navigation, Run runs the JavaScript tab's code, Copy
 * copies it, and the type popups stay on the TypeScript tab.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {readSampleCatalogue} from '../../plugins/samples/catalogue';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';
import {normaliseOutput} from '../../src/samples/grammar';
import {SAMPLE_LANGUAGE_ATTRIBUTE, SAMPLE_TABS, TWOSLASH_CLASSES} from '../../src/samples/markup';
import {BUILD_DIR, ROOT, useServedBuild, WAIT, waitedFor} from './harness';

const catalogueRead = readSampleCatalogue(ROOT, siteMarkdownFiles(ROOT));

/** The built page of a markdown file: docs and blog posts by their slug or file name, pages by their path. */
function builtPage(file: string): string {
  const slug = /^slug:\s*(\S+)\s*$/m.exec(readFileSync(path.join(ROOT, file), 'utf8').split(/^---$/m)[1] ?? '')?.[1];
  const [top, ...rest] = file.replace(/\.mdx?$/, '').split('/');
  if (top === 'blog') return path.join('blog', slug ?? rest.join('/').replace(/^\d{4}-\d{2}-\d{2}-/, ''), 'index.html');
  if (top === 'docs') return path.join('docs', slug === undefined ? rest.join('/') : slug.replace(/^\//, ''), 'index.html');
  return path.join(...rest.slice(1), 'index.html');
}

const tabsLabelled = (html: string, label: string) => (html.match(new RegExp(`role="?tab"?[^>]*>${label}<`, 'g')) ?? []).length;

async function open(page: Page, url: string) {
  await page.goto(url);
  // Clicks before hydration reach no handler.
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** The selected tab's label of every sample tab group on the page (not of other tabs, such as the install commands'). */
const selectedLabels = (page: Page) =>
  page
    .locator('[role="tablist"]')
    .filter({has: page.getByRole('tab', {name: 'JavaScript', exact: true})})
    .locator('[role="tab"][aria-selected="true"]')
    .allTextContents();

/** Waits until the element of that id is shown (not in a hidden panel) and at least partly inside the viewport. */
const shownInView = (page: Page, id: string) =>
  waitedFor(
    `#${id} shown in the viewport`,
    page.waitForFunction((target) => {
      const element = document.getElementById(target);
      if (!element?.checkVisibility()) return false;
      const {top, bottom} = element.getBoundingClientRect();
      return bottom > 0 && top < window.innerHeight;
    }, id),
  );

describe('sample language tabs', () => {
  const served = useServedBuild();

  test('every compiled sample of the guides, posts and pages has a TypeScript and a JavaScript tab', async () => {
    const catalogue = await catalogueRead;
    const withJavascript = catalogue.samples.filter((sample) => typeof sample.javascript === 'string');
    assert.equal(
      withJavascript.length,
      catalogue.samples.filter((sample) => sample.compiled !== null).length,
      'a sample without JavaScript',
    );
    const counts = catalogue.files.map((file) => {
      const expected = withJavascript.filter((sample) => sample.file === file).length;
      const html = path.join(BUILD_DIR, builtPage(file));
      if (expected === 0 && !existsSync(html)) return {file, expected, javascript: 0, typescript: 0};
      const source = readFileSync(html, 'utf8');
      return {file, expected, javascript: tabsLabelled(source, 'JavaScript'), typescript: tabsLabelled(source, 'TypeScript')};
    });
    const wrong = counts.filter(({expected, javascript, typescript}) => javascript !== expected || typescript !== expected);
    assert.deepEqual(wrong, [], 'pages whose tabs do not match the catalogue');
    console.log(`sample tabs: ${withJavascript.length} JavaScript tabs in ${counts.filter((count) => count.expected > 0).length} pages`);
  });

  test('the JavaScript tab shows the JavaScript version, and the choice survives a reload and a client-side navigation', async () => {
    const catalogue = await catalogueRead;
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await open(page, served.site.url('docs/getting-started/'));
    const labels = await selectedLabels(page);
    assert.ok(labels.length >= 2 && labels.every((label) => label === 'TypeScript'), `first visit: ${labels.join(', ')}`);
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    assert.ok(
      (await selectedLabels(page)).every((label) => label === 'JavaScript'),
      'one click switches every sample of the page',
    );
    assert.equal(new URL(page.url()).searchParams.get(SAMPLE_TABS.query), 'js');
    const uploadSample = catalogue.samples.find(
      (sample) => sample.file === 'docs/getting-started.md' && sample.code.includes('uploadData(batchId'),
    )!;
    // The lines' text, as the Copy button reads it (innerText is empty for blocks the browser has not laid out).
    const shown = await page
      .locator('[role="tabpanel"]:not([hidden]) pre')
      .filter({hasText: 'uploadData(batchId'})
      .evaluate((pre) => Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'));
    assert.equal(shown, uploadSample.javascript);
    assert.doesNotMatch(shown, /declare|: BatchId/);

    await page.goto(served.site.url('docs/getting-started/'));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await waitedFor(
      'the JavaScript tab chosen before the reload',
      page.waitForFunction(() => {
        const chosen = Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]'), (tab) => tab.textContent);
        return chosen.includes('JavaScript') && !chosen.includes('TypeScript');
      }),
    );
    assert.equal(await page.evaluate((group) => localStorage.getItem(`docusaurus.tab.${group}`), SAMPLE_TABS.group), 'js');

    await page.locator('nav a[href$="/docs/upload-download/"]').first().click();
    await page.waitForURL(/\/docs\/upload-download\//);
    await page.locator('[role="tab"]').first().waitFor();
    const after = await selectedLabels(page);
    assert.ok(after.length > 0 && after.every((label) => label === 'JavaScript'), `after navigating: ${after.join(', ')}`);
    await context.close();
  });

  test("with JavaScript chosen, an API page's link to a guide's sample shows that sample, on load and on a hash change, and keeps the choice", async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await open(page, served.site.url(`docs/getting-started/?${SAMPLE_TABS.query}=js`));
    await open(page, served.site.url('docs/api/enumerations/RedundancyLevel/'));
    await page.locator('.api-examples + ul a[href*="/docs/upload-download/#"]').first().click();
    await page.waitForURL(/\/docs\/upload-download\/#/);
    const linked = decodeURIComponent(new URL(page.url()).hash.slice(1));
    // The link names the TypeScript block, the panel a reader who chose JavaScript does not see. The URL changes
    // before the guide's route chunk has rendered, so wait for the block before counting.
    const linkedBlock = page.locator(`[${SAMPLE_TABS.panel}="ts"] [id="${linked}"]`);
    await linkedBlock.waitFor({state: 'attached'});
    assert.equal(await linkedBlock.count(), 1);
    await shownInView(page, linked);
    const kept = async () => {
      assert.ok((await selectedLabels(page)).includes('JavaScript'), 'the other samples still show JavaScript');
      assert.equal(await page.evaluate((group) => localStorage.getItem(`docusaurus.tab.${group}`), SAMPLE_TABS.group), 'js');
    };
    await kept();

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await shownInView(page, linked);
    await kept();

    // Another sample's TypeScript block, hidden, named by a hash typed into the address bar.
    const other = await page.locator(`[${SAMPLE_TABS.panel}="ts"][hidden] code[id]`).last().getAttribute('id');
    await page.evaluate((id) => {
      location.hash = id!;
    }, other);
    await shownInView(page, other!);
    await kept();
    await context.close();
  });

  test('Run on the JavaScript tab runs the JavaScript and prints the Output; type popups stay on the TypeScript tab', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await open(page, served.site.url('docs/utilities/'));
    // A sample with an Output block, whose JavaScript tab has a Run button.
    const group = page
      .locator(`[${SAMPLE_TABS.container}]`)
      .filter({has: page.locator(`[${SAMPLE_LANGUAGE_ATTRIBUTE}] button`)})
      .filter({has: page.locator('button[data-run-expected]')})
      .first();
    const expected = await group.locator(`[${SAMPLE_TABS.panel}="ts"] button[data-run-expected]`).getAttribute('data-run-expected');
    assert.ok((await group.locator(`[role="tabpanel"]:not([hidden]) .${TWOSLASH_CLASSES.hover}`).count()) > 0, 'popups on TypeScript');
    await group.getByRole('tab', {name: 'JavaScript'}).click();
    const panel = group.locator('[role="tabpanel"]:not([hidden])');
    assert.equal(await panel.locator(`.${TWOSLASH_CLASSES.hover}`).count(), 0, 'no popups on JavaScript');
    const row = panel.locator(`[${SAMPLE_LANGUAGE_ATTRIBUTE}="javascript"]`);
    await row.locator('button[data-run-sample]').click();
    await row.locator('.run-panel__status').filter({hasText: 'Finished.'}).waitFor({timeout: WAIT.lazyCode});
    const printed = (await row.locator('.run-panel__line--log').allTextContents()).join('\n');
    assert.equal(normaliseOutput(printed), normaliseOutput(expected!));
    await row.locator('.run-panel__mark--same').waitFor();
    await context.close();
  });

  test('Copy on the JavaScript tab copies the JavaScript', async () => {
    const catalogue = await catalogueRead;
    const context = await served.browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await open(page, served.site.url(`docs/getting-started/?${SAMPLE_TABS.query}=js`));
    const block = page.locator('[role="tabpanel"]:not([hidden])').filter({hasText: 'uploadData(batchId'}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const uploadSample = catalogue.samples.find(
      (sample) => sample.file === 'docs/getting-started.md' && sample.code.includes('uploadData(batchId'),
    )!;
    assert.equal(copied.trim(), uploadSample.javascript);
    await context.close();
  });
});
