/**
 * The subset of Algolia's search client that DocSearch's modal and the theme's search page call, answered
 * from the local index (engine.ts). Kept free of Docusaurus and browser globals so unit tests can drive it
 * with a fake engine.
 */
import {queryTerms, stemOf, type HighlightTags} from './highlight';
import {readPage, sectionHits, type EngineDocument, type ReadPage, type SearchHit} from './hits';

/** A page the engine found: `words` are the positions of the matched words in it. */
export type EngineResult = {id: string; score: number; words: number[]; data: () => Promise<EngineDocument>};

/** The search engine as the client uses it (engine.ts; unit tests pass a fake). */
export type SearchEngine = {search: (query: string) => Promise<{results: EngineResult[]} | null>};

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
      ? attributesToSnippet.replace(/^\[|\]$/g, '').split(',').map((item) => item.replace(/"/g, '').trim())
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

/**
 * The engine ranks pages by word statistics, which can put a long page such as the Bee class below BeeDev
 * for the query "Bee". DocSearch's index also ranks by where words sit; so do these tiers: the query names
 * the page's title, then the title matches every query word, then the query names a section heading (of a
 * heading hit, or of text on a page whose title matches too), then another heading matches, then body text.
 * Within a tier guides come before the API reference and the blog, since a reader who types a topic wants
 * the explanation first; the sort is stable, so the engine's order stands within each section.
 */
const SECTION_ORDER = ['Guides', 'API reference', 'Blog'];

/** The heading of the section a hit lies in: its own for a heading hit, the deepest below the title for text. */
function sectionHeading(hit: SearchHit): string | null {
  if (hit.type !== 'content') return hit.hierarchy[hit.type];
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  return levels.map((level) => hit.hierarchy[level]).find((heading) => heading) ?? null;
}

export function rankByStructure(hits: SearchHit[], query: string): SearchHit[] {
  // Compared by stem, as the engine matches words: the query "upload files" names the heading "Upload a file".
  const stems = new Set(queryTerms(query).map(stemOf));
  const namedByQuery = (text: string | null | undefined) => {
    const words = queryTerms(text ?? '');
    return words.length > 0 && words.every((word) => stems.has(stemOf(word)));
  };
  const tier = (hit: SearchHit) => {
    if (namedByQuery(hit.hierarchy.lvl1)) return 0;
    if (hit._highlightResult.hierarchy.lvl1?.matchLevel === 'full') return 1;
    if (hit.type !== 'content') return namedByQuery(hit.hierarchy[hit.type]) ? 2 : 3;
    const titleMatches = (hit._highlightResult.hierarchy.lvl1?.matchLevel ?? 'none') !== 'none';
    return titleMatches && namedByQuery(sectionHeading(hit)) ? 2 : 4;
  };
  const section = (hit: SearchHit) => {
    const index = SECTION_ORDER.indexOf(hit.hierarchy.lvl0 ?? '');
    return index === -1 ? SECTION_ORDER.length : index;
  };
  return hits
    .map((hit, position) => ({hit, position, tier: tier(hit), section: section(hit)}))
    .sort((a, b) => a.tier - b.tier || a.section - b.section || a.position - b.position)
    .map(({hit}) => hit);
}

export type LocalClientOptions = {
  loadEngine: () => Promise<SearchEngine>;
  absoluteUrl: (url: string) => string;
  now?: () => number;
};

export function createLocalSearchClient({loadEngine, absoluteUrl, now = () => Date.now()}: LocalClientOptions): LocalSearchClient {
  // What a page contributes to every query is read once: typing a query searches again at every keystroke,
  // mostly finding pages already read.
  const readPages = new Map<string, Promise<ReadPage>>();
  function read(result: EngineResult): Promise<ReadPage> {
    let cached = readPages.get(result.id);
    if (!cached) {
      cached = result.data().then(readPage);
      // A page that failed to load (offline) is fetched again by the next search that finds it.
      cached.catch(() => readPages.delete(result.id));
      readPages.set(result.id, cached);
    }
    return cached;
  }

  /**
   * Pages, not sections, are what the engine finds and counts, so `nbHits` and pagination count pages (the
   * engine cannot count sections without reading every page). Each page of results reads `hitsPerPage`
   * pages and lists their best sections, at most `hitsPerPage` hits: the modal, which shows up to five hits
   * in each of the three groups, then has pages of every group to show. With `distinct`, as the search page
   * asks, a page is one hit: hits, `nbHits` and pages of results then count the same thing.
   */
  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const startedAt = now();
    const query = typeof request.query === 'string' ? request.query : '';
    const hitsPerPage = numberParam(request.hitsPerPage, INDEX_DEFAULTS.hitsPerPage);
    const page = numberParam(request.page, 0);
    const tags: HighlightTags = {
      pre: typeof request.highlightPreTag === 'string' ? request.highlightPreTag : INDEX_DEFAULTS.highlightPreTag,
      post: typeof request.highlightPostTag === 'string' ? request.highlightPostTag : INDEX_DEFAULTS.highlightPostTag,
    };
    const ellipsis =
      typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : INDEX_DEFAULTS.snippetEllipsisText;
    const maxHits = Math.max(1, Math.min(distinctOf(request.distinct) ?? INDEX_DEFAULTS.sectionsPerPage, hitsPerPage));

    let found: EngineResult[] = [];
    if (query.trim() !== '') {
      const engine = await loadEngine();
      found = (await engine.search(query.trim()))?.results ?? [];
    }
    const pageResults = hitsPerPage === 0 ? [] : found.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const pages = await Promise.all(pageResults.map(read));
    const snippetWords = snippetWordsOf(request.attributesToSnippet);
    const options = {query, snippetWords, ellipsis, tags, absoluteUrl, maxHits};
    const hitsByPage = new Map(
      pages.map((content, index) => {
        const hits = sectionHits(content, pageResults[index]!.words, options);
        return [hits[0]!, hits];
      }),
    );
    return {
      // Pages are ranked by their best section and keep their sections together, best first.
      hits: rankByStructure([...hitsByPage.keys()], query)
        .flatMap((best) => hitsByPage.get(best)!)
        .slice(0, hitsPerPage),
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
