/**
 * The bundler side of the patches of ledger.ts: the module replacements, the loaders and the route chunks of the
 * client manifest, each under its ledger id and left out when that id is off.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PatchId} from './ledger';
import {routeChunksPlugin} from './route-chunks';
import {patchesOn} from './source-patches.cjs';
import {cacheApartFor} from '../shared/bundler-cache';

/** Imported with a relative path inside @docusaurus/core, so only its file path can be aliased. */
const DOCUSAURUS_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
export const DOCUSAURUS_CLIENT_MODULE = path.join(DOCUSAURUS_CLIENT, 'docusaurus.js');

/** The props module of a docs version, e.g. `.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json`. */
export const DOCS_VERSION_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The site config as every bundle imports it (`@generated/docusaurus.config`). */
export const GENERATED_SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

export const DROP_INS: Record<string, {patch: PatchId; module: string}> = {
  '@docusaurus/utils-common$': {patch: 'utils-common-without-tslib', module: path.join(__dirname, 'client', 'utils-common.ts')},
  [DOCUSAURUS_CLIENT_MODULE]: {patch: 'idle-prefetch', module: path.join(__dirname, 'client', 'docusaurus-client.ts')},
};

/** Drop-ins of the production client bundle only. */
export const CLIENT_DROP_INS: Record<string, {patch: PatchId; module: string}> = {
  'prism-react-renderer$': {patch: 'no-prism-in-browser', module: path.join(__dirname, 'client', 'no-prism.ts')},
};

/** The loaders of installed and generated modules, by the modules they apply to. */
export const LOADERS: {patch: PatchId; test: RegExp; loader: string}[] = [
  {patch: 'strip-version-docs', test: DOCS_VERSION_PROPS, loader: path.join(__dirname, 'strip-version-docs.cjs')},
  {patch: 'strip-server-config', test: GENERATED_SITE_CONFIG, loader: path.join(__dirname, 'strip-server-config.cjs')},
];

/** The aliases of `dropIns` whose patches are on. */
const aliasesOf = (dropIns: typeof DROP_INS, off: readonly PatchId[]) =>
  Object.fromEntries(Object.entries(dropIns).flatMap(([request, {patch, module}]) => (off.includes(patch) ? [] : [[request, module]])));

export const MAIN_CHUNK_FILE = /^assets\/js\/main\.[0-9a-f]+\.js$/;
export const RUNTIME_CHUNK_FILE = /^assets\/js\/runtime~main\.[0-9a-f]+\.js$/;

export default function upstreamPatchesPlugin({generatedFilesDir}: LoadContext, off: readonly PatchId[] = []): Plugin {
  const on = (patch: PatchId) => !off.includes(patch);
  const sourcePatches = patchesOn(off);
  return {
    name: 'upstream-patches',
    configureWebpack: (config, isServer) => ({
      // Aliases and loaders change with UPSTREAM_PATCHES_OFF, which the bundler's cache does not see.
      ...(off.length > 0 ? cacheApartFor(config, `upstream-patches-off-${[...off].sort().join('+')}`) : {}),
      // Only a production build writes the client manifest, for the static pages.
      plugins: !isServer && config.mode === 'production' && on('route-chunks-in-html') ? [routeChunksPlugin(generatedFilesDir)] : [],
      // The server bundle, and the dev server's client, which renders server-only parts in the browser
      // (plugins/server-html), draw code blocks with the real packages.
      resolve: {
        alias:
          isServer || config.mode !== 'production'
            ? aliasesOf(DROP_INS, off)
            : {...aliasesOf(DROP_INS, off), ...aliasesOf(CLIENT_DROP_INS, off)},
      },
      module: {
        // A drop-in exports only what the site uses: importing anything else must fail the build, not warn.
        parser: {javascript: {exportsPresence: 'error'}},
        rules: [
          ...LOADERS.filter(({patch}) => on(patch)).map(({test, loader}) => ({test, use: [loader]})),
          ...(sourcePatches.length === 0
            ? []
            : [
                {
                  test: sourcePatches.map((patch) => patch.module),
                  use: [{loader: path.join(__dirname, 'source-patches.cjs'), options: {off}}],
                },
              ]),
        ],
      },
    }),
  };
}
