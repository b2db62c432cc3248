/**
 * The local search index: one gzipped JSON file that plugins/search-index writes after the build and
 * src/search/engine.ts reads on first use. It holds the text of every indexed page, so the browser finds
 * pages, sections and snippets without fetching anything else.
 */
import type {EngineAnchor} from './hits';

/** Where the index lives, relative to the site's base URL. */
export const SEARCH_INDEX_PATH = 'search-index.json.gz';

export type IndexedPageText = {
  /** Path relative to the site's base URL, with leading and trailing slash. */
  url: string;
  title: string;
  /** The page's text, words separated by single spaces; anchors count their location in these words. */
  content: string;
  /** The page's h2 to h6 headings with their ids, in page order. */
  anchors: EngineAnchor[];
};

export type SearchIndexFile = {pages: IndexedPageText[]};
