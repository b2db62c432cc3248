/**
 * Stage 5, group: the scored pages in order, each shaped as the client (../local-client.ts) lists it: where
 * its matched words sit (the sentence that answers first, so that the hit shows it), which terms to highlight
 * beyond the typed words, the page's own question when only that matched, and its document for the hits.
 */
import {sectionOf, type EngineDocument} from '../hits';
import type {IndexedPageText} from '../search-index';
import {groupsMatched, type ExpandedGroup} from './expand';
import type {Candidate} from './retrieve';
import {withSentence, type Scored, type Signal} from './score';
import type {IndexedSite} from './site';
import {splitWords, termLocations, wordTerms} from './words';

/**
 * A page the engine found: `words` are the positions of the matched words in it, `terms` the stemmed terms
 * it matched (also through a typo or a synonym), so that those words are highlighted too.
 */
export type EngineResult = {
  id: string;
  score: number;
  words: number[];
  terms?: string[];
  /** The page's own question (front matter) that the query matched: shown as why the page came up. */
  question?: string;
  data: () => Promise<EngineDocument>;
};

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

/** The question of a page that shares most terms with the ones a search matched in it: why the page came up. */
function bestQuestion(questions: string[], matchedTerms: string[]): string | undefined {
  let best: {question: string; shared: number} | undefined;
  for (const question of questions) {
    const terms = new Set(splitWords(question).flatMap(wordTerms));
    const shared = matchedTerms.filter((term) => terms.has(term)).length;
    if (shared > (best?.shared ?? 0)) best = {question, shared};
  }
  return best?.question;
}

/** A result with each signal's part of its score, for `npm run search` and the bench. */
export type ExplainedResult = EngineResult & {signals: Record<Signal, number>; url: string};

/**
 * Whether the query quotes an error message entry rather than sharing a word with it: the entry holds at least
 * two of the query's groups and half of them ("cannot get batch" quotes Bee's message; "stamp cost" only shares
 * "stamp" with many messages).
 */
function quotes(groups: ExpandedGroup[], entry: Candidate['entries'][number]): boolean {
  const held = groupsMatched(groups, entry.queryTerms).size;
  return held >= 2 && held * 2 >= groups.length;
}

/** The heading of the section the query names or an error message it quotes leads to, weighed as five matched words. */
function entryLocations(site: IndexedSite, {candidate}: Scored, groups: ExpandedGroup[]): number[] {
  const quoted = candidate.entries.filter((entry) => quotes(groups, entry));
  if (candidate.heading === undefined && quoted.length === 0) return [];
  // The section whose heading the query is leads, as a quoted error message's section does.
  const best = candidate.heading ?? (quoted.reduce((a, b) => (b.score > a.score ? b : a)).id as number);
  const anchor = site.sections[best]!.anchor;
  const location = anchor === null ? undefined : site.pages[candidate.page]!.anchors[anchor]?.location;
  return location === undefined ? [] : Array.from({length: 5}, () => location);
}

/** A word that reads as code: a member access, a call, camelCase or snake_case ("error.status", "JSON.stringify"). */
const CODE_WORD = /\p{Ll}\p{Lu}|[\p{L}\p{N}][.(_][\p{L}\p{N})]|\(\)/u;

/** Words either side of a match that tell prose from a run of identifiers (an API table's row, a list of names). */
const PROSE_REACH = 3;

/** Whether the words around a location read as a sentence: at most a third of them are code. */
function inProse(words: string[], location: number): boolean {
  const around = words.slice(Math.max(0, location - PROSE_REACH), location + PROSE_REACH + 1);
  return around.filter((word) => CODE_WORD.test(word)).length * 3 <= around.length;
}

/**
 * How much each matched term weighs in choosing a page's sections and snippet: the rarer across the site, the
 * more (1 to 3), so that "CORS error" shows the sentence on CORS rather than one of many errors. How many pages
 * hold a term is counted among the retrieved pages, which are every page holding any query term.
 */
function termRarity(site: IndexedSite, scored: Scored[]): (term: string) => number {
  const pagesWith = new Map<string, number>();
  for (const {candidate} of scored)
    for (const term of candidate.pageResult?.terms ?? []) pagesWith.set(term, (pagesWith.get(term) ?? 0) + 1);
  return (term) => Math.min(3, Math.max(1, Math.round(Math.log2(site.pages.length / (pagesWith.get(term) ?? 1)))));
}

