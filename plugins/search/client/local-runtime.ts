/** The local backend, wired to this site; imported only when search is first used. */
import siteConfig from '@generated/docusaurus.config';
import {buildSearchEngine, createSearchEngine} from '../../../src/search/engine';
import {
  readStoredEntry,
  readStoredPage,
  SEARCH_INDEX_PATH,
  TITLES_INDEX_PATH,
  type IndexedPageText,
  type SearchEntry,
  type SearchIndexFile,
} from '../../../src/search/search-index';
import {forgetIndexRequest, requestIndex} from './index-request';
import {createLocalSearchClient, type LocalSearchClient, type SearchEngine} from './local-client';
import {answeringNewest, type Overtaken} from './newest-search';
import {showFirstAnswer} from './status';

/** Reads an index file; a server may already have undone its gzip (Content-Encoding). */
async function fetchIndex(baseUrl: string, path: string): Promise<{pages: IndexedPageText[]; entries: SearchEntry[]}> {
  const response = await requestIndex(baseUrl, path);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const plain = gzipped ? new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))) : new Response(bytes);
  const file = (await plain.json()) as SearchIndexFile;
  return {pages: file.pages.map(readStoredPage), entries: file.entries.map(readStoredEntry)};
}

let engine: Promise<SearchEngine> | undefined;
let engineBuilt = false;

/** Loads the index and builds the engine once; a failed load (offline) is retried by the next search. */
function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= fetchIndex(baseUrl, SEARCH_INDEX_PATH)
    .then(async ({pages, entries}) => {
      const built = await buildSearchEngine(pages, baseUrl, entries);
      engineBuilt = true;
      return built;
    })
    .catch((error: unknown) => {
      engine = undefined;
      forgetIndexRequest(SEARCH_INDEX_PATH);
      throw error;
    });
  return engine;
}

let titlesEngine: Promise<SearchEngine> | undefined;

/** The engine over the titles index: every page's title and headings, built in a few milliseconds. */
function loadTitlesEngine(baseUrl: string): Promise<SearchEngine> {
  titlesEngine ??= fetchIndex(baseUrl, TITLES_INDEX_PATH)
    .then(({pages}) => createSearchEngine(pages, baseUrl))
    .catch((error: unknown) => {
      titlesEngine = undefined;
      forgetIndexRequest(TITLES_INDEX_PATH);
      throw error;
    });
  return titlesEngine;
}

/**
 * The titles engine, then the full one, whose index is asked for once the titles index is in (as ./index.ts does):
 * on a slow connection the larger file would otherwise slow the first answer down.
 */
function loadEngines(baseUrl: string): {titles: Promise<SearchEngine>; full: Promise<SearchEngine>} {
  const titles = loadTitlesEngine(baseUrl);
  const full =
    engine ??
    titles.then(
      () => loadSearchEngine(baseUrl),
      () => loadSearchEngine(baseUrl),
    );
  return {titles, full};
}

const clientOptions = {absoluteUrl: (url: string) => new URL(url, window.location.origin).href, now: () => performance.now()};

export const localSearchClient = createLocalSearchClient({...clientOptions, loadEngine: () => loadSearchEngine(siteConfig.baseUrl)});

/** Its own client: a client keeps what it read of each page, and the titles index holds other text for the same pages. */
const titlesSearchClient = createLocalSearchClient({...clientOptions, loadEngine: () => loadTitlesEngine(siteConfig.baseUrl)});

/** Whether a load of the full index failed (offline): from then on the modal waits for the full engine. */
let fullEngineFailed = false;

type Answer = Awaited<ReturnType<LocalSearchClient['search']>>;

/**
 * The full engine's hits once it is built; until then the titles engine's, shown as a first answer that the modal
 * replaces when the full engine is ready (./status.ts). Once the full index failed to load, searches wait for it
 * and show its error, rather than first answers that would ask for it again as soon as it fails.
 */
async function answerModal(searchMethodParams: unknown, overtaken: Overtaken<Answer>): Promise<Answer> {
  if (engineBuilt || fullEngineFailed) return localSearchClient.search(searchMethodParams);
  const {titles, full} = loadEngines(siteConfig.baseUrl);
  full.catch(() => (fullEngineFailed = true));
  const complete = await Promise.race([
    full.then(() => true),
    titles.then(
      () => false,
      async () => full.then(() => true),
    ),
  ]);
  const newer = overtaken();
  if (newer) return newer;
  if (complete) return localSearchClient.search(searchMethodParams);
  showFirstAnswer(full);
  return titlesSearchClient.search(searchMethodParams);
}

/** The modal's client (./newest-search.ts); the search page waits for the full engine. */
export const modalSearchClient: LocalSearchClient = {...localSearchClient, search: answeringNewest(answerModal)};

export async function preloadLocalIndex(): Promise<void> {
  await loadEngines(siteConfig.baseUrl).full;
}
