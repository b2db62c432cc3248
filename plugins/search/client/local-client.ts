/**
 * The subset of Algolia's search client that DocSearch's modal and the theme's search page call, answered
 * from the local index (engine.ts). Kept free of Docusaurus and browser globals so unit tests can drive it
 * with a fake engine.
 */
import {queryTerms, stemOf, type HighlightTags} from './highlight';
import {readPage, sectionHits, type EngineDocument, type ReadPage, type SearchHit} from './hits';
import {parseQuery, QUESTION_WORDS, STOP_WORDS} from './engine/parse';

/**
 * A page the engine found: `words` are the positions of the matched words in it, `terms` the stemmed terms
 * it matched (also through a typo or a synonym), so that those words are highlighted too.
 */
export type EngineResult = {
  id: string;
  score: number;
  /** How well the page matched before where its words sit (symbol named, query words found, typos), lower first. */
  rank?: number;
  words: number[];
  terms?: string[];
  /** The page's own question (front matter) that the query matched: shown as why the page came up. */
  question?: string;
  /** The page's title, questions and keywords hold every word of the query: the page says it is about it. */
  declaresTopic?: boolean;
  data: () => Promise<EngineDocument>;
};

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

/**
 * The engine's match rank comes first (`engineRank`: a page naming the query's symbol, then more query
 * words, then fewer typos). Among pages it ranks equal, the engine's word
 * statistics can put a long page such as the Bee class below BeeDev
 * for the query "Bee". DocSearch's index also ranks by where words sit; so do these tiers: the query names
 * the page's title, then the title (or what the page says it is about: title, questions and keywords)
 * holds every query word, then the query names a section heading (of a
 * heading hit, or of text on a page whose title matches too), then another heading matches, then body text.
 * Within a tier guides come before the API reference, release pages and the blog, since a reader who types a topic wants
 * the explanation first; the sort is stable, so the engine's order stands within each section.
 */
const SECTION_ORDER = ['Guides', 'API reference', 'Releases', 'Blog'];

/** The heading of the section a hit lies in: its own for a heading hit, the deepest below the title for text. */
function sectionHeading(hit: SearchHit): string | null {
  if (hit.type !== 'content') return hit.hierarchy[hit.type];
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  return levels.map((level) => hit.hierarchy[level]).find((heading) => heading) ?? null;
}

export function rankByStructure(
  hits: SearchHit[],
  query: string,
  engineRank: (hit: SearchHit) => number = () => 0,
  declaresTopic: (hit: SearchHit) => boolean = () => false,
): SearchHit[] {
  // Compared by stem, as the engine matches words: the query "upload files" names the heading "Upload a file".
  const stems = new Set(queryTerms(query).map(stemOf));
  // A heading of stop words alone ("See", "How to") says nothing about its section: only a query of stop
  // words alone names it, not one that also names a topic ("how can I see upload progress").
  const hasTopic = (words: string[]) => words.some((word) => !STOP_WORDS.has(word));
  const queryHasTopic = hasTopic(queryTerms(query));
  const {groups} = parseQuery(query);
  // A term of several words is one name: "Reference" is not named by "mutable reference".
  const terms = groups.map(({typedTerms}) => [...typedTerms]).filter((group) => group.length > 1);
  // A title holds every meaningful word of the query, as typed or through a synonym ("Single owner chunks
  // and feeds" for "mutable reference"): the page is about it, as when the title highlight is full.
  const titleHasEveryWord = (title: string | null | undefined) => {
    const titleStems = new Set(queryTerms(title ?? '').map(stemOf));
    return groups.length > 0 && groups.every((group) => group.alternatives.some((words) => words.every(({term}) => titleStems.has(term))));
  };
  const namedByQuery = (text: string | null | undefined) => {
    const words = queryTerms(text ?? '');
    const textStems = new Set(words.map(stemOf));
    return (
      words.length > 0 &&
      (hasTopic(words) || !queryHasTopic) &&
      words.every((word) => stems.has(stemOf(word))) &&
      terms.every((term) => term.every((stem) => textStems.has(stem)) || !term.some((stem) => textStems.has(stem)))
    );
  };
  const tier = (hit: SearchHit) => {
    if (namedByQuery(hit.hierarchy.lvl1)) return 0;
    if (hit._highlightResult.hierarchy.lvl1?.matchLevel === 'full' || titleHasEveryWord(hit.hierarchy.lvl1) || declaresTopic(hit)) return 1;
    if (hit.type !== 'content') return namedByQuery(hit.hierarchy[hit.type]) ? 2 : 3;
    const titleMatches = (hit._highlightResult.hierarchy.lvl1?.matchLevel ?? 'none') !== 'none';
    return titleMatches && namedByQuery(sectionHeading(hit)) ? 2 : 4;
  };
  const section = (hit: SearchHit) => {
    const index = SECTION_ORDER.indexOf(hit.hierarchy.lvl0 ?? '');
    return index === -1 ? SECTION_ORDER.length : index;
  };
  // A question ("how can I see upload progress") asks for an explanation: unless it names a page's title,
  // guides answer it before reference pages that share its words.
  const isQuestion = queryTerms(query).some((word) => QUESTION_WORDS.has(word));
  const tierInSection = (tier: number) => (isQuestion && tier > 0 ? 1 : tier);
  return hits
    .map((hit, position) => ({hit, position, rank: engineRank(hit), tier: tier(hit), section: section(hit)}))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        tierInSection(a.tier) - tierInSection(b.tier) ||
        a.section - b.section ||
        a.tier - b.tier ||
        a.position - b.position,
    )
    .map(({hit}) => hit);
}