/**
 * Terms highlighted beyond the words typed: a group's typo corrections and equivalents, only on a page that
 * lacks the words typed ("feed" highlights feed, not "need" or "mutable", on a page that says feed).
 */
function highlightedTerms(groups: ExpandedGroup[], matchedTerms: string[]): Set<string> {
  const matched = new Set(matchedTerms);
  const typedFound = (typed: Set<string>, prefix: boolean) =>
    matchedTerms.some((term) => typed.has(term) || (prefix && [...typed].some((word) => term.startsWith(word))));
  return new Set(
    groups.flatMap(({group, typoTerms}) =>
      typedFound(group.typedTerms, group.prefix) ? [] : [...group.exactTerms, ...typoTerms].filter((term) => matched.has(term)),
    ),
  );
}

/** Whether a term is a typo or an equivalent of a word typed, not a word typed. */
const standsIn = (groups: ExpandedGroup[], term: string) =>
  groups.some(({group, typoTerms}) => !group.typedTerms.has(term) && (typoTerms.has(term) || group.exactTerms.has(term)));

function resultOf(site: IndexedSite, scored: Scored, groups: ExpandedGroup[], rarity: (term: string) => number): ExplainedResult {
  const {candidate, sentence} = scored;
  const page = site.pages[candidate.page]!;
  const terms = [...new Set([...(candidate.pageResult?.terms ?? []), ...(candidate.section?.terms ?? [])])];
  const onlyInQuestions = terms.some((term) => candidate.pageResult?.match[term]?.every((field) => field === 'questions'));
  const highlighted = highlightedTerms(groups, terms);
  // Where the page holds the words typed, their typos and equivalents neither choose its hits nor light up.
  const shown = terms.filter((term) => highlighted.has(term) || !standsIn(groups, term));
  return {
    id: String(candidate.page),
    url: page.url,
    score: scored.score,
    signals: scored.signals,
    question: onlyInQuestions ? bestQuestion(page.questions ?? [], terms) : undefined,
    // Worked out only for the pages a search reads: a short prefix finds most of the site.
    get words() {
      const words = site.words[candidate.page]!;
      const locations = termLocations(words);
      const matched = shown.flatMap((term) => locations.get(term) ?? []);
      // A rare term's words count more, and a match in a sentence once more than one in a run of identifiers,
      // so that the snippet says in words why the page matched.
      const weighted = shown.flatMap((term) =>
        (locations.get(term) ?? []).flatMap((location) =>
          Array<number>(rarity(term) + (inProse(words, location) ? 1 : 0) - 1).fill(location),
        ),
      );
      const answer = sentence ? matched.filter((location) => location >= sentence.start && location < sentence.end) : [];
      // The answering sentence's words count twice, and a quoted error message's section heading more, so
      // that the answer's section leads the page's hits and its snippet shows it.
      return [...entryLocations(site, scored, groups), ...answer, ...matched, ...weighted];
    },
    terms: terms.filter((term) => highlighted.has(term)),
    data: async () => documentOf(page, site.baseUrl),
  };
}

/** Pages whose hit shows the sentence that answers: the modal lists about this many. */
const SENTENCE_PAGES = 20;

/**
 * The modal lists hits under their top-level heading (Guides, API reference...), each group where its best
 * page ranks: pages are put in that order here, so that the modal, the search page and the MCP server's
 * search_docs list the same pages in the same order. Within a group pages keep the order of their scores.
 */
function bySectionOfBestPage(site: IndexedSite, ranked: Scored[]): Scored[] {
  const sections = new Map<string, Scored[]>();
  for (const found of ranked) {
    const section = sectionOf(site.pages[found.candidate.page]!.url);
    const listed = sections.get(section);
    if (listed) listed.push(found);
    else sections.set(section, [found]);
  }
  return [...sections.values()].flat();
}

export function group(site: IndexedSite, scored: Scored[], groups: ExpandedGroup[]): ExplainedResult[] {
  const ranked = scored.filter(({score}) => score > 0).sort((a, b) => b.score - a.score || a.candidate.page - b.candidate.page);
  const rarity = termRarity(site, scored);
  return bySectionOfBestPage(site, ranked).map((found, position) =>
    resultOf(site, position < SENTENCE_PAGES ? withSentence(site, found, groups) : found, groups, rarity),
  );
}
