/**
 * Search, the one entry the config registers. Search lives in this folder, except its pure engine:
 * - indexer/: after the build, the main content of every doc and blog post goes into the local index file
 *   (indexer/write-index.ts), with the error messages the site explains as entries of their own
 *   (client/data/errors.ts);
 * - client/: the browser side. client/index.ts is all a page ships (which backend, the lazy client); the
 *   engine, its thesaurus, the index file's format and the code that shapes hits (src/search/, pure code that
 *   the MCP server in plugins/mcp/ runs too) load when the reader reaches for search;
 * - theme/SearchBar: the wrapper around the theme's DocSearch bar (registered with getThemePath in ./plugin.ts),
 *   and the head the theme's bar renders into (./plugin.ts aliases it), which leaves out Algolia's preconnect hint;
 * - search-page-landmarks.cjs: the theme's search page, in one <main> with a name for each result's breadcrumbs.
 * With DocSearch credentials configured the index is not written and the theme's search page asks Algolia.
 */
import type {SiteFeature} from '../shared/site-feature';
import searchPlugin from './plugin';

export default function search(): SiteFeature {
  return {plugins: [searchPlugin]};
}
