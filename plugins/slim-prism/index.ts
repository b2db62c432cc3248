/**
 * Ships Prism with only the languages listed in `themeConfig.prism.additionalLanguages`.
 *
 * Why: prism-react-renderer bundles its own copy of Prism with about thirty languages (markup, CSS, Python, Go,
 * Rust, C++ and more) into one module, so the theme's code blocks cost every page about 26 KB of gzipped
 * JavaScript even though this site only highlights TypeScript, Bash and JSON. The theme imports only `Prism`
 * and `Highlight` from that package; this plugin points the bundler at a drop-in module exporting both over
 * Prism's bare core, and the theme's own `prism-include-languages` adds the configured languages to it.
 * Build-time code (docusaurus.config.ts, the API reference's rehype plugin) still uses the full package.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const HIGHLIGHTER_MODULE = path.join(__dirname, 'highlighter', 'index.ts');

export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    // Server and client bundles both use it, so the server-rendered tokens are the ones hydration expects.
    configureWebpack: () => ({resolve: {alias: {'prism-react-renderer$': HIGHLIGHTER_MODULE}}}),
  };
}
