/**
 * What every tool of the server reads: the snapshot, the search engine over the shipped index (built once, on
 * first use or by `prepare`), the code checker (made on first use), and the site's addresses.
 */
import {createSearchEngine, type ExplainingEngine} from '../../../src/search/engine';
import {readStoredEntry, readStoredPage, type SearchIndexFile} from '../../../src/search/search-index';
import type {CodeChecker} from './check-code';
import type {Snapshot} from './snapshot';

/** The largest input each tool takes, in characters; the tools' descriptions state them. */
export const LIMITS = {query: 200, page: 300, section: 200, symbol: 200, code: 20_000} as const;

export type DocsServerParts = {snapshot: Snapshot; searchIndex: SearchIndexFile; checker: () => CodeChecker};

export function docsContext({snapshot, searchIndex, checker}: DocsServerParts) {
  const siteUrl = snapshot.site.url;
  let engine: ExplainingEngine | undefined;
  return {
    snapshot,
    checker,
    siteUrl,
    basePath: new URL(siteUrl).pathname,
    /** A path of the site as a full URL. */
    absolute: (sitePath: string) => `${siteUrl}${sitePath.replace(/^\//, '')}`,
    pagesByRoute: new Map(snapshot.pages.map((page) => [page.route, page])),
    symbolsByName: new Map(snapshot.symbols.map((symbol) => [symbol.name, symbol])),
    searchEngine: () =>
      (engine ??= createSearchEngine(searchIndex.pages.map(readStoredPage), '/', searchIndex.entries.map(readStoredEntry))),
  };
}

export type Docs = ReturnType<typeof docsContext>;
