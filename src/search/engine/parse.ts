/**
 * Stage 1, parse: how the local engine reads a query, the way Algolia's DocSearch indexes do: each meaningful word (or
 * synonym phrase) is a group a page may match exactly, by prefix (the last word, still being typed) or
 * through a typo; question and stop words are left out of matching; `Utils.getDepthForSize` and
 * `bee.buyStorage` name a symbol and its owner.
 */
import {SEARCH_SYNONYMS} from '../synonyms';
import {normalizeWord, stemOf} from '../highlight';

/**
 * English question and stop words: a page need not contain them to match ("how do I pay for storage" finds
 * pages about paying for storage). A query made only of them still searches for them.
 */
export const STOP_WORDS = new Set(
  `a about an and are as at be by can could do does did for from get has have how i if in into is it its me my
  of on or our should so than that the their them then there these this those to us use using was we what
  when where which who why will with would you your need want see s t after before without inside within
  through via during while`.split(/\s+/),
);

/**
 * The stop words that frame a question rather than say what it is about: who asks (I, my, we), how
 * (can, should, do) and what for (need, want). A page does not answer better for repeating them, so unlike
 * the other stop words ("to" in "plur to bzz", "with") they do not rank pages either.
 */
export const QUESTION_WORDS = new Set(
  `are can could do does did how i is me my need our see should want was we what when where which who why
  will would you your`.split(/\s+/),
);

/**
 * Typos a word of this many letters tolerates, as Algolia counts them: one from 4 letters, two from 8.
 */
