/**
 * Signals worked out for the best-scored pages only, after the others (./score.ts): they read a page's words or
 * headings, which a short prefix would otherwise make the engine read for every page.
 */
import {normalizeWord, stemOf} from '../highlight';
import type {ExpandedGroup} from './expand';
import {STOP_WORDS, type ParsedQuery} from './parse';
import type {Scored, SignalWeights} from './signals';
import type {IndexedSite} from './site';
import {splitWords, termLocations, wordTerms} from './words';

/** Pages these signals read: the ones that can reach the first hits. */
const LATE_PAGES = 30;

const meaningfulByWords = new WeakMap<string[], string[]>();

/** A page's words without its stop words, so that "uploads a folder" says "upload folder"; worked out once a page. */
function meaningfulWords(words: string[]): string[] {
  let meaningful = meaningfulByWords.get(words);
  if (!meaningful) {
    meaningful = words.filter((word) => !STOP_WORDS.has(normalizeWord(word)));
    meaningfulByWords.set(words, meaningful);
  }
  return meaningful;
}

/** 1 when the page says the query's meaningful words (stemmed, stop words left out on both sides) in its order, else 0; 0 below two words. */
function phraseShare(site: IndexedSite, page: number, phrase: string[]): number {
  const stems = phrase.filter((word) => !STOP_WORDS.has(word)).map(stemOf);
  if (stems.length < 2) return 0;
  const locations = termLocations(meaningfulWords(site.words[page]!));
  let longest = 0;
  stems.forEach((stem, start) => {
    for (const location of locations.get(stem) ?? []) {
      let length = 1;
      while (start + length < stems.length && locations.get(stems[start + length]!)?.includes(location + length)) length += 1;
      longest = Math.max(longest, length);
    }
  });
  return longest === stems.length ? 1 : 0;
}

const headingTermsByPage = new WeakMap<object, Set<string>[]>();

/** The terms of each heading of a guide page, worked out once a page. */
function headingTerms(site: IndexedSite, page: number): Set<string>[] {
  const text = site.pages[page]!;
  let terms = headingTermsByPage.get(text);
  if (!terms) {
    terms = site.kinds[page] === 'guide' ? text.anchors.map((anchor) => new Set(splitWords(anchor.text).flatMap(wordTerms))) : [];
    headingTermsByPage.set(text, terms);
  }
  return terms;
}

/**
 * How rare each group of the query is among the pages found (log of pages found over pages holding it), so that
 * "CORS" in "CORS error" weighs more than "error".
 */
function groupRarity(scored: Scored[], groups: ExpandedGroup[]): number[] {
  return groups.map(({terms}) => {
    const holding = scored.filter(({candidate}) => candidate.pageResult?.terms.some((term) => terms.has(term))).length;
    return Math.log(1 + scored.length / Math.max(1, holding));
  });
}

/**
 * Whether a heading holds a group: all words of one of its alternatives ("postage batch", not "batch" alone). A word
 * a typo may mean does not count: the heading of another topic that happens to be one letter away does not title
 * the reader's ("postge" is not "posted").
 */
function headingHolds(terms: Set<string>, {group}: ExpandedGroup): boolean {
  const holds = (term: string, prefix: boolean) => terms.has(term) || (prefix && [...terms].some((held) => held.startsWith(term)));
  return group.alternatives.some((words) => words.every(({term, prefix}) => holds(term, prefix)));
}

/** The share of the query (by rarity) that the page's best guide heading holds: a section titled with the query's words covers it. */
function headingShare(site: IndexedSite, page: number, groups: ExpandedGroup[], rarity: number[]): number {
  const total = rarity.reduce((sum, value) => sum + value, 0);
  if (total === 0) return 0;
  let best = 0;
  for (const terms of headingTerms(site, page)) {
    const held = groups.reduce((sum, group, index) => sum + (headingHolds(terms, group) ? rarity[index]! : 0), 0);
    best = Math.max(best, held / total);
  }
  return best;
}

/** Adds the phrase and heading-words signals to the best-scored pages, the only ones they can lift into the first hits. */
export function withPageSignals(
  site: IndexedSite,
  parsed: ParsedQuery,
  groups: ExpandedGroup[],
  scored: Scored[],
  weights: SignalWeights,
): Scored[] {
  if (weights.phrase === 0 && weights.headingWords === 0) return scored;
  const rarity = groupRarity(scored, groups);
  for (const found of [...scored].sort((a, b) => b.score - a.score).slice(0, LATE_PAGES)) {
    const {page} = found.candidate;
    found.signals.phrase = parsed.phrase.length < 2 ? 0 : phraseShare(site, page, parsed.phrase) * weights.phrase;
    found.signals.headingWords = headingShare(site, page, groups, rarity) * weights.headingWords;
    found.score += found.signals.phrase + found.signals.headingWords;
  }
  return scored;
}
