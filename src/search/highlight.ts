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
};

export type Snippet = SnippetResult & {text: string};

/**
 * Cuts `length` words out of words[start..end) where the matches score highest together, escapes them and
 * wraps matched words in the highlight tags; `ellipsis` marks text left out before or after, as Algolia does.
 */
export function buildSnippet({words, matches, start, end, length, ellipsis, tags}: SnippetInput): Snippet {
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
  for (const {location} of inRange) {
    const candidate = Math.min(Math.max(location - lead, start), latestStart);
    while (next < inRange.length && inRange[next]!.location < candidate + length) covered += inRange[next++]!.score;
    while (first < next && inRange[first]!.location < candidate) covered -= inRange[first++]!.score;
    if (covered > best) {
      best = covered;
      windowStart = candidate;
    }
  }
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
