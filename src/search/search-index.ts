/**
 * The local search index: one gzipped JSON file that plugins/search/indexer writes after the build and
 * the engine reads on first use. It holds the text of every indexed page, so the browser finds
 * pages, sections and snippets without fetching anything else. Titles and headings are also words of the
 * page's text, so the file points at them there instead of repeating them (a tenth of its gzipped size).
 * Beside it, the titles index holds the same pages' titles and headings only, in the same format (titlesPage).
 */
import type {EngineAnchor} from './hits';

/** Where the index lives, relative to the site's base URL. */
export const SEARCH_INDEX_PATH = 'search-index.json.gz';

/**
 * A small index of every page's title and headings (and a guide's questions and keywords), in the same format: the
 * modal answers from it while the full index is still on its way or being built, on a slow phone a second or more.
 */
export const TITLES_INDEX_PATH = 'search-titles.json.gz';

/**
 * Marks page parts the index leaves out because it holds their text elsewhere: tables of Bee's answers, whose
 * rows are entries of their own (src/data/bee-behaviour/), and the overview's method tables, whose methods the
 * Bee class page of the API reference indexes with their descriptions.
 */
export const NOT_INDEXED_ATTRIBUTE = 'data-not-indexed';

/** A page of the index as the engine uses it. */
export type IndexedPageText = {
  /** Path relative to the site's base URL, with leading and trailing slash. */
  url: string;
  title: string;
  /** The page's text, words separated by single spaces; anchors count their location in these words. */
  content: string;
  /** The page's h2 to h6 headings with their ids, in page order. */
  anchors: EngineAnchor[];
  /** What a guide or post answers, from its front matter: questions in readers' words, and keywords. */
  questions?: string[];
  keywords?: string[];
};

/**
 * An error message as its own entry (data/errors.ts, src/data/bee-behaviour/): it leads to a section of a
 * page, given as the page's index in the file and the heading's index in the page's anchors.
 */
export type SearchEntry = {page: number; anchor: number; text: string};

/**
 * Text as the file stores it: the number of words of the content it is, starting at a known word, or the text
 * itself where the content does not have it there. The content ends a heading with a full stop.
 */
type StoredText = number | string;

/**
 * A heading as the file stores it: its level (2 to 6), its location minus the previous heading's, its text,
 * and its id where that is not `headingId` of its text.
 */
export type StoredAnchor = [level: number, locationDelta: number, text: StoredText, id?: string];

/** Questions and keywords are left out where a page (the API reference) has none. */
export type StoredPage = {
  url: string;
  title: StoredText;
  content: string;
  anchors: StoredAnchor[];
  questions?: string[];
  keywords?: string[];
};

export type StoredEntry = [page: number, anchor: number, text: string];

export type SearchIndexFile = {pages: StoredPage[]; entries: StoredEntry[]};

/** The id a heading of this text most often has; a stored heading names its id only when it differs. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

function wordsAt(words: string[], location: number, count: number): string {
  return words
    .slice(location, location + count)
    .join(' ')
    .replace(/\.$/, '');
}

function storedText(words: string[], location: number, text: string): StoredText {
  const count = text.split(' ').length;
  return wordsAt(words, location, count) === text ? count : text;
}

export function storePage(page: IndexedPageText): StoredPage {
  const words = page.content.split(' ');
  let previous = 0;
  const stored: StoredPage = {
    url: page.url,
    title: storedText(words, 0, page.title),
    content: page.content,
    anchors: page.anchors.map(({element, id, text, location}): StoredAnchor => {
      const anchor: StoredAnchor = [Number(element.slice(1)), location - previous, storedText(words, location, text)];
      previous = location;
      if (id !== headingId(text)) anchor.push(id);
      return anchor;
    }),
  };
  if (page.questions?.length) stored.questions = page.questions;
  if (page.keywords?.length) stored.keywords = page.keywords;
  return stored;
}

export function readStoredPage(page: StoredPage): IndexedPageText {
  const words = page.content.split(' ');
  const textOf = (stored: StoredText, location: number) => (typeof stored === 'number' ? wordsAt(words, location, stored) : stored);
  let location = 0;
  return {
    ...(page.questions && {questions: page.questions}),
    ...(page.keywords && {keywords: page.keywords}),
    url: page.url,
    title: textOf(page.title, 0),
    content: page.content,
    anchors: page.anchors.map(([level, locationDelta, stored, id]) => {
      location += locationDelta;
      const text = textOf(stored, location);
      return {element: `h${level}`, id: id ?? headingId(text), text, location};
    }),
  };
}

export function readStoredEntry([page, anchor, text]: StoredEntry): SearchEntry {
  return {page, anchor, text};
}

/** The page as the titles index holds it: its title and headings as its text, each heading where the text says it. */
export function titlesPage(page: IndexedPageText): IndexedPageText {
  const sentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);
  const words = sentence(page.title).split(' ');
  const anchors = page.anchors.map((anchor) => {
    const location = words.length;
    words.push(...sentence(anchor.text).split(' '));
    return {...anchor, location};
  });
  return {...page, content: words.join(' '), anchors};
}
