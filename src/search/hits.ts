/**
 * Turns a page found by the local engine (engine.ts) into hits of the shape DocSearch and the search page
 * read from Algolia: one hit per matching section (the page top or a heading), each with hierarchy
 * lvl0..lvl6, content, type, url with anchor, objectID, highlight and snippet.
 *
 * Reading a page is split in two so that typing stays fast: `readPage` does the work that depends only on
 * the page (its words, sections and heading path) once per page, and `sectionHits` does the per-query work
 * from the word positions the engine matched.
 */
import {
  buildSnippet,
  highlightText,
  normalizeWord,
  queryTerms,
  termsHeld,
  type HighlightResult,
  type HighlightTags,
  type SnippetResult,
} from './highlight';

export type EngineAnchor = {element: string; id: string; text: string; location: number};

/** A page of the index as the engine hands it over; none of it depends on the query. */
export type EngineDocument = {
  /** URL with the site's base path, as the browser should open it. */
  url: string;
  /** URL as indexed, relative to the site's base path. */
  raw_url?: string;
  /** The page's text with < and > escaped; its whitespace-separated words are what locations count. */
  content: string;
  meta: Record<string, string | undefined>;
  anchors: EngineAnchor[];
};

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

export type SearchHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'content' | Exclude<HierarchyLevel, 'lvl0'>;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
};

export type HitOptions = {
  query: string;
  /** Words per content snippet; 0 leaves `_snippetResult` out, as Algolia does without attributesToSnippet. */
  snippetWords: number;
  ellipsis: string;
  tags: HighlightTags;
  /** Turns the engine's site-relative URL into the absolute URL hits carry. */
  absoluteUrl: (url: string) => string;
  /** At most this many sections of the page become hits, the best matching ones. */
  maxHits: number;
  /** Stemmed terms the engine matched in the page, also through a typo or a synonym: highlighted too. */
  matchedTerms?: string[];
  /** The page's question that the query matched, from its front matter: listed after the best section, as the page top's text. */
  question?: string;
};

/** A stretch of a page under one heading (or the page top, under the title), up to the next heading. */
export type PageSection = {
  /** The section's heading; the page top has none and stands under the page title. */
  heading: EngineAnchor | undefined;
  /** 1 for the page top, else the heading's level (2 to 6). */
  level: number;
  hierarchy: Hierarchy;
  /** First word of the section (its heading), first word after the heading, and one past its last word. */
  start: number;
  bodyStart: number;
  end: number;
};

/** What a page contributes to every query that finds it, worked out once. */
export type ReadPage = {
  /** URL with the site's base path. */
  url: string;
  words: string[];
  /** In page order; the page top first. */
  sections: PageSection[];
};

/** A matched word in a section's heading counts this many times a word of its text, as a heading says what the section is about. */
const HEADING_WORD_WEIGHT = 5;

/** Release pages of each major: its release post and its API changes page. */
export const RELEASE_PAGE = /^\/(?:blog\/bee-js-|docs\/api\/changes\/v)(\d+)\/$/;

/**
 * Top-level group of a page, from its path relative to the site's base path. A major's release post and API
 * changes page share a group, so that a query naming the major lists both together, whichever ranks first.
 */
export function sectionOf(path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (RELEASE_PAGE.test(`/${relative}`)) return 'Releases';
  if (relative.startsWith('docs/api/') || relative === 'docs/api') return 'API reference';
  if (relative.startsWith('blog/') || relative === 'blog') return 'Blog';
  return 'Guides';
}

function headingLevel(anchor: EngineAnchor): number | null {
  const match = /^h([2-6])$/i.exec(anchor.element);
  return match ? Number(match[1]) : null;
}

