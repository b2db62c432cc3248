/**
 * The local search engine: a pipeline of named stages over one indexed site (./site.ts), built once from the
 * index file (about 77 KB gzipped, every page's text), so that once it has loaded a search needs no network:
 * parse (./parse.ts: words, symbols, versions, thesaurus phrases) -> expand (./expand.ts: typos) -> retrieve
 * (./retrieve.ts: pages, sections and error messages holding any group) -> score (./score.ts: weighted general
 * signals) -> group (./group.ts: ordered pages as the client lists them).
 *
 * Pure code: the search modal (plugins/search/client/local-runtime.ts loads the index and builds it) and the MCP
 * server (plugins/mcp/) run this same engine over the same index file.
 */
import type {IndexedPageText, SearchEntry} from '../search-index';
import {expand} from './expand';
import {group, type EngineResult, type ExplainedResult} from './group';
import {parseQuery, type ParseOptions} from './parse';
import {retrieve, type EngineFeatures} from './retrieve';
import {DEFAULT_WEIGHTS, score, type SignalWeights} from './score';
import {sentencesOf} from './sentences';
import {indexSite, indexSiteInSlices, type IndexedSite} from './site';
import {termLocations} from './words';

export type {EngineResult};

/** The search engine as the client uses it (plugins/search/client/local-client.ts; its unit tests pass a fake). */
export type SearchEngine = {search: (query: string) => Promise<{results: EngineResult[]} | null>};

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

function engineOver(site: IndexedSite, options: EngineOptions): ExplainingEngine {
  const settings = {...DEFAULT_OPTIONS, ...options};
  const weights = {...DEFAULT_WEIGHTS, ...options.weights};
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

export function createSearchEngine(
  pages: IndexedPageText[],
  baseUrl: string,
  entries: SearchEntry[] = [],
  options: EngineOptions = {},
): ExplainingEngine {
  return engineOver(indexSite(pages, baseUrl, entries), options);
}

/** The longest task of `buildSearchEngine`'s indexing, short enough for a keystroke or a render not to wait long. */
const SLICE_MS = 10;

/**
 * The same engine, built in short slices of work (./site.ts), for a page that must stay responsive meanwhile:
 * the search modal draws its first answer while this builds.
 */
export async function buildSearchEngine(pages: IndexedPageText[], baseUrl: string, entries: SearchEntry[] = []): Promise<ExplainingEngine> {
  return engineOver(await indexSiteInSlices(pages, baseUrl, entries, SLICE_MS), {});
}
