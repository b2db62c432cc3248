/**
 * Algolia-style highlighting and snippeting over plain text. Hits are inserted into the page as HTML by
 * DocSearch and the search page, so every piece of indexed text is escaped before highlight tags go in.
 */

import {stemmer} from 'stemmer';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type HighlightTags = {pre: string; post: string};

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Lower-cased letters and digits of a word, the form query terms are compared in. */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a query as the engine sees them: lower-cased, without punctuation, empty ones dropped. */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .split(/[\s\p{P}\p{S}]+/u)
        .map(normalizeWord)
        .filter(Boolean),
    ),
  ];
}

const stems = new Map<string, string>();

/** A normalized word's stem ("messag" for "messages" and "messaging"); words repeat, so each is stemmed once. */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

/**
 * Whether a word (normalized) is one a query term finds: it starts with the term, which the reader may still
 * be typing, or has the same stem ("messaging" for "messages"), since the engine matches stems.
 */
export function matchesTerm(word: string, term: string): boolean {
  return word.startsWith(term) || stemOf(word) === stemOf(term);
}

function matchLevel(matched: number, total: number): MatchLevel {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

/**
 * Highlights the words of `text` that a query term finds (see matchesTerm; camelCase symbols are
 * highlighted whole) or whose stem the engine matched through a typo or synonym (`matchedStems`), the way
 * Algolia fills `_highlightResult`.
 */
export function highlightText(
  text: string,
  terms: string[],
  tags: HighlightTags,
  matchedStems: ReadonlySet<string> = new Set(),
): HighlightResult {
  const matched = new Set<string>();
  let highlightedWords = 0;
  const parts = text.split(/(\s+)/);
  const words = parts.filter((part) => part.trim() !== '');
  const value = parts
    .map((part) => {
      if (part.trim() === '') return part;
      const normalized = normalizeWord(part);
      const term = !normalized
        ? undefined
        : (terms.find((candidate) => matchesTerm(normalized, candidate)) ??
          (matchedStems.has(stemOf(normalized)) ? stemOf(normalized) : undefined));
      if (!term) return escapeHtml(part);
      matched.add(term);
      highlightedWords += 1;
      return `${tags.pre}${escapeHtml(part)}${tags.post}`;
    })
    .join('');
  return {
    value,
    matchLevel: matchLevel(matched.size, terms.length),
    matchedWords: [...matched],
    fullyHighlighted: words.length > 0 && highlightedWords === words.length,
  };
}

export type SnippetInput = {
  /** The page's words, in the engine's word numbering. */
  words: string[];
  /** Word positions the engine matched, with the engine's score for each. */
  matches: {location: number; score: number}[];
  /** First and one-past-last word of the text the snippet is cut from. */
  start: number;
  end: number;
  /** Snippet length in words (Algolia's `attribute:N`). */
  length: number;
  ellipsis: string;
  tags: HighlightTags;
  /** The query's terms: a window holding more of them is preferred to one repeating one of them. */
  terms?: string[];
};

export type Snippet = SnippetResult & {text: string};

/** A word that reads as code: a member access, a call, camelCase or snake_case ("error.status", "JSON.stringify"). */
const CODE_WORD = /\p{Ll}\p{Lu}|[\p{L}\p{N}][.(_][\p{L}\p{N})]|\(\)/u;

/** Whether words read as a sentence rather than a row of identifiers: at most a third of them are code. */
export function readsAsProse(words: string[]): boolean {
  return words.filter((word) => CODE_WORD.test(word)).length * 3 <= words.length;
}

/** A one-letter query word ("a") is not a term of its own: it begins too many words. */
const isTerm = (term: string) => term.length > 1;

/** Shortest query term looked for inside a word: shorter ones ("to", "of") sit inside many words. */
const MIN_INNER_TERM = 4;

/**
 * The query term a matched word stands for: the term it holds ("error" in TypeError), or '' for any word a
 * typo or an equivalent matched (one more term, however many such words).
 */
export function termOfWord(word: string, terms: string[]): string {
  const normalized = normalizeWord(word);
  const holds = (term: string) => matchesTerm(normalized, term) || (term.length >= MIN_INNER_TERM && normalized.includes(term));
  return terms.filter(isTerm).find(holds) ?? '';
}

/**
 * How many of the query's terms the words at `matched` hold: each term typed counts one, and words a typo or
 * an equivalent matched a half, so that words as typed outrank their equivalents.
 */
export function termsHeld(words: string[], matched: number[], terms: string[]): number {
  const held = new Set(matched.map((location) => termOfWord(words[location]!, terms)));
  const typed = held.size - (held.has('') ? 1 : 0);
  // An equivalent stands in for a term typed that the words lack; where they hold every term, it adds nothing.
  return typed + (held.has('') && typed < terms.filter(isTerm).length ? 0.5 : 0);
}

/**
 * How well a window of words says why its text matched: first whether it reads as a sentence (a snippet says the
 * answer in words, not as a table row or a run of identifiers), then how many of the query's terms it holds, then
 * the weight of its matches.
 */
function windowRank(words: string[], window: {start: number; end: number}, matched: number[], weight: number, terms: string[]): number {
  return (readsAsProse(words.slice(window.start, window.end)) ? 1e7 : 0) + termsHeld(words, matched, terms) * 1e6 + weight;
}

function locationsOf(matches: {location: number}[], first: number, next: number): number[] {
  const locations: number[] = [];
  for (let index = first; index < next; index += 1) locations.push(matches[index]!.location);
  return locations;
}

/**
 * Cuts `length` words out of words[start..end) where the matches score highest together, escapes them and
 * wraps matched words in the highlight tags; `ellipsis` marks text left out before or after, as Algolia does.
 */
export function buildSnippet({words, matches, start, end, length, ellipsis, tags, terms = []}: SnippetInput): Snippet {
  const inRange = matches.filter(({location}) => location >= start && location < end).sort((a, b) => a.location - b.location);
  const latestStart = Math.max(start, end - length);
  const lead = Math.floor(length / 4);
  // Candidate windows start a little before each match and only move right, so two pointers keep the
  // score of the matches inside the window: long API pages have thousands of matches for a short prefix.
  let windowStart = start;
  let best = 0;
  let first = 0;
  let next = 0;
  let covered = 0;
  let previous = -1;
  for (const {location} of inRange) {
    const candidate = Math.min(Math.max(location - lead, start), latestStart);
    while (next < inRange.length && inRange[next]!.location < candidate + length) covered += inRange[next++]!.score;
    while (first < next && inRange[first]!.location < candidate) covered -= inRange[first++]!.score;
    // Matches of one word repeat its location (a rare word weighs more), and a whole section is one window.
    if (candidate === previous) continue;
    previous = candidate;
    const window = {start: candidate, end: Math.min(end, candidate + length)};
    const rank = next > first ? windowRank(words, window, locationsOf(inRange, first, next), covered, terms) : 0;
    if (rank > best) {
      best = rank;
      windowStart = candidate;
    }
  }
  // Where the matches sit only in code or a table, the section's opening words say what it is about.
  if (best < 1e7 && readsAsProse(words.slice(start, Math.min(end, start + length)))) windowStart = start;
  const windowEnd = Math.min(end, windowStart + length);
  const highlighted = new Set(inRange.map(({location}) => location));
  const slice = words.slice(windowStart, windowEnd);
  const text = slice.join(' ');
  const body = slice
    .map((word, offset) => (highlighted.has(windowStart + offset) ? `${tags.pre}${escapeHtml(word)}${tags.post}` : escapeHtml(word)))
    .join(' ');
  const before = windowStart > start ? ellipsis : '';
  const after = windowEnd < end ? ellipsis : '';
  return {
    value: `${escapeHtml(before)}${body}${escapeHtml(after)}`,
    text,
    matchLevel: slice.some((_, offset) => highlighted.has(windowStart + offset)) ? 'full' : 'none',
  };
}