/** The page's words the way the engine numbers them, with its escaping of < and > undone. */
export function engineWords(document: EngineDocument): string[] {
  return document.content.split(/[\r\n\s]+/g).map((word) => word.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}

function startsWithWords(words: string[], at: number, text: string): number {
  const expected = text.split(/\s+/).map(normalizeWord).filter(Boolean);
  if (expected.length === 0) return 0;
  const actual = words.slice(at, at + expected.length).map(normalizeWord);
  return actual.every((word, index) => word === expected[index]) ? expected.length : 0;
}

export function readPage(document: EngineDocument): ReadPage {
  const words = engineWords(document);
  const headings = document.anchors
    .filter((anchor) => headingLevel(anchor) !== null && anchor.text.trim() !== '')
    .sort((a, b) => a.location - b.location);
  const title = document.meta.title?.trim() || document.url;
  const top: Hierarchy = {
    lvl0: sectionOf(document.raw_url ?? document.url),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const starts = [undefined, ...headings];
  // Each heading sits under the nearest earlier heading of a higher level, as in the page's table of contents.
  const path: Hierarchy = {...top};
  return {
    url: document.url,
    words,
    sections: starts.map((heading, index) => {
      const start = heading?.location ?? 0;
      const end = starts[index + 1]?.location ?? words.length;
      const level = heading ? headingLevel(heading)! : 1;
      if (heading) {
        path[`lvl${level}` as HierarchyLevel] = heading.text.trim();
        for (let deeper = level + 1; deeper <= 6; deeper += 1) path[`lvl${deeper}` as HierarchyLevel] = null;
      }
      const bodyStart = Math.min(end, start + startsWithWords(words, start, heading ? heading.text : title));
      return {heading, level, hierarchy: {...path}, start, bodyStart, end};
    }),
  };
}

/** Indexes of the page's sections with the matched word positions in each, in page order. */
function matchesBySection(page: ReadPage, locations: number[]): Map<number, number[]> {
  const bySection = new Map<number, number[]>();
  let section = 0;
  for (const location of [...locations].sort((a, b) => a - b)) {
    while (section + 1 < page.sections.length && page.sections[section + 1]!.start <= location) section += 1;
    const matched = bySection.get(section) ?? [];
    matched.push(location);
    bySection.set(section, matched);
  }
  return bySection;
}

/** About a sentence: query words this close together answer together, where a long section's scattered ones need not. */
const ANSWER_SPAN = 24;

/** How many of the query's terms the section's heading holds together with its densest stretch of ANSWER_SPAN words. */
function termsHeldTogether(page: ReadPage, section: PageSection, locations: number[], terms: string[]): number {
  const heading = locations.filter((location) => location < section.bodyStart);
  const body = [...new Set(locations.filter((location) => location >= section.bodyStart))].sort((a, b) => a - b);
  let best = termsHeld(page.words, heading, terms);
  let first = 0;
  for (let last = 0; last < body.length; last += 1) {
    while (body[last]! - body[first]! >= ANSWER_SPAN) first += 1;
    best = Math.max(best, termsHeld(page.words, [...heading, ...body.slice(first, last + 1)], terms));
  }
  return best;
}

/**
 * A section whose heading and one stretch of its text hold more of the query's terms comes first (an answer
 * says them together; a long table of errors holds many of them far apart), then one whose heading holds more
 * of them (a heading that is the query outranks text that repeats one common word of it), then one holding
 * more of them anywhere, then the weight of its matches, a heading's words weighing more.
 */
function sectionScore(page: ReadPage, section: PageSection, locations: number[], terms: string[]): number {
  const inHeading = locations.filter((location) => location < section.bodyStart);
  return (
    termsHeldTogether(page, section, locations, terms) * 1e7 +
    termsHeld(page.words, inHeading, terms) * 1e6 +
    termsHeld(page.words, locations, terms) * 1e5 +
    locations.reduce((sum, location) => sum + (location < section.bodyStart ? HEADING_WORD_WEIGHT : 1), 0)
  );
}

function toHit(page: ReadPage, section: PageSection, locations: number[], options: HitOptions): SearchHit {
  const terms = queryTerms(options.query);
  const matched = new Set(options.matchedTerms);
  const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = section.hierarchy[level];
    if (value !== null) highlightHierarchy[level] = highlightText(value, terms, options.tags, matched);
  }

  const {bodyStart, end} = section;
  const snippet = buildSnippet({
    words: page.words,
    matches: locations.map((location) => ({location, score: 1})),
    start: bodyStart,
    end,
    length: options.snippetWords > 0 ? options.snippetWords : end - bodyStart,
    ellipsis: options.ellipsis,
    tags: options.tags,
    terms,
  });

  const headingLevelKey = `lvl${section.level}` as Exclude<HierarchyLevel, 'lvl0'>;
  // The page top is a title hit when its title says it all. A section is a text hit, its sentence shown with the
  // section it opens, unless it has no text to show: then its heading is the hit.
  const headingMatch = highlightHierarchy[headingLevelKey]?.matchLevel ?? 'none';
  const headingHit = section.heading
    ? snippet.text === ''
    : headingMatch === 'full' || (headingMatch === 'partial' && snippet.matchLevel === 'none');
  const urlWithoutAnchor = options.absoluteUrl(page.url);
  const anchor = section.heading?.id ?? null;
  const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;

  return {
    objectID: url,
    url,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    type: headingHit ? headingLevelKey : 'content',
    hierarchy: section.hierarchy,
    content: snippet.text || null,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      content: highlightText(snippet.text, terms, options.tags, matched),
    },
    _snippetResult:
      options.snippetWords > 0
        ? {hierarchy: snippetHierarchy(highlightHierarchy, section), content: {value: snippet.value, matchLevel: snippet.matchLevel}}
        : {},
  };
}

