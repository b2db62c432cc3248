/** Accessibility (tests/e2e/axe.ts) of every guide with diagrams: their text and colours in both modes. */
import {describe, test} from 'node:test';
import {axeTest, THEMES, useAxePage} from './axe';
import {PICTURE_PAGES} from './diagram-pages';

const KINDS = Object.keys(PICTURE_PAGES).map((route) => ({name: `pictures of ${route}`, route, file: `${route}index.html`}));

describe('accessibility of the pages with pictures', () => {
  const axe = useAxePage();
  for (const kind of KINDS) for (const theme of THEMES) test(...axeTest(kind, theme), () => axe.assertNoViolations(kind.route, theme));
});
