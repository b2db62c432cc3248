/**
 * The bundler side of the upstream patches that index.ts lists: the module replacements, the loaders, the
 * compile hint of main.js and the route chunks of the client manifest.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeChunksPlugin} from './route-chunks';
import {PATCHES} from './source-patches.cjs';

/** Imported with a relative path inside @docusaurus/core, so only its file path can be aliased. */
const DOCUSAURUS_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
export const DOCUSAURUS_CLIENT_MODULE = path.join(DOCUSAURUS_CLIENT, 'docusaurus.js');

/** The props module of a docs version, e.g. `.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json`. */
export const DOCS_VERSION_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The site config as every bundle imports it (`@generated/docusaurus.config`). */
export const GENERATED_SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** The compiled modules of Docusaurus's packages, where the translation descriptions are. */
export const DOCUSAURUS_LIB_MODULE = /[\\/]node_modules[\\/]@docusaurus[\\/][^\\/]+[\\/]lib[\\/].+\.js$/;

export const DROP_INS = {
  '@docusaurus/utils-common$': path.join(__dirname, 'client', 'utils-common.ts'),
  [DOCUSAURUS_CLIENT_MODULE]: path.join(__dirname, 'client', 'docusaurus-client.ts'),
};

/** The theme's client module that adds Prism languages, imported by file path from the theme's getClientModules. */
export const THEME_PRISM_LANGUAGES_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages.js',
);

/** Drop-ins of the client bundle only: the server bundle draws code blocks with the real packages. */
export const CLIENT_DROP_INS = {
  'prism-react-renderer$': path.join(__dirname, 'client', 'no-prism.ts'),
  [THEME_PRISM_LANGUAGES_MODULE]: path.join(__dirname, 'client', 'no-prism-languages.ts'),
};

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file while it streams in, off
 * the main thread, rather than each on its first call during the page's start. Given to main.js only, whose code
 * nearly all runs while a page starts; lazily loaded chunks keep lazy compilation.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
export const MAIN_CHUNK_FILE = /^assets\/js\/main\.[0-9a-f]+\.js$/;
export const RUNTIME_CHUNK_FILE = /^assets\/js\/runtime~main\.[0-9a-f]+\.js$/;

export default function upstreamPatchesPlugin({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'upstream-patches',
    configureWebpack: (config, isServer, {currentBundler}) => ({
      plugins: isServer
        ? []
        : [
            // Only a production build writes the client manifest, for the static pages.
            ...(config.mode === 'production' ? [routeChunksPlugin(generatedFilesDir)] : []),
            // After minification, which would drop the comment; before content hashing, so file names stay true.
            new currentBundler.instance.BannerPlugin({
              banner: COMPILE_HINT,
              raw: true,
              test: MAIN_CHUNK_FILE,
              stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ],
      resolve: {alias: isServer ? DROP_INS : {...DROP_INS, ...CLIENT_DROP_INS}},
      module: {
        // A drop-in exports only what the site uses: importing anything else must fail the build, not warn.
        parser: {javascript: {exportsPresence: 'error'}},
        rules: [
          {test: DOCS_VERSION_PROPS, use: [path.join(__dirname, 'strip-version-docs.cjs')]},
          {test: GENERATED_SITE_CONFIG, use: [path.join(__dirname, 'strip-server-config.cjs')]},
          {test: DOCUSAURUS_LIB_MODULE, use: [path.join(__dirname, 'strip-translation-descriptions.cjs')]},
          {test: PATCHES.map((patch) => patch.module), use: [path.join(__dirname, 'source-patches.cjs')]},
        ],
      },
    }),
  };
}