export function typoBudget(word: string): number {
  const letters = normalizeWord(word).length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/** A word the engine looks for: as typed (normalized), its stemmed term, and how far it may stray. */
export type QueryWord = {word: string; term: string; typos: number; prefix: boolean};

/** One meaningful part of the query: a page matches it by any of its alternatives, each a list of words. */
export type QueryGroup = {
  alternatives: QueryWord[][];
  /** Terms a page has when it matches the group's words as typed. */
  typedTerms: Set<string>;
  /** Those and its synonyms' terms. */
  exactTerms: Set<string>;
  prefix: boolean;
};

export type ParsedQuery = {
  groups: QueryGroup[];
  /** Symbols the query names, normalized, with the owner a dotted name gives (`bee` in `bee.buyStorage`). */
  symbols: {name: string; owner: string | null}[];
  /** The query's words as typed, normalized, stop words included: pages with this phrase rank higher. */
  phrase: string[];
  /** The stop words left out of matching, normalized: pages with them rank higher. */
  stopWords: string[];
  /**
   * Major versions of bee-js the query names: "v12", "12.x", "bee-js 11", or a bare number next to a word
   * about releases ("what changed in 11"). The engine ranks that major's release pages first.
   */
  majors: number[];
  /** The query is about releases ("breaking changes", "migrate") without naming a major: the newest is meant. */
  asksAboutReleases: boolean;
};

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** URLs in a pasted message (the node's, the page's origin): nobody's page holds them, so they are dropped. */
const URL_IN_TEXT = /\b[a-z][a-z\d+.-]*:\/\/[^\s'"`)]*/giu;

/** References, batch IDs, addresses and keys in a pasted message: dropped like URLs. */
const HEX_VALUE = /^(?:0x[\da-f]+|(?=[a-f]*\d)[\da-f]{16,})$/i;

/**
 * Numbers in a pasted message or a question (a status code, a size, a depth): they decide no match, since a
 * message's numbers vary, but rank pages that hold them higher, as stop words do.
 */
const NUMBER = /^\d+(?:[.,]\d+)*$/;

/** "v12", "12.x", "V11": a major version of bee-js, named as such. */
const MAJOR_VERSION = /^v(\d{1,2})(?:\.x|(?:\.\d+){0,2})$|^(\d{1,2})\.x$/i;

/** A release number whose major a query may mean: "12", "11.2", "12.3.1". */
const MAJOR_NUMBER = /^(\d{1,2})(?:\.\d+){0,2}$/;

/** Words of queries about releases; a bare number next to one of them names a major ("what changed in 11"). */
const RELEASE_WORDS = new Set(
  'breaking change changes changed changelog migrate migrating migration upgrade upgrading release released releases new version versions'.split(
    ' ',
  ),
);

/** The library's name, which a query about its releases may hold besides release words ("bee-js 12 changes"); "what's" splits into "what" and "s". */
const LIBRARY_NAME = new Set(['beejs', 'bee']);

/** `Utils.getDepthForSize`, `bee.buyStorage()`: identifiers joined by dots, an optional call at the end. */
function dottedName(word: string): string[] | null {
  const parts = word.replace(/\(\)$/, '').split('.');
  return parts.length > 1 && parts.every((part) => IDENTIFIER.test(part)) ? parts : null;
}

/** A capital after a lower-case letter or digit (camelCase, PascalCase) or an underscore: how code writes a name. */
const LOOKS_LIKE_CODE = /[\p{Ll}\p{N}]\p{Lu}|_/u;

type SynonymEntry = {words: string[]; group: string[][]};

/** Each synonym phrase as stemmed words, longest first, so that "postage batch" wins over a one-word phrase. */
const SYNONYM_ENTRIES: SynonymEntry[] = SEARCH_SYNONYMS.flatMap(({phrases}) => {
  const group = phrases.map((phrase) => phrase.split(/\s+/));
  return group.map((words) => ({words: words.map((word) => stemOf(normalizeWord(word))), group}));
}).sort((a, b) => b.words.length - a.words.length);

function synonymAt(stems: string[], at: number): SynonymEntry | undefined {
  return SYNONYM_ENTRIES.find(({words}) => words.every((word, offset) => stems[at + offset] === word));
}

/**
 * Words of a query as typed, split at spaces and at punctuation other than the dots and underscores of
 * names; hyphenated words stay whole ("bee-js", "ultra-light").
 */
function typedWords(query: string): string[] {
  return query
    .split(/[\s,;:!?"'`()[\]{}<>]+/u)
    .map((word) => word.replace(/^[.]+|[.]+$/g, ''))
    .filter((word) => normalizeWord(word) !== '');
}

function queryWord(word: string, prefix: boolean): QueryWord {
  const normalized = normalizeWord(word);
  return {word: normalized, term: stemOf(normalized), typos: typoBudget(word), prefix};
}

/** The majors a query names, and whether it is about releases at all. */
function versionsOf(typed: string[]): {majors: number[]; asksAboutReleases: boolean} {
  const normalized = typed.map(normalizeWord);
  const aboutReleases = normalized.some((word) => RELEASE_WORDS.has(word));
  const majors = new Set<number>();
  typed.forEach((word, at) => {
    const named = MAJOR_VERSION.exec(word);
    const number = MAJOR_NUMBER.exec(word);
    if (named) majors.add(Number(named[1] ?? named[2]));
    else if (number && (aboutReleases || (at > 0 && LIBRARY_NAME.has(normalized[at - 1]!)))) majors.add(Number(number[1]));
  });
  const onlyAboutReleases =
    aboutReleases && normalized.every((word) => RELEASE_WORDS.has(word) || LIBRARY_NAME.has(word) || STOP_WORDS.has(word) || word === 's');
  return {majors: [...majors], asksAboutReleases: majors.size === 0 && onlyAboutReleases};
}

/** A word that varies from one pasted message to the next, or names a version: it decides no match. */
const isVariablePart = (word: string) => NUMBER.test(word) || MAJOR_VERSION.test(word);

export type ParseOptions = {
  /** Read phrases of the thesaurus (../data/synonyms.ts) as one group that also finds their equivalents. */
  thesaurus: boolean;
};

export function parseQuery(query: string, {thesaurus}: ParseOptions = {thesaurus: true}): ParsedQuery {
  const typed = typedWords(query.replace(URL_IN_TEXT, ' ')).filter((word) => !HEX_VALUE.test(word));
  const symbols: ParsedQuery['symbols'] = [];
  const phrase = typed.map(normalizeWord);
  const meaningful = typed.filter((word) => !STOP_WORDS.has(normalizeWord(word)) && !isVariablePart(word));
  const words = meaningful.length > 0 ? meaningful : typed;
  const lastTyped = typed[typed.length - 1];
  const stems = words.map((word) => stemOf(normalizeWord(word)));
  const groups: QueryGroup[] = [];
  for (let at = 0; at < words.length;) {
    const word = words[at]!;
    const dotted = dottedName(word);
    const synonym = dotted || !thesaurus ? undefined : synonymAt(stems, at);
    const span = synonym?.words.length ?? 1;
    // The last word is a prefix, as the reader may still be typing it; not when it is a stop word left out.
    const isLast = at + span === words.length && words[at + span - 1] === lastTyped;
    let alternatives: QueryWord[][];
    if (dotted) {
      const name = dotted[dotted.length - 1]!;
      symbols.push({name: normalizeWord(name), owner: normalizeWord(dotted[dotted.length - 2]!)});
      // The whole name is how guides write it; the last part alone is the symbol's own page and heading.
      alternatives = [[queryWord(word, isLast)], [queryWord(name, isLast)]];
    } else if (synonym) {
      // Only the words typed are a prefix: the reader typing "stamp" has not begun to type "batch".
      alternatives = synonym.group.map((phraseWords) => {
        const typed = phraseWords.map((phraseWord) => stemOf(normalizeWord(phraseWord))).join(' ') === synonym.words.join(' ');
        return phraseWords.map((phraseWord, index) => queryWord(phraseWord, typed && isLast && index === phraseWords.length - 1));
      });
    } else {
      if (LOOKS_LIKE_CODE.test(word)) symbols.push({name: normalizeWord(word), owner: null});
      alternatives = [[queryWord(word, isLast)]];
    }
    groups.push({
      alternatives,
      typedTerms: new Set(synonym ? synonym.words : alternatives.flat().map(({term}) => term)),
      exactTerms: new Set(alternatives.flatMap((alternative) => alternative.map(({term}) => term))),
      prefix: isLast,
    });
    at += span;
  }
  const ranking = typed.filter(
    (word) => isVariablePart(word) || (STOP_WORDS.has(normalizeWord(word)) && !QUESTION_WORDS.has(normalizeWord(word))),
  );
  return {
    groups,
    symbols,
    phrase,
    stopWords: words === typed ? [] : [...new Set(ranking.map(normalizeWord))],
    ...versionsOf(typed),
  };
}
