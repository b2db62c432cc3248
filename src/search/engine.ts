/**
 * The local search engine: MiniSearch over the pages of the site's search index (search-index.ts). The
 * index file holds every page's text, about 100 KB gzipped, so once it has loaded a search needs no network
 * and takes a few milliseconds: typing is answered from memory.
 */
import MiniSearch, {type SearchOptions} from 'minisearch';
import {normalizeWord, stemOf} from './highlight';
import {engineWords, type EngineDocument} from './hits';
import type {EngineResult, SearchEngine} from './local-client';
import {readStoredPage, SEARCH_INDEX_PATH, type IndexedPageText, type SearchIndexFile} from './search-index';

/** Splits a word at punctuation and camelCase humps: "bee-js" into bee and js, "getStampCost" into get, stamp and cost. */
const WORD_PARTS = /[\p{P}\p{S}]+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Most words have no parts; testing for them is much cheaper than splitting. */
const HAS_PARTS = /[\p{L}\p{N}][\p{P}\p{S}]+[\p{L}\p{N}]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

const termsByWord = new Map<string, string[]>();

/**
 * The terms a word of a page is found by: the whole word without its punctuation ("beejs",
 * "getstampcost"), so that a query naming a symbol finds it rather than every page with its parts, and
 * each of its parts, so that "stamp cost" finds getStampCost too (Pagefind indexes words the same way).
 * All are stemmed, so that "fit" finds "fits". Pages repeat their words, so each is worked out once.
 */
export function wordTerms(word: string): string[] {
  let terms = termsByWord.get(word);
  if (!terms) {
    const whole = normalizeWord(word);
    const parts = whole && HAS_PARTS.test(word) ? word.split(WORD_PARTS).map(normalizeWord) : [];
    terms = [...new Set([whole, ...parts].filter(Boolean).map(stemOf))];
    termsByWord.set(word, terms);
  }
  return terms;
}

/** A query word is matched whole: "bee-js" means bee-js, not every page that says bee and js. */
export function queryTerm(word: string): string | null {
  const whole = normalizeWord(word);
  return whole ? stemOf(whole) : null;
}

const splitWords = (text: string) => text.split(/\s+/);

/**
 * A match in a page's title counts most, then in a heading, then in its text (which also holds the title
 * and headings).
 */
const FIELD_BOOST = {title: 6, headings: 2, content: 1};

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  tokenize: splitWords,
  processTerm: queryTerm,
  // Every word of the query must occur in the page; the last one as a prefix, since the reader is typing it.
  combineWith: 'AND',
  prefix: (_term, index, terms) => index === terms.length - 1,
};

/** Where each term occurs in a page's words, worked out on the page's first match. */
type TermLocations = Map<string, number[]>;

function termLocations(words: string[]): TermLocations {
  const locations: TermLocations = new Map();
  words.forEach((word, location) => {
    for (const term of wordTerms(word)) {
      const known = locations.get(term);
      if (known) {
        if (known[known.length - 1] !== location) known.push(location);
      } else {
        locations.set(term, [location]);
      }
    }
  });
  return locations;
}

/** Turns a site-relative path of the index into the URL the browser opens, under the site's base URL. */
function documentOf(page: IndexedPageText, baseUrl: string): EngineDocument {
  return {
    url: `${baseUrl}${page.url.replace(/^\//, '')}`,
    raw_url: page.url,
    content: page.content,
    meta: {title: page.title},
    anchors: page.anchors,
  };
}

export function createSearchEngine(pages: IndexedPageText[], baseUrl: string): SearchEngine {
  const miniSearch = new MiniSearch<{id: number; title: string; headings: string; content: string}>({
    fields: ['title', 'headings', 'content'],
    tokenize: splitWords,
    processTerm: wordTerms,
    searchOptions: SEARCH_OPTIONS,
  });
  miniSearch.addAll(
    pages.map((page, id) => ({id, title: page.title, headings: page.anchors.map((anchor) => anchor.text).join(' '), content: page.content})),
  );
  const locationsByPage = new Map<number, TermLocations>();
  const locationsIn = (id: number) => {
    let locations = locationsByPage.get(id);
    if (!locations) {
      locations = termLocations(engineWords(documentOf(pages[id]!, baseUrl)));
      locationsByPage.set(id, locations);
    }
    return locations;
  };

  // The reader opens the modal a moment before typing, and the page is idle meanwhile: the pages' word
  // locations are worked out then, a few milliseconds per task, so that the first query finds them ready.
  let prepared = 0;
  const prepareSome = () => {
    const until = performance.now() + 4;
    while (prepared < pages.length && performance.now() < until) locationsIn(prepared++);
    if (prepared < pages.length) setTimeout(prepareSome);
  };
  setTimeout(prepareSome);

  return {
    search: async (query) => ({
      results: miniSearch.search(query).map(
        ({id, score, terms}): EngineResult => ({
          id: String(id),
          score,
          // Worked out only for the pages a search reads: a short prefix finds most of the site.
          get words() {
            const locations = locationsIn(id as number);
            return terms.flatMap((term) => locations.get(term) ?? []);
          },
          data: async () => documentOf(pages[id as number]!, baseUrl),
        }),
      ),
    }),
  };
}

/** Reads the index file; a server may already have undone its gzip (Content-Encoding). */
async function fetchIndex(baseUrl: string): Promise<IndexedPageText[]> {
  const response = await fetch(`${baseUrl}${SEARCH_INDEX_PATH}`);
  if (!response.ok) throw new Error(`Search index: ${response.status} for ${SEARCH_INDEX_PATH}.`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const plain = gzipped
    ? new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')))
    : new Response(bytes);
  return ((await plain.json()) as SearchIndexFile).pages.map(readStoredPage);
}

let engine: Promise<SearchEngine> | undefined;

/** Loads the index and builds the engine once; a failed load (offline) is retried by the next search. */
export function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= fetchIndex(baseUrl)
    .then((pages) => createSearchEngine(pages, baseUrl))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}
