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
 * - Docusaurus's `window.docusaurus`: see docusaurus-client.ts (link prefetching in idle time, each file once).
 * - Docusaurus's browser context and theme-common's useWindowSize: see browser-context.tsx and
 *   use-window-size.ts (the re-renders that follow hydration, made in transitions).
 * - Loaders: the docs plugin's version props lose doc descriptions (strip-doc-descriptions.cjs, 2.6 KB gzipped
 *   per docs page); theme-common's reactUtils sorts without an ICU collator (ordinal-key-sort.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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

/** theme-common's reactUtils.js, e.g. `node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js`. */
export const THEME_COMMON_REACT_UTILS = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export const DROP_INS = {
  'prism-react-renderer$': path.join(__dirname, 'highlighter', 'index.ts'),
  '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts'),
  [DOCUSAURUS_CLIENT_MODULES.docusaurus]: path.join(__dirname, 'docusaurus-client.ts'),
  [DOCUSAURUS_CLIENT_MODULES.browserContext]: path.join(__dirname, 'browser-context.tsx'),
  [THEME_COMMON_WINDOW_SIZE]: path.join(__dirname, 'use-window-size.ts'),
};

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    // Server and client bundles both use them, so server-rendered code blocks are the ones hydration expects.
    configureWebpack: () => ({
      resolve: {alias: DROP_INS},
      module: {
        rules: [
          {test: DOCS_VERSION_PROPS, use: [path.join(__dirname, 'strip-doc-descriptions.cjs')]},
          {test: THEME_COMMON_REACT_UTILS, use: [path.join(__dirname, 'ordinal-key-sort.cjs')]},
        ],
      },
    }),
  };
}
