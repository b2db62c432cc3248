/**
 * The subset of Algolia's search client that DocSearch's modal and the theme's search page call, answered
 * from the local index (src/search/engine/). Kept free of Docusaurus and browser globals so unit tests can drive it
 * with a fake engine.
 */
import type {HighlightTags} from '../../../src/search/highlight';
import type {EngineResult, SearchEngine} from '../../../src/search/engine';
import {readPage, sectionHits, type HitOptions, type ReadPage, type SearchHit} from '../../../src/search/hits';

export type {EngineResult, SearchEngine};

export type SearchRequest = Record<string, unknown> & {indexName?: string};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  facets: Record<string, Record<string, number>>;
};

export type LocalSearchClient = {
  appId: string;
  search: (requests: unknown) => Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => unknown}};
};

/**
 * What an index created by the DocSearch crawler answers when a request leaves these out; the theme's
 * search page relies on them (it reads content snippets and restyles this highlight class).
 */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  /** Sections of one page listed in the modal, so a few pages share its 20 hits. */
  sectionsPerPage: 3,
  snippetWords: 10,
  snippetEllipsisText: '',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
};

/** Requests arrive as `{requests}` (DocSearch, algoliasearch v5) or as a bare array (algoliasearch-helper). */
export function requestsOf(searchMethodParams: unknown): SearchRequest[] {
  const requests = Array.isArray(searchMethodParams)
    ? searchMethodParams
    : (searchMethodParams as {requests?: unknown} | null | undefined)?.requests;
  if (!Array.isArray(requests)) {
    throw new Error('Parameter `searchMethodParams.requests` is required when calling `search`.');
  }
  return requests.map((request: SearchRequest) => {
    const {params, ...rest} = request;
    const fromParams =
      typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : ((params as object | undefined) ?? {});
    return {...fromParams, ...rest};
  });
}

function numberParam(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : fallback;
}

