/**
 * The search feature's Docusaurus plugin. After the build it indexes the main content of every doc and blog
 * post into `<outDir>/search-index.json.gz` (indexer/write-index.ts), which the engine (src/search/engine/) loads on
 * first use, and it points the theme's search page at the local client (client/algoliasearch-lite.ts) and the
 * theme's bar at a head without Algolia's preconnect hint (theme/SearchBar/head-without-preconnect.tsx). Its
 * theme/ wraps the theme's SearchBar and search-page-landmarks.cjs fixes the search page's landmarks whichever
 * backend the build uses. With DocSearch credentials configured (customFields.docsearchBackend 'algolia') it
 * writes no index.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {pagesToIndex, type AllContent, type IndexedPage} from './indexer/pages';
import {BUILD_OUTPUTS, writesBuildOutput} from '../shared/build-outputs';
import {cacheApartFor} from '../shared/bundler-cache';
import {timeBuildStep} from '../shared/build-step';
import {writeSearchIndex} from './indexer/write-index';

/** The theme's bar and search page, which the feature changes without ejecting them (not in the theme's exports). */
const THEME_DIR = join(dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');
export const THEME_SEARCH_BAR = join(THEME_DIR, 'SearchBar', 'index.js');
export const THEME_SEARCH_PAGE = join(THEME_DIR, 'SearchPage', 'index.js');

/** The installed DocSearch's version, from its package.json (which its package lets any bundler read). */
function docSearchVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('@docsearch/react/package.json'), 'utf8')) as {version: string}).version;
}

export default function searchPlugin(context: LoadContext): Plugin {
  const local = context.siteConfig.customFields?.docsearchBackend !== 'algolia';
  let pages: IndexedPage[] = [];
  return writesBuildOutput(BUILD_OUTPUTS.searchIndex, {
    name: 'search',
    getThemePath: () => join(__dirname, 'theme'),
    configureWebpack(config) {
      // theme/SearchBar wraps DocSearch's bar. A plugin's theme reaches only the first theme's component
      // (`@theme-init`), which is theme-classic's empty placeholder: point it at theme-search-algolia's bar.
      const docSearchBar = {'@theme-init/SearchBar': THEME_SEARCH_BAR};
      // DocSearch 3 is one module: its button, keyboard hook and version, which the theme's bar imports on
      // every page (the theme aliases the last two to that module), would bring the whole modal into every
      // first load. The bar's own ones (client/docsearch/) replace them before the theme's aliases apply.
      const {NormalModuleReplacementPlugin, DefinePlugin} = context.currentBundler.instance;
      const ownEntries: Record<string, string> = {
        button: 'button.tsx',
        useDocSearchKeyboardEvents: 'keyboard-events.ts',
        version: 'version.ts',
      };
      const plugins = [
        new NormalModuleReplacementPlugin(
          /^@docsearch\/react\/(button|useDocSearchKeyboardEvents|version)$/,
          (resource: {request: string}) => {
            resource.request = join(__dirname, 'client', 'docsearch', ownEntries[resource.request.split('/').pop()!]!);
          },
        ),
        new DefinePlugin({'process.env.DOCSEARCH_VERSION': JSON.stringify(docSearchVersion())}),
      ];
      const searchPageLandmarks = {test: THEME_SEARCH_PAGE, use: [join(__dirname, 'search-page-landmarks.cjs')]};
      // The local index swaps modules by alias, which the bundler's cache does not see: one cache per backend.
      const cache = cacheApartFor(config, `search-${local ? 'local' : 'algolia'}`);
      if (!local) return {...cache, plugins, resolve: {alias: docSearchBar}, module: {rules: [searchPageLandmarks]}};
      // A rule's resolve options apply to the imports of the modules it matches: here the theme's bar alone.
      const headWithoutPreconnect = {
        test: THEME_SEARCH_BAR,
        resolve: {alias: {'@docusaurus/Head': join(__dirname, 'theme', 'SearchBar', 'head-without-preconnect.tsx')}},
      };
      return {
        ...cache,
        plugins,
        resolve: {alias: {...docSearchBar, 'algoliasearch/lite$': join(__dirname, 'client', 'algoliasearch-lite.ts')}},
        module: {rules: [searchPageLandmarks, headWithoutPreconnect]},
      };
    },
    allContentLoaded({allContent}) {
      pages = pagesToIndex(allContent as AllContent, context.baseUrl);
    },
    async postBuild({outDir}) {
      if (!local) return;
      if (pages.length === 0) throw new Error('search: no docs or blog posts to index.');
      const count = await timeBuildStep('search index', () =>
        // On the build's own thread: a worker thread's second JavaScript heap raised the build's peak memory.
        writeSearchIndex(outDir, pages),
      );
      console.log(`[search] Indexed ${count} pages into ${join(outDir, SEARCH_INDEX_PATH)}`);
    },
  });
}
