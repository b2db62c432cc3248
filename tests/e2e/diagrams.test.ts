/**
 * The guides' diagrams (plugins/diagrams) in the production build: each page that should hold pictures holds
 * them, in its HTML, each named by a caption that says what it shows; no JavaScript file of the site carries a
 * picture; a page reached by client-side navigation still shows its pictures; the `.md` twins keep the
 * Mermaid text.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, builtPage, useServedBuild} from './harness';
import {requireOrSkip} from '../required-input';
import {renderDiagram} from '../../plugins/diagrams/render';
import {PICTURE_PAGES} from './diagram-pages';

/** Markup only a drawn diagram has: beautiful-mermaid's edges and chart bars. */
const DIAGRAM_MARKUP = /data-from=|xychart-bar/;

const JS_DIR = path.join(BUILD_DIR, 'assets', 'js');
const skip = requireOrSkip(!existsSync(path.join(BUILD_DIR, 'docs', 'storage', 'index.html')) && 'no build/: run `npm run build`');

type Picture = {label: string; hasSvg: boolean; svgText: string};

/** The pictures of a built page as its HTML has them, before any script runs. */
function picturesInHtml(route: string): Picture[] {
  const $ = builtPage(route);
  return $('figure.diagram')
    .map((_, figure) => {
      const svg = $(figure).find('svg[role="img"]').first();
      const labelId = svg.attr('aria-labelledby') ?? '';
      return {
        label: (labelId && $(`[id="${labelId}"]`).first().text().trim()) || '',
        hasSvg: svg.length > 0,
        svgText: svg.text().trim(),
      };
    })
    .get();
}

describe('diagrams', {skip}, () => {
  const served = useServedBuild(BUILD_DIR);

  for (const [route, count] of Object.entries(PICTURE_PAGES)) {
    test(`/${route} has ${count} pictures in its HTML, each labelled by its caption`, () => {
      const pictures = picturesInHtml(route);
      assert.equal(pictures.length, count, 'pictures on the page');
      for (const [index, picture] of pictures.entries()) {
        assert.ok(picture.hasSvg, `picture ${index} is an svg with role img`);
        assert.ok(picture.label.length >= 40, `picture ${index} has a caption that says what it shows: "${picture.label}"`);
        assert.ok(picture.svgText.length > 0, `picture ${index} has its text in the page`);
      }
    });
  }

  test('the check for diagram markup finds a drawn diagram', async () => {
    const svg = await renderDiagram('flowchart LR\n  A[Writer] --> B[Reader]', {idPrefix: 'd', labelledBy: 'c'});
    assert.match(JSON.stringify(svg), DIAGRAM_MARKUP);
  });

  test('no JavaScript file of the site carries a drawn diagram', () => {
    const carrying = readdirSync(JS_DIR).filter(
      (file) => file.endsWith('.js') && DIAGRAM_MARKUP.test(readFileSync(path.join(JS_DIR, file), 'utf8')),
    );
    assert.deepEqual(carrying, []);
  });

  test('after a client-side navigation the pictures come from the page HTML', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.locator('nav.menu a[href$="/docs/storage/"]').first().click();
    await page.waitForURL(/\/docs\/storage\/$/);
    await page
      .locator('figure.diagram svg[role="img"]')
      .nth(PICTURE_PAGES['docs/storage/']! - 1)
      .waitFor();
    assert.equal(await page.locator('figure.diagram svg[role="img"]').count(), PICTURE_PAGES['docs/storage/']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the .md twins keep each diagram as Mermaid text with its caption', () => {
    for (const [route, count] of Object.entries(PICTURE_PAGES)) {
      const twin = readFileSync(path.join(BUILD_DIR, route, 'index.md'), 'utf8');
      assert.equal(twin.match(/^```mermaid title="[^"]{40,}"$/gm)?.length ?? 0, count, route);
    }
  });
});
