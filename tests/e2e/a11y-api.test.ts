/** Accessibility (tests/e2e/axe.ts) of the API reference's page kinds, the largest (the Bee class) included. */
import {describe, test} from 'node:test';
import {axeTest, THEMES, useAxePage, type PageKind} from './axe';

const KINDS: PageKind[] = [
  {name: 'API overview', route: 'docs/api/', file: 'docs/api/index.html', themes: ['light']},
  {name: 'Bee class', route: 'docs/api/classes/Bee/', file: 'docs/api/classes/Bee/index.html', themes: THEMES},
  {name: 'interface', route: 'docs/api/interfaces/UploadOptions/', file: 'docs/api/interfaces/UploadOptions/index.html', themes: ['dark']},
];

describe('accessibility of the API reference', () => {
  const axe = useAxePage();
  for (const kind of KINDS) for (const theme of kind.themes) test(...axeTest(kind, theme), () => axe.assertNoViolations(kind.route, theme));
});
