/**
 * The local search backend's build step. After the build it indexes the main content of every doc and
 * blog post into `<outDir>/search-index.json.gz` (write-index.mts), which src/search loads on first use. It also points
 * the theme's search page at the local client (src/search/algoliasearch-lite.ts). With DocSearch
 * credentials configured (customFields.docsearchBackend 'algolia') it does nothing.
 */
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pagesToIndex, type AllContent, type IndexedPage} from './pages';

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
    postBuild({outDir}) {
      if (!local) return;
      if (pages.length === 0) throw new Error('search-index: no docs or blog posts to index.');
      execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'write-index.mts')], {
        input: JSON.stringify({outDir, pages}),
        stdio: ['pipe', 'inherit', 'inherit'],
      });
    },
  };
}
