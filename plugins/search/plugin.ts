/**
 * The search feature's Docusaurus plugin. After the build it indexes the main content of every doc and blog
 * post into `<outDir>/search-index.json.gz` (indexer/write-index.ts), which the engine (src/search/engine/) loads on
 * first use, and it points the theme's search page at the local client (client/algoliasearch-lite.ts). Its
 * theme/ wraps the theme's SearchBar whichever backend the build uses. With DocSearch credentials configured
 * (customFields.docsearchBackend 'algolia') it writes no index.
 */
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {pagesToIndex, type AllContent, type IndexedPage} from './indexer/pages';
import {writeSearchIndex} from './indexer/write-index';
import {BUILD_OUTPUTS, writesBuildOutput} from '../shared/build-outputs';

export default function searchPlugin(context: LoadContext): Plugin {
  const local = context.siteConfig.customFields?.docsearchBackend !== 'algolia';
  let pages: IndexedPage[] = [];
  return writesBuildOutput(BUILD_OUTPUTS.searchIndex, {
    name: 'search',
    getThemePath: () => join(__dirname, 'theme'),
    configureWebpack() {
      // theme/SearchBar wraps DocSearch's bar. A plugin's theme reaches only the first theme's component
      // (`@theme-init`), which is theme-classic's empty placeholder: point it at theme-search-algolia's bar.
      const docSearchBar = {
        '@theme-init/SearchBar': join(dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme', 'SearchBar', 'index.js'),
      };
      if (!local) return {resolve: {alias: docSearchBar}};
      return {resolve: {alias: {...docSearchBar, 'algoliasearch/lite$': join(__dirname, 'client', 'algoliasearch-lite.ts')}}};
    },
    allContentLoaded({allContent}) {
      pages = pagesToIndex(allContent as AllContent, context.baseUrl);
    },
    async postBuild({outDir}) {
      if (!local) return;
      if (pages.length === 0) throw new Error('search: no docs or blog posts to index.');
      const count = await writeSearchIndex(outDir, pages);
      console.log(`[search] Indexed ${count} pages into ${join(outDir, SEARCH_INDEX_PATH)}`);
    },
  });
}
