import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runFixtureProps} from './run-samples';

/**
 * Test-only routes under /e2e/, added when E2E_FIXTURES=1 (only the sub-path build made by `npm test` sets it):
 * the browser tests need a page that throws and a lazily loaded chunk they can make fail, to prove that
 * Docusaurus's own crash screen and chunk-error screen appear and recover; Run samples that throw, loop and
 * differ from their Output test the Run panel.
 */
export default function e2eFixturesPlugin({baseUrl, siteDir}: LoadContext): Plugin {
  return {
    name: 'e2e-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}e2e/crash/`, component: path.join(__dirname, 'client', 'CrashPage.tsx'), exact: true});
      actions.addRoute({
        path: `${baseUrl}e2e/run-samples/`,
        component: path.join(__dirname, 'client', 'RunSamplesPage.tsx'),
        exact: true,
        props: runFixtureProps(siteDir),
      });
      actions.addRoute({path: `${baseUrl}e2e/lazy-chunk/`, component: path.join(__dirname, 'client', 'LazyChunkPage.tsx'), exact: true});
    },
  };
}
