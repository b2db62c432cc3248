/**
 * Turns one page found by the local engine (Pagefind) into a hit of the shape DocSearch and the search page
 * read from Algolia: hierarchy lvl0..lvl6, content, type, url with anchor, objectID, highlight and snippet.
 */
import {
  buildSnippet,
  highlightText,
  normalizeWord,
  queryTerms,
  type HighlightResult,
  type HighlightTags,
  type SnippetResult,
} from './highlight';

export type EngineAnchor = {element: string; id: string; text: string; location: number};

export type EngineWeightedLocation = {weight: number; balanced_score: number; location: number};

export type EngineSubResult = {
  title: string;
  url: string;
  anchor?: EngineAnchor;
  weighted_locations: EngineWeightedLocation[];
  locations: number[];
};

/** The part of a Pagefind result's `data()` this module reads. */
export type EngineDocument = {
  /** URL with the site's base path, as the browser should open it. */
  url: string;
  /** URL as indexed, relative to the site's base path. */
  raw_url?: string;
  content: string;
  /** `content` with < and > escaped; its whitespace-separated words are what locations count. */
  raw_content?: string;
  meta: Record<string, string | undefined>;
  anchors: EngineAnchor[];
  sub_results: EngineSubResult[];
  locations: number[];
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
};

/** Top-level group of a page, from its path relative to the site's base path. */
export function sectionOf(path: string): string {
  const relative = path.replace(/^\/+/, '');
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
  const raw = document.raw_content ?? document.content;
  return raw
    .split(/[\r\n\s]+/g)
    .map((word) => word.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}

function startsWithWords(words: string[], at: number, text: string): number {
  const expected = text.split(/\s+/).map(normalizeWord).filter(Boolean);
  if (expected.length === 0) return 0;
  const actual = words.slice(at, at + expected.length).map(normalizeWord);
  return actual.every((word, index) => word === expected[index]) ? expected.length : 0;
}

function score(subResult: EngineSubResult): number {
  return subResult.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

/** The section of the page whose words matched the query best; the page top when nothing else did. */
export function bestSubResult(document: EngineDocument): EngineSubResult | undefined {
  let best: EngineSubResult | undefined;
  for (const subResult of document.sub_results) {
    if (!best || score(subResult) > score(best)) best = subResult;
  }
  return best;
}

export function toHit(document: EngineDocument, options: HitOptions): SearchHit {
  const words = engineWords(document);
  const headings = document.anchors
    .filter((anchor) => headingLevel(anchor) !== null && anchor.text.trim() !== '')
    .sort((a, b) => a.location - b.location);
  const subResult = bestSubResult(document);
  const title = document.meta.title?.trim() || document.url;
  const pagePath = document.raw_url ?? document.url;

  const hierarchy: Hierarchy = {lvl0: sectionOf(pagePath), lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  // The matched section's heading is the last heading at or before its anchor (the page top has none);
  // the headings it sits under fill the levels above it.
  const sectionAnchor = subResult?.anchor;
  const heading = sectionAnchor
    ? [...headings].reverse().find((anchor) => anchor.location <= sectionAnchor.location)
    : undefined;
  let headingDepth = 1;
  if (heading) {
    headingDepth = headingLevel(heading)!;
    hierarchy[`lvl${headingDepth}` as HierarchyLevel] = heading.text.trim();
    let depth = headingDepth;
    for (const anchor of [...headings].reverse()) {
      if (anchor.location >= heading.location) continue;
      const level = headingLevel(anchor)!;
      if (level < depth) {
        hierarchy[`lvl${level}` as HierarchyLevel] = anchor.text.trim();
        depth = level;
      }
    }
  }

  const start = heading?.location ?? 0;
  const next = headings.find((anchor) => anchor.location > start);
  const end = next?.location ?? words.length;
  const headingText = heading ? heading.text : title;
  const bodyStart = Math.min(end, start + startsWithWords(words, start, headingText));

  const terms = queryTerms(options.query);
  const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = hierarchy[level];
    if (value !== null) highlightHierarchy[level] = highlightText(value, terms, options.tags);
  }

  const matches = subResult
    ? subResult.weighted_locations.map(({location, balanced_score}) => ({location, score: balanced_score}))
    : document.locations.map((location) => ({location, score: 1}));
  const snippet = buildSnippet({
    words,
    matches,
    start: bodyStart,
    end,
    length: options.snippetWords > 0 ? options.snippetWords : end - bodyStart,
    ellipsis: options.ellipsis,
    tags: options.tags,
  });

  const headingLevelKey = `lvl${headingDepth}` as Exclude<HierarchyLevel, 'lvl0'>;
  // Like a DocSearch record, a section whose heading says it all is a heading hit; otherwise the text is.
  const headingMatch = highlightHierarchy[headingLevelKey]?.matchLevel ?? 'none';
  const headingHit = headingMatch === 'full' || (headingMatch === 'partial' && snippet.matchLevel === 'none');
  const type: SearchHit['type'] = headingHit ? headingLevelKey : 'content';
  const urlWithoutAnchor = options.absoluteUrl(document.url);
  const anchor = heading?.id ?? null;
  const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;

  return {
    objectID: url,
    url,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    type,
    hierarchy,
    content: snippet.text || null,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      content: highlightText(snippet.text, terms, options.tags),
    },
    _snippetResult:
      options.snippetWords > 0
        ? {
            hierarchy: Object.fromEntries(
              Object.entries(highlightHierarchy).map(([level, result]) => [level, {value: result.value, matchLevel: result.matchLevel}]),
            ),
            content: {value: snippet.value, matchLevel: snippet.matchLevel},
          }
        : {},
  };
}
