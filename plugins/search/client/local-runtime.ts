/** The local backend, wired to this site; imported only when search is first used. */
import siteConfig from '@generated/docusaurus.config';
import {createSearchEngine} from '../../../src/search/engine';
import {
  readStoredEntry,
  readStoredPage,
  SEARCH_INDEX_PATH,
  type IndexedPageText,
  type SearchEntry,
  type SearchIndexFile,
} from '../../../src/search/search-index';
import {createLocalSearchClient, type SearchEngine} from './local-client';

/** Reads the index file; a server may already have undone its gzip (Content-Encoding). */
async function fetchIndex(baseUrl: string): Promise<{pages: IndexedPageText[]; entries: SearchEntry[]}> {
  const response = await fetch(`${baseUrl}${SEARCH_INDEX_PATH}`);
  if (!response.ok) throw new Error(`Search index: ${response.status} for ${SEARCH_INDEX_PATH}.`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const plain = gzipped ? new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))) : new Response(bytes);
  const file = (await plain.json()) as SearchIndexFile;
  return {pages: file.pages.map(readStoredPage), entries: file.entries.map(readStoredEntry)};
}

let engine: Promise<SearchEngine> | undefined;

/** Loads the index and builds the engine once; a failed load (offline) is retried by the next search. */
function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= fetchIndex(baseUrl)
    .then(({pages, entries}) => createSearchEngine(pages, baseUrl, entries))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

export const localSearchClient = createLocalSearchClient({
  loadEngine: () => loadSearchEngine(siteConfig.baseUrl),
  absoluteUrl: (url) => new URL(url, window.location.origin).href,
  now: () => performance.now(),
});

export async function preloadLocalIndex(): Promise<void> {
  await loadSearchEngine(siteConfig.baseUrl);
}
