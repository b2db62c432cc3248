/** Accessibility (tests/e2e/axe.ts) of every guide with diagrams: their text and colours in both modes. */
import {describeAxe} from './axe';
import {PICTURE_PAGES} from './diagram-pages';

describeAxe(
  'accessibility of the pages with pictures',
  Object.keys(PICTURE_PAGES).map((route) => ({name: `pictures of ${route}`, route, file: `${route}index.html`})),
);
