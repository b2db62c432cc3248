/**
 * Docusaurus side of the API reference: the styles of its build-time highlighted signatures and static
 * bodies, and the constant that keeps those bodies out of the client bundle. Generation itself runs in
 * docusaurus-plugin-typedoc (see typedoc-options.ts); highlighting and static bodies are MDX plugins of the
 * docs (rehype-static-signatures.ts, static-bodies.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {STATIC_BODIES_FLAG} from './static-bodies';

export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    getClientModules: () => [path.join(__dirname, 'client', 'api-reference.css')],
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server renders in the browser only, so its client bundle keeps the bodies.
      const rendersBodies = isServer || config.mode !== 'production';
      return {plugins: [new currentBundler.instance.DefinePlugin({[STATIC_BODIES_FLAG]: JSON.stringify(rendersBodies)})]};
    },
  };
}
