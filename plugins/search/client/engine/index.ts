/**
 * The local search engine: a pipeline of named stages over one indexed site (./site.ts), built once from the
 * index file (about 77 KB gzipped, every page's text), so that once it has loaded a search needs no network:
 * parse (./parse.ts: words, symbols, versions, thesaurus phrases) -> expand (./expand.ts: typos) -> retrieve
 * (./retrieve.ts: pages, sections and error messages holding any group) -> score (./score.ts: weighted general
 * signals) -> group (./group.ts: ordered pages as the client lists them).
 */
import type {SearchEngine} from '../local-client';
import {
  readStoredEntry,
  readStoredPage,
  SEARCH_INDEX_PATH,
  type IndexedPageText,
  type SearchEntry,
  type SearchIndexFile,
} from '../search-index';
import {expand} from './expand';
import {group, termLocations, type ExplainedResult} from './group';
import {parseQuery, type ParseOptions} from './parse';
import {retrieve, type EngineFeatures} from './retrieve';
import {DEFAULT_WEIGHTS, score, type SignalWeights} from './score';
import {sentencesOf} from './sentences';
import {indexSite, type IndexedSite} from './site';

export type EngineOptions = Partial<EngineFeatures & ParseOptions> & {weights?: Partial<SignalWeights>};

/** The kept configuration: every feature and signal on, unless the bench's cross-validation says otherwise. */
export const DEFAULT_OPTIONS: Required<Omit<EngineOptions, 'weights'>> = {fields: true, thesaurus: true};

export type ExplainingEngine = SearchEngine & {explain: (query: string) => ExplainedResult[]; site: IndexedSite};

/**
 * The reader opens the modal a moment before typing, and the page is idle meanwhile: the pages' word locations
 * and sentences are worked out then, a few milliseconds per task, so that the first query finds them ready.
 */
function prepareWhenIdle(site: IndexedSite): void {
  let prepared = 0;
  const prepareSome = () => {
    const until = performance.now() + 4;
    while (prepared < site.words.length && performance.now() < until) {
      termLocations(site.words[prepared]!);
      sentencesOf(site.words[prepared++]!);
    }
    if (prepared < site.words.length) setTimeout(prepareSome);
  };
  setTimeout(prepareSome);
}

export function createSearchEngine(
  pages: IndexedPageText[],
  baseUrl: string,
  entries: SearchEntry[] = [],
  options: EngineOptions = {},
): ExplainingEngine {
  const settings = {...DEFAULT_OPTIONS, ...options};
  const weights = {...DEFAULT_WEIGHTS, ...options.weights};
  const site = indexSite(pages, baseUrl, entries);
  prepareWhenIdle(site);
  const explain = (query: string): ExplainedResult[] => {
    const parsed = parseQuery(query, settings);
    if (parsed.groups.length === 0) return [];
    const groups = expand(parsed, site);
    const retrieved = retrieve(site, parsed, groups, settings);
    return group(site, score(site, parsed, groups, retrieved, weights), groups);
  };
  return {explain, site, search: async (query) => ({results: explain(query)})};
}

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
export function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= fetchIndex(baseUrl)
    .then(({pages, entries}) => createSearchEngine(pages, baseUrl, entries))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}