/** Words per content snippet from `attributesToSnippet` (`content:10`, or `content` alone for Algolia's 10). */
export function snippetWordsOf(attributesToSnippet: unknown): number {
  if (attributesToSnippet === undefined) return INDEX_DEFAULTS.snippetWords;
  const attributes = Array.isArray(attributesToSnippet)
    ? attributesToSnippet
    : typeof attributesToSnippet === 'string'
      ? attributesToSnippet
          .replace(/^\[|\]$/g, '')
          .split(',')
          .map((item) => item.replace(/"/g, '').trim())
      : [];
  const content = attributes.find((attribute) => attribute === 'content' || attribute.startsWith('content:'));
  if (!content) return 0;
  const [, words] = content.split(':');
  return words === undefined ? INDEX_DEFAULTS.snippetWords : numberParam(words, INDEX_DEFAULTS.snippetWords);
}

/** Algolia's `distinct`: true or a count keeps that many hits per page (url without anchor). */
function distinctOf(value: unknown): number | null {
  if (value === true || value === 'true') return 1;
  const count = typeof value === 'string' ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
}

function serializeParams(request: SearchRequest): string {
  const entries = Object.entries(request)
    .filter(([key]) => key !== 'indexName')
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  return new URLSearchParams(entries).toString();
}

export type LocalClientOptions = {
  loadEngine: () => Promise<SearchEngine>;
  absoluteUrl: (url: string) => string;
  now?: () => number;
};

/**
 * Reads what a page contributes to every query once: typing a query searches again at every keystroke, mostly
 * finding pages already read. A page that failed to load (offline) is fetched again by the next search that finds it.
 */
function pageReader(): (result: EngineResult) => Promise<ReadPage> {
  const readPages = new Map<string, Promise<ReadPage>>();
  return (result) => {
    let cached = readPages.get(result.id);
    if (!cached) {
      cached = result.data().then(readPage);
      cached.catch(() => readPages.delete(result.id));
      readPages.set(result.id, cached);
    }
    return cached;
  };
}

/** How every page's hits are made for one request; each page adds its own matched terms and question. */
type PageHitOptions = Omit<HitOptions, 'matchedTerms' | 'question'>;

/** What a request asks for, with what a DocSearch index answers for what it leaves out (INDEX_DEFAULTS). */
function requestOptions(request: SearchRequest, absoluteUrl: (url: string) => string) {
  const query = typeof request.query === 'string' ? request.query : '';
  const hitsPerPage = numberParam(request.hitsPerPage, INDEX_DEFAULTS.hitsPerPage);
  const tags: HighlightTags = {
    pre: typeof request.highlightPreTag === 'string' ? request.highlightPreTag : INDEX_DEFAULTS.highlightPreTag,
    post: typeof request.highlightPostTag === 'string' ? request.highlightPostTag : INDEX_DEFAULTS.highlightPostTag,
  };
  const hitOptions: PageHitOptions = {
    query,
    snippetWords: snippetWordsOf(request.attributesToSnippet),
    ellipsis: typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : INDEX_DEFAULTS.snippetEllipsisText,
    tags,
    absoluteUrl,
    maxHits: Math.max(1, Math.min(distinctOf(request.distinct) ?? INDEX_DEFAULTS.sectionsPerPage, hitsPerPage)),
  };
  return {query, hitsPerPage, page: numberParam(request.page, 0), hitOptions};
}

/** The pages the engine finds for a query, best first; a blank query finds none and leaves the engine unloaded. */
async function findPages(query: string, loadEngine: () => Promise<SearchEngine>): Promise<EngineResult[]> {
  if (query.trim() === '') return [];
  const engine = await loadEngine();
  return (await engine.search(query.trim()))?.results ?? [];
}

/**
 * The hits of the pages shown, each page's sections together, best first, in the engine's order. An error
 * message entry leads to a section its page may list too: the section is listed once, first.
 */
function hitsOfPages(shown: EngineResult[], contents: ReadPage[], options: PageHitOptions): SearchHit[] {
  return contents
    .flatMap((content, index) => {
      const result = shown[index]!;
      return sectionHits(content, result.words, {...options, matchedTerms: result.terms ?? [], question: result.question});
    })
    .filter((hit, index, hits) => hits.findIndex((other) => other.objectID === hit.objectID) === index);
}

export function createLocalSearchClient({loadEngine, absoluteUrl, now = () => Date.now()}: LocalClientOptions): LocalSearchClient {
  const read = pageReader();

  /**
   * Pages, not sections, are what the engine finds and counts, so `nbHits` and pagination count pages (the
   * engine cannot count sections without reading every page). Each page of results reads `hitsPerPage`
   * pages and lists their best sections, at most `hitsPerPage` hits, all of which the modal lists, grouped
   * as the engine ordered the pages (src/search/engine/group.ts). With `distinct`, as the search page
   * asks, a page is one hit: hits, `nbHits` and pages of results then count the same thing.
   */
  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const startedAt = now();
    const {query, hitsPerPage, page, hitOptions} = requestOptions(request, absoluteUrl);
    const found = await findPages(query, loadEngine);
    // The engine's order is final, so the modal (20 a page) and the search page (15 a page) list pages alike:
    // re-ranking pages by where their words sit raised no held-out fold of the relevance bench
    // (tests/bench/35-search-relevance.mts) and cost 20 points of top-1.
    const shown = hitsPerPage === 0 ? [] : found.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    return {
      hits: hitsOfPages(shown, await Promise.all(shown.map(read)), hitOptions).slice(0, hitsPerPage),
      nbHits: found.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(found.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.max(0, Math.round(now() - startedAt)),
      exhaustiveNbHits: true,
      query,
      params: serializeParams(request),
      index: request.indexName ?? '',
      facets: {},
    };
  }

  const agent = {value: 'bee-js-docs local search', add: () => agent};
  return {
    appId: 'local',
    search: async (searchMethodParams) => ({results: await Promise.all(requestsOf(searchMethodParams).map(searchOne))}),
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
  };
}
