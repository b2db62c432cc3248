/**
 * Docusaurus side of the API reference: the styles of its build-time highlighted signatures. Generation itself
 * runs in docusaurus-plugin-typedoc (see typedoc-options.ts); the highlighting is a rehype plugin of the docs.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    getClientModules: () => [path.join(__dirname, 'api-reference.css')],
  };
}
