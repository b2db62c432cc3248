/**
 * The guides' pictures (plugins/diagrams) as Chromium draws them with the site's fonts: every picture on every
 * page fits its column at 390 and 1280 px, no text crosses the edge of its box, and Enlarge opens the picture at
 * its full size in a dialog (axe finds nothing with it open), by keyboard as by a tap, and closes with Escape.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {axeViolations} from './axe';
import {BUILD_DIR, hydrated, useServedBuild} from './harness';
import {requireOrSkip} from '../required-input';
import {PICTURE_PAGES} from './diagram-pages';

const skip = requireOrSkip(!existsSync(path.join(BUILD_DIR, 'docs', 'storage', 'index.html')) && 'no build/: run `npm run build`');
const WIDTHS = [390, 1280];

/**
 * Waits until the pictures' text is drawn in its own web font (Inter), not a fallback; fails naming each weight
 * and size the page has no web font for, or whose file did not load.
 */
async function pictureFontLoaded(page: Page): Promise<void> {
  const missing = await page.evaluate(async () => {
    const texts = Array.from(document.querySelectorAll('figure.diagram svg text'));
    const fonts = new Set(texts.map((text) => `${getComputedStyle(text).fontWeight} ${getComputedStyle(text).fontSize} Inter`));
    const loaded = await Promise.all([...fonts].map(async (font) => ({font, faces: await document.fonts.load(font, 'Swarm')})));
    await document.fonts.ready;
    return loaded.filter(({faces}) => faces.length === 0 || faces.some((face) => face.status !== 'loaded')).map(({font}) => font);
  });
  assert.deepEqual(missing, [], 'fonts of the pictures not loaded');
}

/**
 * Each text of a node, group or edge label that crosses an edge of its box (the group's first rect), and each
 * picture wider than its column or its box, as sentences.
 */
function problemsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const column = document.querySelector('article')!.getBoundingClientRect();
    for (const [index, svg] of Array.from(document.querySelectorAll<SVGSVGElement>('figure.diagram .diagram__picture svg')).entries()) {
      const picture = svg.getBoundingClientRect();
      const box = svg.closest('.diagram__picture')!;
      if (picture.left < column.left - 0.5 || picture.right > column.right + 0.5 || box.scrollWidth > box.clientWidth + 1) {
        problems.push(`picture ${index} is ${Math.round(picture.width)} px wide, its column ${Math.round(column.width)} px`);
      }
      for (const text of Array.from(svg.querySelectorAll<SVGTextElement>('g.node text, g.subgraph text, g.edge-label text'))) {
        const frame = text.closest('g')!.querySelector('rect');
        if (!frame) continue;
        const [inner, outer] = [text.getBBox(), frame.getBBox()];
        if (inner.x < outer.x - 0.5 || inner.x + inner.width > outer.x + outer.width + 0.5) {
          const by = Math.max(outer.x - inner.x, inner.x + inner.width - outer.x - outer.width);
          problems.push(`picture ${index}: "${text.textContent}" crosses its box by ${by.toFixed(1)} px`);
        }
      }
    }
    return problems;
  });
}

describe('pictures fit their column and their boxes', {skip}, () => {
  const served = useServedBuild(BUILD_DIR);

  for (const width of WIDTHS) {
    test(`at ${width} px, on every page with pictures`, async () => {
      const context = await served.browser.newContext({viewport: {width, height: 900}});
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of Object.keys(PICTURE_PAGES)) {
        await page.goto(served.site.url(route));
        await pictureFontLoaded(page);
        problems.push(...(await problemsOf(page)).map((problem) => `/${route} ${problem}`));
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('Enlarge opens the picture at full size, from the keyboard and by a tap on the picture; Escape closes it', async () => {
    const context = await served.browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const page = await context.newPage();
    await page.goto(served.site.url('docs/tracking-uploads/'));
    await hydrated(page);
    const figure = page.locator('figure.diagram').first();
    const enlarge = figure.getByRole('button', {name: 'Enlarge picture'});
    assert.match((await enlarge.getAttribute('aria-describedby')) ?? '', /-caption$/, 'the button is described by the caption');
    const drawnWidth = Number(await figure.locator('.diagram__picture svg').getAttribute('width'));
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const shown = await dialog.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width);
    assert.ok(Math.abs(shown - drawnWidth) < 1, `full size: ${shown} px for a picture drawn ${drawnWidth} px wide`);
    assert.equal(await page.locator('[id$="-full-arrowhead"]').count(), 1, 'the copy has ids of its own');
    assert.deepEqual(await axeViolations(page), [], 'axe with the dialog open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    await figure.locator('.diagram__picture').tap();
    await dialog.waitFor();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await dialog.waitFor({state: 'hidden'});
    await context.close();
  });
});
