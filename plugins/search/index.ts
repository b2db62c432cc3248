/**
 * Search, the one entry the config registers. Everything search is lives in this folder:
 * - indexer/: after the build, the main content of every doc and blog post goes into the local index file
 *   (indexer/write-index.ts), with the error messages the site explains as entries of their own;
 * - client/: the browser side. client/index.ts is all a page ships (which backend, the lazy client); the
 *   engine (client/engine/), its data (client/data/: thesaurus, error messages) and the code that shapes hits
 *   load when the reader reaches for search;
 * - theme/SearchBar: the wrapper around the theme's DocSearch bar (registered with getThemePath in ./plugin.ts).
 * With DocSearch credentials configured the index is not written and the theme's search page asks Algolia.
 */
import type {SiteFeature} from '../shared/site-feature';
import searchPlugin from './plugin';

export default function search(): SiteFeature {
  return {plugins: [searchPlugin]};
}
