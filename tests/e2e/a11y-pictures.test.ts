/**
 * Accessibility (tests/e2e/axe.ts) of the guides' pictures, their text and colours in both modes. Every picture
 * comes from one renderer and one palette (plugins/diagrams), so the one guide that holds every kind of picture
 * the guides draw stands for all of them; the first test fails when a kind is drawn only elsewhere.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {axeTest, THEMES, useAxePage, type PageKind} from './axe';
import {BUILD_DIR} from './harness';
import {PICTURE_PAGES} from './diagram-pages';
import {requireOrSkip} from '../required-input';

const EVERY_KIND: PageKind = {name: 'pictures of every kind', route: 'docs/storage/', file: 'docs/storage/index.html', themes: THEMES};

/** The kinds of picture (the Mermaid header's first word) a page draws, read from its Markdown twin. */
function pictureKinds(route: string): Set<string> {
  const twin = readFileSync(path.join(BUILD_DIR, route, 'index.md'), 'utf8');
  // The renderer draws "graph" as a flowchart.
  return new Set([...twin.matchAll(/^```mermaid\b.*\n(\w[\w-]*)/gm)].map((match) => match[1]!.replace(/^graph$/, 'flowchart')));
}

const noTwins = requireOrSkip(!existsSync(path.join(BUILD_DIR, EVERY_KIND.route, 'index.md')) && 'no build/: run `npm run build`');

describe('accessibility of the pictures', () => {
  test(`/${EVERY_KIND.route} draws every kind of picture the guides draw`, {skip: noTwins}, () => {
    const onPage = pictureKinds(EVERY_KIND.route);
    const drawn = new Set(Object.keys(PICTURE_PAGES).flatMap((route) => [...pictureKinds(route)]));
    assert.ok(drawn.size >= 3, `kinds drawn: ${[...drawn].join(', ')}`);
    assert.deepEqual(
      [...drawn].filter((kind) => !onPage.has(kind)),
      [],
      `kinds not on /${EVERY_KIND.route}`,
    );
  });

  const axe = useAxePage();
  for (const theme of EVERY_KIND.themes) test(...axeTest(EVERY_KIND, theme), () => axe.assertNoViolations(EVERY_KIND.route, theme));
});
