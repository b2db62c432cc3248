/**
 * A phone reader's page (issue 47): at 390 px, on the guides with pictures and on the Bee class page, nothing
 * (figure, picture, plot, table, code block) is wider than the text column unless it sits in a sideways scroll
 * box that shows it scrolls, and no identifier in an API table or parameter list is broken across lines.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {BUILD_DIR, useServedBuild} from './harness';
import {requireOrSkip} from '../required-input';
import {PICTURE_PAGES} from './diagram-pages';

const PHONE = {width: 390, height: 844};
const BEE_CLASS_PAGE = 'docs/api/classes/Bee/';
const ROUTES = [...Object.keys(PICTURE_PAGES), BEE_CLASS_PAGE];

const skip = requireOrSkip(!existsSync(path.join(BUILD_DIR, BEE_CLASS_PAGE, 'index.html')) && 'no build/: run `npm run build`');

/**
 * Each figure, picture, table or code block of the article that is wider than the text column, scrolls
 * sideways or lets its content run out, with what is wrong with it: too wide and in no scroll box, a scroll box
 * that does not show that it scrolls, or content running out of a box that does not scroll. A box shows it by its edge
 * shadows: inset shadows whose colours follow its sideways scroll, so a shadow shows on each side that has more to see.
 */
async function unmarkedOverflows(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    // Written inline: tsx would wrap a named helper in a function the page does not have.
    for (const element of Array.from(
      document.querySelectorAll('article figure, article svg, article table, article pre, article .diagram__picture'),
    )) {
      // Code blocks far from the viewport are not laid out (content-visibility): measure each once it is near.
      element.scrollIntoView({block: 'center'});
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Read after each scroll: a page wider than the screen scrolls sideways too, moving the column.
      const column = document.querySelector('article')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const style = getComputedStyle(element);
      // At its start a box shows a shadow at its right edge, drawn in a colour that is not fully transparent.
      const rightEdgeShadow = style.boxShadow.split(/,(?![^(]*\))/).find((shadow) => /-[\d.]+px 0px .* inset$/.test(shadow.trim()));
      const showsItScrolls = rightEdgeShadow !== undefined && !/rgba\([^)]*, 0\)|transparent/.test(rightEdgeShadow);
      const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const scrolls = /auto|scroll/.test(style.overflowX);
      if (scrolls && element.scrollWidth > element.clientWidth + 1 && !showsItScrolls) {
        problems.push(`${name} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth}) without showing it`);
      }
      // An svg's client width is 0; a table laid out to a fixed width lets long words run out of its cells.
      if (!scrolls && element.tagName !== 'svg' && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name} lets its content run out of it (${element.scrollWidth} px in ${element.clientWidth})`);
      }
      const tooWide = box.left < column.left - 1 || box.right > column.right + 1;
      let scroller = element.parentElement;
      while (scroller && scroller.tagName !== 'ARTICLE' && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (tooWide && (!scroller || scroller.tagName === 'ARTICLE')) {
        problems.push(`${name} is ${Math.round(box.width)} px wide in a ${Math.round(column.width)} px column, in no scroll box`);
      }
    }
    return problems;
  });
}

/** The identifiers (names of at least two characters) in the article's tables and parameter lists that are broken across lines. */
async function splitIdentifiers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const range = document.createRange();
    for (const box of Array.from(document.querySelectorAll('article table, article .api-parameters + ul'))) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[A-Za-z_$][\w$]+/g)) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lineTops = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lineTops.size > 1) split.push(match[0]);
        }
      }
    }
    return [...new Set(split)];
  });
}

describe('a phone reader’s page at 390 px', {skip}, () => {
  const served = useServedBuild(BUILD_DIR);

  for (const route of ROUTES) {
    test(`/${route}: nothing is wider than the column without showing that it scrolls`, async () => {
      const context = await served.browser.newContext({viewport: PHONE});
      const page = await context.newPage();
      await page.goto(served.site.url(route), {waitUntil: 'networkidle'});
      const problems = await unmarkedOverflows(page);
      await context.close();
      assert.deepEqual(problems, []);
    });
  }

  for (const theme of ['light', 'dark']) {
    test(`the search button shows a focus ring in ${theme} mode`, async () => {
      const context = await served.browser.newContext({viewport: PHONE});
      const page = await context.newPage();
      await page.goto(served.site.url(`docs/?docusaurus-theme=${theme}`), {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.keyboard.press('Tab');
      await page.locator('.DocSearch-Button').focus();
      const ring = await page.locator('.DocSearch-Button').evaluate((button) => {
        const style = getComputedStyle(button);
        return {focusVisible: button.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
      });
      await context.close();
      assert.deepEqual(ring, {focusVisible: true, style: 'solid', width: 2});
    });
  }

  test('the 404 page offers a search of the docs and a way back to them', async () => {
    const context = await served.browser.newContext({viewport: PHONE});
    const page = await context.newPage();
    await page.goto(served.site.url('docs/no-such-page/'));
    const search = page.getByRole('search').filter({has: page.getByRole('searchbox')});
    assert.match((await search.getAttribute('action')) ?? '', /\/search\/$/);
    await search.getByRole('searchbox').fill('upload a folder');
    await search.getByRole('button', {name: 'Search'}).click();
    await page.waitForURL(/\/search\/\?q=upload\+a\+folder$/);
    await page.goBack();
    const back = page.getByRole('navigation', {name: 'Find the page'}).getByRole('link', {name: 'the docs'});
    assert.match((await back.getAttribute('href')) ?? '', /\/docs\/$/);
    await context.close();
  });

  test(`/${BEE_CLASS_PAGE}: no identifier in its tables and parameter lists is broken across lines`, async () => {
    const context = await served.browser.newContext({viewport: PHONE});
    const page = await context.newPage();
    await page.goto(served.site.url(BEE_CLASS_PAGE), {waitUntil: 'networkidle'});
    const lists = await page.locator('article .api-parameters + ul').count();
    const split = await splitIdentifiers(page);
    await context.close();
    assert.ok(lists > 20, `the Bee class page has its parameter lists (${lists})`);
    assert.deepEqual(split, []);
  });
});
