/** Accessibility (tests/e2e/axe.ts) of the API reference's page kinds, the largest (the Bee class) included. */
import {describe, test} from 'node:test';
import {axeTest, THEMES, useAxePage} from './axe';

const KINDS = [
  {name: 'API overview', route: 'docs/api/', file: 'docs/api/index.html'},
  {name: 'Bee class', route: 'docs/api/classes/Bee/', file: 'docs/api/classes/Bee/index.html'},
  {name: 'interface', route: 'docs/api/interfaces/UploadOptions/', file: 'docs/api/interfaces/UploadOptions/index.html'},
];

describe('accessibility of the API reference', () => {
  const axe = useAxePage();
  for (const kind of KINDS) for (const theme of THEMES) test(...axeTest(kind, theme), () => axe.assertNoViolations(kind.route, theme));
});
