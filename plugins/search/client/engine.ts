/**
 * The local search engine: MiniSearch over the pages of the site's search index (search-index.ts). The
 * index file holds every page's text, about 100 KB gzipped, so once it has loaded a search needs no network
 * and takes a few milliseconds: typing is answered from memory.
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import {normalizeWord, stemOf} from './highlight';
import {engineWords, RELEASE_PAGE, type EngineDocument} from './hits';
import type {EngineResult, SearchEngine} from './local-client';
import {parseQuery, STOP_WORDS, type ParsedQuery, type QueryGroup, type QueryWord} from './query';
import {
  readStoredEntry,
  readStoredPage,
  SEARCH_INDEX_PATH,
  type IndexedPageText,
  type SearchEntry,
  type SearchIndexFile,
} from './search-index';

/** Splits a word at punctuation and camelCase humps: "bee-js" into bee and js, "getStampCost" into get, stamp and cost. */
const WORD_PARTS = /[\p{P}\p{S}]+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Most words have no parts; testing for them is much cheaper than splitting. */
const HAS_PARTS = /[\p{L}\p{N}][\p{P}\p{S}]+[\p{L}\p{N}]|[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

const formsByWord = new Map<string, string[]>();

/** The forms of a word of a page, lower-cased and without punctuation: the whole word and its parts. */
export function wordForms(word: string): string[] {
  let forms = formsByWord.get(word);
  if (!forms) {
    const whole = normalizeWord(word);
    const parts = whole && HAS_PARTS.test(word) ? word.split(WORD_PARTS).map(normalizeWord) : [];
    forms = [...new Set([whole, ...parts].filter(Boolean))];
    formsByWord.set(word, forms);
  }
  return forms;
}

const termsByWord = new Map<string, string[]>();

/**
 * The terms a word of a page is found by: the whole word without its punctuation ("beejs",
 * "getstampcost"), so that a query naming a symbol finds it rather than every page with its parts, and
 * each of its parts, so that "stamp cost" finds getStampCost too.
 * All are stemmed, so that "fit" finds "fits". Pages repeat their words, so each is worked out once.
 */
export function wordTerms(word: string): string[] {
  let terms = termsByWord.get(word);
  if (!terms) {
    terms = [...new Set(wordForms(word).map(stemOf))];
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
 * A match in a page's title counts most, then in a heading or in what the page says it answers (its front
 * matter's questions and keywords), then in its text (which also holds the title and headings) or its path.
 * An error message entry is matched on its message alone.
 */
const FIELD_BOOST = {title: 6, headings: 2, questions: 2, message: 2, content: 1, path: 1};

/**
 * A message entry comes up only for a query that quotes at least this many of its words (or all, if it has
 * fewer): "batch" alone is a topic, the pages about batches answer it, not every message that says batch.
 */
const ENTRY_MIN_QUOTED_WORDS = 2;

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  tokenize: splitWords,
  processTerm: queryTerm,
  combineWith: 'AND',
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

/** An error message entry as a one-section page: the message under the heading of the section explaining it. */
function entryDocument({anchor, text}: SearchEntry, page: IndexedPageText, baseUrl: string): EngineDocument {
  return {...documentOf(page, baseUrl), content: text, anchors: [{...page.anchors[anchor]!, element: 'h2', location: 0}]};
}

/**
 * Edits between two words, counting a swap of neighbouring letters as one as Algolia does (MiniSearch's
 * own fuzzy search counts it as two), or `max + 1` as soon as they are further apart than `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      current.push(distance);
      best = Math.min(best, distance);
    }
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The page words of each length, so that a typo is looked up among words of about its length only. */
type Vocabulary = Map<number, Set<string>>;

/** Words of the pages a typed word may be a typo of, closest first; only the closest few are searched. */
function corrections(word: string, typos: number, vocabulary: Vocabulary): string[] {
  const found: {form: string; distance: number}[] = [];
  for (let length = word.length - typos; length <= word.length + typos; length += 1) {
    for (const form of vocabulary.get(length) ?? []) {
      const distance = typoDistance(word, form, typos);
      if (distance > 0 && distance <= typos) found.push({form, distance});
    }
  }
  return found
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_CORRECTIONS)
    .map(({form}) => form);
}

const MAX_CORRECTIONS = 8;

/**
 * A word found through a typo adds little to a page's score: a page that also has the word as typed should
 * not rise above others for having its near misses too.
 */
const TYPO_WEIGHT = 0.1;

/** A group as MiniSearch runs it, with the stemmed terms a typo of it finds. */
type EngineGroup = {group: QueryGroup; query: Query; typoTerms: Set<string>};

/**
 * `typedTerms` are the terms of every word the reader typed: a typo of one of them is never another
 * ("mode" is not read as "node" in "node mode").
 */
function engineGroup(group: QueryGroup, vocabulary: Vocabulary, typedTerms: Set<string>): EngineGroup {
  const typoTerms = new Set<string>();
  const leaf = ({word, prefix}: QueryWord): Query => ({queries: [word], prefix});
  const alternatives: Query[] = group.alternatives.map((words) =>
    words.length === 1 ? leaf(words[0]!) : {combineWith: 'AND', queries: words.map(leaf)},
  );
  // Typos are looked up among the pages' words as written: a stem ("pin" for "pinning") hides them. Only
  // the words typed may be mistyped: a synonym the engine adds is spelled right ("feed" is not "need").
  for (const words of group.alternatives) {
    if (words.length !== 1 || words[0]!.typos === 0 || !group.typedTerms.has(words[0]!.term)) continue;
    for (const form of corrections(words[0]!.word, words[0]!.typos, vocabulary)) {
      const term = stemOf(form);
      if (typedTerms.has(term) || group.exactTerms.has(term)) continue;
      typoTerms.add(term);
      alternatives.push({queries: [form], boostTerm: () => TYPO_WEIGHT});
    }
  }
  return {group, typoTerms, query: alternatives.length === 1 ? alternatives[0]! : {combineWith: 'OR', queries: alternatives}};
}

/**
 * How well a page matched, compared before the engine's score, best first as Algolia ranks: pages that name
 * the query's symbol, then pages with more of the query's words, with fewer typos, with more of its stop
 * words (which never decide whether a page matches); then, after where the words sit in the page (which
 * the client weighs, see rankByStructure), pages with the query's exact phrase and with fewer words matched
 * only by prefix or synonym (`inexact`).
 */
export type MatchRank = {symbol: boolean; missing: number; typos: number; stopWordsMissing: number; phrase: boolean; inexact: number};

/** The criteria that come before where the words sit, as one number, lower first. */
export function coarseRank({symbol, missing, typos, stopWordsMissing}: MatchRank): number {
  return ((Number(!symbol) * 100 + missing) * 100 + typos) * 100 + stopWordsMissing;
}

function compareRanks(a: MatchRank, b: MatchRank): number {
  return coarseRank(a) - coarseRank(b) || Number(b.phrase) - Number(a.phrase) || a.inexact - b.inexact;
}

/** A page's words, normalized, each with a space before and after. */
type PageText = string;

function matchRank(result: SearchResult, groups: EngineGroup[], symbol: boolean, text: PageText, parsed: ParsedQuery): MatchRank {
  const rank: MatchRank = {
    symbol,
    missing: 0,
    typos: 0,
    stopWordsMissing: parsed.stopWords.filter((word) => !text.includes(` ${word} `)).length,
    phrase: parsed.phrase.length > 1 && text.includes(` ${parsed.phrase.join(' ')} `),
    inexact: 0,
  };
  for (const {group, typoTerms} of groups) {
    if (result.terms.some((term) => group.typedTerms.has(term))) continue;
    if (
      result.terms.some((term) => group.exactTerms.has(term)) ||
      (group.prefix && result.terms.some((term) => [...group.typedTerms].some((typed) => term.startsWith(typed))))
    ) {
      rank.inexact += 1;
    } else if (result.queryTerms.some((term) => typoTerms.has(term))) {
      rank.typos += 1;
    } else {
      rank.missing += 1;
    }
  }
  return rank;
}

/** The question of a page that shares most terms with the ones a search matched in it: why the page came up. */
function bestQuestion(questions: string[], matchedTerms: string[]): string | undefined {
  let best: {question: string; shared: number} | undefined;
  for (const question of questions) {
    const terms = new Set(splitWords(question).flatMap(wordTerms));
    const shared = matchedTerms.filter((term) => terms.has(term)).length;
    if (shared > 0 && shared > (best?.shared ?? 0)) best = {question, shared};
  }
  return best?.question;
}

export function createSearchEngine(pages: IndexedPageText[], baseUrl: string, entries: SearchEntry[] = []): SearchEngine {
  const vocabulary: Vocabulary = new Map();
  const indexTerms = (word: string) => {
    for (const form of wordForms(word)) {
      let forms = vocabulary.get(form.length);
      if (!forms) vocabulary.set(form.length, (forms = new Set()));
      forms.add(form);
    }
    return wordTerms(word);
  };
  type Indexed = {id: number; title?: string; headings?: string; content?: string; path?: string; questions?: string; message?: string};
  const miniSearch = new MiniSearch<Indexed>({
    fields: ['title', 'headings', 'content', 'path', 'questions', 'message'],
    tokenize: splitWords,
    processTerm: indexTerms,
    searchOptions: SEARCH_OPTIONS,
  });
  miniSearch.addAll(
    pages.map((page, id) => ({
      id,
      title: page.title,
      headings: page.anchors.map((anchor) => anchor.text).join(' '),
      content: page.content,
      // An API page's kind is in its path only: "Bee class" finds /docs/api/classes/Bee/.
      path: page.url.split('/').join(' '),
      questions: [...(page.questions ?? []), ...(page.keywords ?? [])].join(' '),
    })),
  );
  // Entries follow the pages: entry k is document pages.length + k.
  miniSearch.addAll(entries.map((entry, index) => ({id: pages.length + index, message: entry.text})));
  const entryOf = (id: number) => (id >= pages.length ? entries[id - pages.length] : undefined);
  const documentFor = (id: number) => {
    const entry = entryOf(id);
    return entry ? entryDocument(entry, pages[entry.page]!, baseUrl) : documentOf(pages[id]!, baseUrl);
  };
  const entryTermCounts = entries.map(
    (entry) => new Set(splitWords(entry.text).flatMap((word) => (STOP_WORDS.has(normalizeWord(word)) ? [] : wordTerms(word)))).size,
  );
  /**
   * Counted in the query's words the entry matched, not in the terms it matched: a prefix ("bee") matches many
   * terms of one message (bee, beeresponseerror) but quotes one word.
   */
  const quotesEntry = (id: number, groupCount: number, rank: MatchRank) =>
    groupCount - rank.missing >= Math.min(ENTRY_MIN_QUOTED_WORDS, entryTermCounts[id - pages.length]!);

  const releasePages = new Map<number, number[]>();
  pages.forEach((page, id) => {
    const major = RELEASE_PAGE.exec(page.url)?.[1];
    if (major) releasePages.set(Number(major), [...(releasePages.get(Number(major)) ?? []), id]);
  });
  const newestMajor = Math.max(...releasePages.keys());
  /** The pages a query about releases means: those of the majors it names, or of the newest. */
  const releasePagesFor = (parsed: ParsedQuery) =>
    new Set((parsed.asksAboutReleases ? [newestMajor] : parsed.majors).flatMap((major) => releasePages.get(major) ?? []));

  const locationsByPage = new Map<number, TermLocations>();
  const locationsIn = (id: number) => {
    let locations = locationsByPage.get(id);
    if (!locations) {
      locations = termLocations(engineWords(documentFor(id)));
      locationsByPage.set(id, locations);
    }
    return locations;
  };

  // Names a symbol query can point at: API pages by title, and the members (headings) of each page.
  const isApiPage = (page: IndexedPageText) => page.url.startsWith('/docs/api/');
  const titles = pages.map((page) => normalizeWord(page.title));
  const members = pages.map((page) => new Set(isApiPage(page) ? page.anchors.map((anchor) => normalizeWord(anchor.text)) : []));
  const symbolPages = (symbols: ParsedQuery['symbols']) => {
    const found = new Set<number>();
    for (const {name, owner} of symbols) {
      pages.forEach((page, id) => {
        const ownPage = isApiPage(page) && titles[id] === name;
        const member = members[id]!.has(name) && (owner === null || titles[id] === owner);
        if (ownPage || member) found.add(id);
      });
    }
    return found;
  };

  // Each page's text as normalized words, for the phrase and stop word checks; built on a page's first match.
  // What a page says it answers is its text too: "get the reference of a file" is in a question only.
  const textOf = (id: number) => {
    const entry = entryOf(id);
    if (entry) return entry.text;
    const {content, questions = [], keywords = []} = pages[id]!;
    return [content, ...questions, ...keywords].join(' ');
  };
  const normalizedTexts = new Map<number, PageText>();
  const normalizedText = (id: number) => {
    let text = normalizedTexts.get(id);
    if (text === undefined) {
      text = ` ${textOf(id).split(/\s+/).map(normalizeWord).filter(Boolean).join(' ')} `;
      normalizedTexts.set(id, text);
    }
    return text;
  };

  // What a page says it is about: its title, questions and keywords, as terms; built on a page's first match.
  const subjectTerms = new Map<number, Set<string>>();
  const subjectOf = (id: number) => {
    let terms = subjectTerms.get(id);
    if (!terms) {
      const {title, questions = [], keywords = []} = pages[id]!;
      terms = new Set([title, ...questions, ...keywords].flatMap(splitWords).flatMap(wordTerms));
      subjectTerms.set(id, terms);
    }
    return terms;
  };
  /** Every word of the query, as typed or through a synonym, is in what the page says it is about. */
  const declaresTopic = (id: number, groups: EngineGroup[]) =>
    !entryOf(id) && groups.every(({group}) => [...group.exactTerms].some((term) => subjectOf(id).has(term)));

  // The reader opens the modal a moment before typing, and the page is idle meanwhile: the pages' word
  // locations are worked out then, a few milliseconds per task, so that the first query finds them ready.
  let prepared = 0;
  const prepareSome = () => {
    const until = performance.now() + 4;
    while (prepared < pages.length && performance.now() < until) locationsIn(prepared++);
    if (prepared < pages.length) setTimeout(prepareSome);
  };
  setTimeout(prepareSome);

  const search = (query: string): EngineResult[] => {
    const parsed = parseQuery(query);
    if (parsed.groups.length === 0) return [];
    const typedTerms = new Set(parsed.groups.flatMap((group) => [...group.typedTerms]));
    const groups = parsed.groups.map((group) => engineGroup(group, vocabulary, typedTerms));
    let results = miniSearch.search({combineWith: 'AND', queries: groups.map(({query}) => query)});
    // No page has every word: Algolia's removeWordsIfNoResults "allOptional" shows the pages with most of them.
    if (results.length === 0 && groups.length > 1)
      results = miniSearch.search({combineWith: 'OR', queries: groups.map(({query}) => query)});
    // A query naming a major ("migrate to v12") means its release pages, whether or not they hold its other words.
    const releases = releasePagesFor(parsed);
    const found = new Set(results.map((result) => result.id as number));
    for (const id of releases) {
      if (!found.has(id)) results.push({id, score: 0, terms: [], queryTerms: [], match: {}});
    }
    // Pages that name the query's symbol, entries that quote its message, and release pages of its major come first.
    const symbols = new Set([...symbolPages(parsed.symbols), ...releases]);
    // A pasted message has no typos: an entry that needs them to hold the query ("node mode" read in "no node")
    // is not what the reader quoted, and ranks as other matches do.
    const quotesAll = (result: SearchResult, rank: MatchRank) =>
      entryOf(result.id as number) !== undefined && rank.missing === 0 && rank.typos === 0;
    // Highlighted beyond what the query's words find by themselves: words found through a typo or a synonym.
    const highlighted = new Set(groups.flatMap(({group, typoTerms}) => [...group.exactTerms, ...typoTerms]));
    return results
      .map((result) => {
        const rank = matchRank(result, groups, symbols.has(result.id as number), normalizedText(result.id as number), parsed);
        if (quotesAll(result, rank)) rank.symbol = true;
        return {result, rank};
      })
      .filter(({result, rank}) => !entryOf(result.id as number) || quotesEntry(result.id as number, groups.length, rank))
      .sort((a, b) => compareRanks(a.rank, b.rank) || b.result.score - a.result.score)
      .map(({result: {id, score, terms, match}, rank}): EngineResult => ({
        id: String(id),
        score,
        rank: coarseRank(rank),
        declaresTopic: declaresTopic(id as number, groups),
        // A page found through what it says it answers, a word of the query being in its questions or keywords
        // only, shows the question that explains why; otherwise its sections do ("What you need" is a heading).
        question: terms.some((term) => match[term]?.every((field) => field === 'questions'))
          ? bestQuestion(pages[id as number]!.questions ?? [], terms)
          : undefined,
        // Worked out only for the pages a search reads: a short prefix finds most of the site.
        get words() {
          const locations = locationsIn(id as number);
          return terms.flatMap((term) => locations.get(term) ?? []);
        },
        terms: terms.filter((term) => highlighted.has(term)),
        data: async () => documentFor(id as number),
      }));
  };

  return {search: async (query) => ({results: search(query)})};
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