/** Engine results ranked together by where their words sit: the modal's page of results. */
const RANKING_BLOCK = INDEX_DEFAULTS.hitsPerPage;

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
    const ellipsis = typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : INDEX_DEFAULTS.snippetEllipsisText;
    const maxHits = Math.max(1, Math.min(distinctOf(request.distinct) ?? INDEX_DEFAULTS.sectionsPerPage, hitsPerPage));

    let found: EngineResult[] = [];
    if (query.trim() !== '') {
      const engine = await loadEngine();
      found = (await engine.search(query.trim()))?.results ?? [];
    }
    const snippetWords = snippetWordsOf(request.attributesToSnippet);
    const options = {query, snippetWords, ellipsis, tags, absoluteUrl, maxHits};
    const first = page * hitsPerPage;
    const last = first + hitsPerPage;
    // Pages are ranked by their best section in fixed blocks of the engine's results, whatever the page
    // size, so that the modal (20 a page) and the search page (15 a page) list pages in the same order.
    const blockStart = Math.floor(first / RANKING_BLOCK) * RANKING_BLOCK;
    const candidates = hitsPerPage === 0 ? [] : found.slice(blockStart, Math.ceil(last / RANKING_BLOCK) * RANKING_BLOCK);
    const contents = await Promise.all(candidates.map(read));
    const engineRanks = new Map<SearchHit, number>();
    const topicPages = new Set<SearchHit>();
    const hitsByPage = new Map(
      contents.map((content, index) => {
        const result = candidates[index]!;
        const hits = sectionHits(content, result.words, {...options, matchedTerms: result.terms ?? [], question: result.question});
        // The matched question leads the page's hits but says nothing of where its words sit: the page ranks by
        // its best section, as it would without the question.
        const best = (result.question && hits[1]) || hits[0]!;
        engineRanks.set(best, result.rank ?? 0);
        if (result.declaresTopic) topicPages.add(best);
        return [best, hits];
      }),
    );
    const bestHits = [...hitsByPage.keys()];
    const ranked: SearchHit[] = [];
    for (let block = 0; block < bestHits.length; block += RANKING_BLOCK) {
      ranked.push(
        ...rankByStructure(
          bestHits.slice(block, block + RANKING_BLOCK),
          query,
          (hit) => engineRanks.get(hit)!,
          (hit) => topicPages.has(hit),
        ),
      );
    }
    return {
      // Each page keeps its sections together, best first.
      // An error message entry leads to a section its page may list too: the section is listed once, first.
      hits: ranked
        .slice(first - blockStart, last - blockStart)
        .flatMap((best) => hitsByPage.get(best)!)
        .filter((hit, index, hits) => hits.findIndex((other) => other.objectID === hit.objectID) === index)
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
