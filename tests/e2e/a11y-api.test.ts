/** Accessibility (tests/e2e/axe.ts) of the API reference's page kinds, the largest (the Bee class) included. */
import {describeAxe} from './axe';

describeAxe('accessibility of the API reference', [
  {name: 'API overview', route: 'docs/api/', file: 'docs/api/index.html'},
  {name: 'Bee class', route: 'docs/api/classes/Bee/', file: 'docs/api/classes/Bee/index.html'},
  {name: 'interface', route: 'docs/api/interfaces/UploadOptions/', file: 'docs/api/interfaces/UploadOptions/index.html'},
]);
