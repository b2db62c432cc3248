/**
 * How the engine turns words into terms, for pages and queries alike, and how it finds the page words a
 * mistyped query word may mean.
 */
import {normalizeWord, stemOf} from '../highlight';

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
 * each of its parts, so that "stamp cost" finds getStampCost too. All are stemmed (English, Porter: the
 * `stemmer` package), so that "fit" finds "fits". Pages repeat their words, so each is worked out once.
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

export const splitWords = (text: string): string[] => text.split(/\s+/);

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
export type Vocabulary = Map<number, Set<string>>;

export function addToVocabulary(vocabulary: Vocabulary, word: string): void {
  for (const form of wordForms(word)) {
    let forms = vocabulary.get(form.length);
    if (!forms) vocabulary.set(form.length, (forms = new Set()));
    forms.add(form);
  }
}

const MAX_CORRECTIONS = 8;

/** Words of the pages a typed word may be a typo of, closest first; only the closest few are searched. */
export function corrections(word: string, typos: number, vocabulary: Vocabulary): string[] {
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

/** Where each term occurs in a page's words, worked out on the page's first match. */
type TermLocations = Map<string, number[]>;

const locationsByWords = new WeakMap<string[], TermLocations>();

export function termLocations(words: string[]): TermLocations {
  let locations = locationsByWords.get(words);
  if (locations) return locations;
  locations = new Map();
  words.forEach((word, location) => {
    for (const term of wordTerms(word)) {
      const known = locations!.get(term);
      if (!known) locations!.set(term, [location]);
      else if (known[known.length - 1] !== location) known.push(location);
    }
  });
  locationsByWords.set(words, locations);
  return locations;
}