/**
 * The hierarchy as the modal shows it. DocSearch writes a text hit's page (lvl1) under its sentence, so a section's
 * lvl1 there is its heading path ("Websites and collections › Upload a folder from disk"): the reader sees which
 * section the hit opens. The search page reads the whole hierarchy from `_highlightResult` instead.
 */
function snippetHierarchy(
  highlighted: SearchHit['_highlightResult']['hierarchy'],
  section: PageSection,
): Partial<Record<HierarchyLevel, SnippetResult>> {
  const levels = Object.entries(highlighted).map(
    ([level, result]) => [level, {value: result.value, matchLevel: result.matchLevel}] as const,
  );
  if (!section.heading) return Object.fromEntries(levels);
  const path = HIERARCHY_LEVELS.slice(1, section.level + 1).flatMap((level) => (highlighted[level] ? [highlighted[level]] : []));
  const matchLevel = path.some((result) => result.matchLevel !== 'none') ? 'partial' : 'none';
  return Object.fromEntries([...levels, ['lvl1', {value: path.map((result) => result.value).join(' › '), matchLevel}]]);
}

/**
 * The page's hits for a query: its `maxHits` best matching sections, best first (matches in a heading
 * weigh more; a tie goes to the earlier section). A page the engine found without word positions (a match
 * in its metadata) is represented by its top.
 */
export function sectionHits(page: ReadPage, locations: number[], options: HitOptions): SearchHit[] {
  const terms = queryTerms(options.query);
  const bySection = matchesBySection(page, locations);
  if (bySection.size === 0 && !options.question) bySection.set(0, []);
  const best = [...bySection]
    .map(([index, matched]) => ({index, matched, score: sectionScore(page, page.sections[index]!, matched, terms)}))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(1, options.maxHits) - (options.question ? 1 : 0));
  const hits = best.map(({index, matched}) => toHit(page, page.sections[index]!, matched, options));
  if (!options.question) return hits;
  // The section that answers leads and names where the reader lands; the page's question says why the page came up.
  const sections = hits.filter((hit) => hit.anchor !== null);
  return [...sections.slice(0, 1), questionHit(page, options.question, options), ...sections.slice(1)];
}

/** The page top, with the page's question that the query matched as its text: why the page answers the query. */
function questionHit(page: ReadPage, question: string, options: HitOptions): SearchHit {
  const top = toHit(page, page.sections[0]!, [], options);
  const terms = queryTerms(options.query);
  const highlighted = highlightText(question, terms, options.tags, new Set(options.matchedTerms));
  return {
    ...top,
    type: 'content',
    content: question,
    _highlightResult: {...top._highlightResult, content: highlighted},
    _snippetResult:
      options.snippetWords > 0 ? {...top._snippetResult, content: {value: highlighted.value, matchLevel: highlighted.matchLevel}} : {},
  };
}
