/**
 * Lighter first page loads: points the bundler at drop-ins for three modules every page loads.
 * Build-time code (docusaurus.config.ts, rehype plugins) is not bundled and keeps the original packages.
 *
 * - `prism-react-renderer` bundles its own copy of Prism with about thirty languages (markup, CSS, Python, Go,
 *   Rust, C++ and more) in one module: about 26 KB of gzipped JavaScript on every page, though the site
 *   highlights only TypeScript, Bash and JSON. The theme imports only `Prism` and `Highlight` from it;
 *   `highlighter/` exports both over Prism's bare core, and the theme's own `prism-include-languages` adds
 *   the languages of `themeConfig.prism.additionalLanguages`.
 * - `@docusaurus/utils-common`: see utils-common.ts (about 4 KB gzipped of unused tslib helpers).
 * - Docusaurus's chunk prefetch helper: see prefetch.ts (hundreds of duplicate prefetch elements per page).
 *
 * It also runs the docs plugin's version props through strip-doc-descriptions.cjs (2.6 KB gzipped per docs page).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Imported with a relative path inside @docusaurus/core, so only its file path can be aliased. */
const DOCUSAURUS_PREFETCH = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'prefetch.js');

/** The props module of a docs version, e.g. `.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json`. */
export const DOCS_VERSION_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export const DROP_INS = {
  'prism-react-renderer$': path.join(__dirname, 'highlighter', 'index.ts'),
  '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts'),
  [DOCUSAURUS_PREFETCH]: path.join(__dirname, 'prefetch.ts'),
};

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    // Server and client bundles both use them, so server-rendered code blocks are the ones hydration expects.
    configureWebpack: () => ({
      resolve: {alias: DROP_INS},
      module: {rules: [{test: DOCS_VERSION_PROPS, use: [path.join(__dirname, 'strip-doc-descriptions.cjs')]}]},
    }),
  };
}
