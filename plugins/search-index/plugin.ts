/**
 * The local search backend's build step. After the build it indexes the main content of every doc and
 * blog post into `<outDir>/search-index.json.gz` (write-index.ts), which src/search loads on first use. It also points
 * the theme's search page at the local client (src/search/algoliasearch-lite.ts). With DocSearch
 * credentials configured (customFields.docsearchBackend 'algolia') it does nothing.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {pagesToIndex, type AllContent, type IndexedPage} from './pages';
import {writeSearchIndex} from './write-index';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const local = context.siteConfig.customFields?.docsearchBackend !== 'algolia';
  let pages: IndexedPage[] = [];
  return {
    name: 'search-index',
    configureWebpack() {
      if (!local) return {};
      return {resolve: {alias: {'algoliasearch/lite$': join(context.siteDir, 'src/search/algoliasearch-lite.ts')}}};
    },
    allContentLoaded({allContent}) {
      pages = pagesToIndex(allContent as AllContent, context.baseUrl);
    },
    async postBuild({outDir}) {
      if (!local) return;
      if (pages.length === 0) throw new Error('search-index: no docs or blog posts to index.');
      const count = await writeSearchIndex(outDir, pages);
      console.log(`[search-index] Indexed ${count} pages into ${join(outDir, SEARCH_INDEX_PATH)}`);
    },
  };
}
