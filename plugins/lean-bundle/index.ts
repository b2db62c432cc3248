/**
 * Lighter first page loads: less JavaScript, and less main-thread work while a page starts. Points the bundler
 * at drop-ins for modules every page loads, and runs two modules through loaders. Build-time code
 * (docusaurus.config.ts, rehype plugins) is not bundled and keeps the original packages.
 *
 * - `prism-react-renderer` bundles its own copy of Prism with about thirty languages (markup, CSS, Python, Go,
 *   Rust, C++ and more) in one module: about 26 KB of gzipped JavaScript on every page, though the site
 *   highlights only TypeScript, Bash and JSON. The theme imports only `Prism` and `Highlight` from it;
 *   `highlighter/` exports both over Prism's bare core, and the theme's own `prism-include-languages` adds
 *   the languages of `themeConfig.prism.additionalLanguages`.
 * - `@docusaurus/utils-common`: see utils-common.ts (about 4 KB gzipped of unused tslib helpers).
 * - `prop-types`: see prop-types.ts (validators React 19 never calls).
 * - Docusaurus's `window.docusaurus`: see docusaurus-client.ts (link prefetching in idle time, each file once).
 * - Docusaurus's browser context and theme-common's useWindowSize: see browser-context.tsx and
 *   use-window-size.ts (the re-renders that follow hydration, made in transitions).
 * - main.js starts with V8's compile hint (COMPILE_HINT below); ssg-template.ts runs the scripts after the first
 *   full paint (used by docusaurus.config.ts as `ssrTemplate`).
 * - Loaders: the docs plugin's version props lose doc descriptions (strip-doc-descriptions.cjs, 2.6 KB gzipped
 *   per docs page); source-patches.cjs changes single lines of theme-common and React Router, and four
 *   expressions of DocSearch's modal (work it repeated at every keystroke).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PATCHES} from './source-patches.cjs';

/** Imported with relative paths inside @docusaurus/core, so only their file paths can be aliased. */
const DOCUSAURUS_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
export const DOCUSAURUS_CLIENT_MODULES = {
  docusaurus: path.join(DOCUSAURUS_CLIENT, 'docusaurus.js'),
  browserContext: path.join(DOCUSAURUS_CLIENT, 'browserContext.js'),
};
/** Imported with a relative path inside @docusaurus/theme-common. */
export const THEME_COMMON_WINDOW_SIZE = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js');

/** The props module of a docs version, e.g. `.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json`. */
export const DOCS_VERSION_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export const DROP_INS = {
  'prism-react-renderer$': path.join(__dirname, 'highlighter', 'index.ts'),
  '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts'),
  'prop-types$': path.join(__dirname, 'prop-types.ts'),
  [DOCUSAURUS_CLIENT_MODULES.docusaurus]: path.join(__dirname, 'docusaurus-client.ts'),
  [DOCUSAURUS_CLIENT_MODULES.browserContext]: path.join(__dirname, 'browser-context.tsx'),
  [THEME_COMMON_WINDOW_SIZE]: path.join(__dirname, 'use-window-size.ts'),
};

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file while it streams in, off
 * the main thread, rather than each on its first call during the page's start. Given to main.js only, whose code
 * nearly all runs while a page starts; lazily loaded chunks keep lazy compilation.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
export const MAIN_CHUNK_FILE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    // Server and client bundles both use the drop-ins, so server-rendered code blocks are the ones hydration expects.
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      // After minification, which would drop the comment; before content hashing, so file names stay true.
      plugins: isServer
        ? []
        : [
            new currentBundler.instance.BannerPlugin({
              banner: COMPILE_HINT,
              raw: true,
              test: MAIN_CHUNK_FILE,
              stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ],
      resolve: {alias: DROP_INS},
      module: {
        rules: [
          {test: DOCS_VERSION_PROPS, use: [path.join(__dirname, 'strip-doc-descriptions.cjs')]},
          {test: PATCHES.map((patch) => patch.module), use: [path.join(__dirname, 'source-patches.cjs')]},
        ],
      },
    }),
  };
}
