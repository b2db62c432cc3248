/**
 * The indexed site: the one value every stage of the engine reads. Built once from the index file: a
 * MiniSearch index of whole pages (the page as one document: a page whose sections together hold the query's
 * words ranks, even when no one section does) and one of sections and error message entries, plus what the
 * signals need about each page. A section is its text, heading included; matching it by the headings above it
 * as well (its heading path) was tried and dropped, as it lowered the held-out folds of the relevance bench.
 */
import MiniSearch from 'minisearch';
import {normalizeWord} from '../highlight';
import {RELEASE_PAGE} from '../hits';
import type {IndexedPageText, SearchEntry} from '../search-index';
import {parseQuery} from './parse';
import {addToVocabulary, splitWords, wordTerms, type Vocabulary} from './words';

/** What kind of page answers: guides answer tasks; the API reference names symbols; release pages name versions. */
export type PageKind = 'guide' | 'api' | 'release' | 'blog';

export type PageDocument = {id: number; title: string; headings: string; questions: string; content: string; path: string};

/** A section of a page (its intro has no heading) or an error message entry leading to a section. */
export type Section = {page: number; anchor: number | null; start: number; end: number; entry?: number};
export type SectionDocument = {id: number; text: string};

export type IndexedSite = {
  pages: IndexedPageText[];
  entries: SearchEntry[];
  baseUrl: string;
  pageIndex: MiniSearch<PageDocument>;
  sectionIndex: MiniSearch<SectionDocument>;
  sections: Section[];
  vocabulary: Vocabulary;
  kinds: PageKind[];
  /** The release post and API changes page of each major. */
  releasePages: Map<number, number[]>;
  newestMajor: number;
  /** Normalized page titles and, on API pages, member names: what a symbol query can point at. */
  titles: string[];
  members: Set<string>[];
  /** Each page's words, split once, for the stages that read word positions. */
  words: string[][];
  /** Guide sections by their heading as a query reads it (a reader typing a heading they saw navigates to it). */
  headingSections: Map<string, number[]>;
};

export function kindOf(url: string): PageKind {
  if (RELEASE_PAGE.test(url)) return 'release';
  if (url.startsWith('/docs/api/')) return 'api';
  if (url.startsWith('/blog/')) return 'blog';
  return 'guide';
}

function termsOf(vocabulary: Vocabulary) {
  return (word: string) => {
    addToVocabulary(vocabulary, word);
    return wordTerms(word);
  };
}

function newPageIndex(vocabulary: Vocabulary): MiniSearch<PageDocument> {
  return new MiniSearch<PageDocument>({
    fields: ['title', 'headings', 'questions', 'content', 'path'],
    tokenize: splitWords,
    processTerm: termsOf(vocabulary),
  });
}

function pageDocumentsOf(pages: IndexedPageText[]): PageDocument[] {
  return pages.map((page, id) => ({
    id,
    title: page.title,
    headings: page.anchors.map((anchor) => anchor.text).join(' '),
    questions: [...(page.questions ?? []), ...(page.keywords ?? [])].join(' '),
    content: page.content,
    // An API page's kind is in its path only: "Bee class" finds /docs/api/classes/Bee/.
    path: page.url.split('/').join(' '),
  }));
}

function sectionsOf(pages: IndexedPageText[], words: string[][], entries: SearchEntry[]) {
  const sections: Section[] = [];
  const documents: SectionDocument[] = [];
  pages.forEach((page, id) => {
    const starts = [0, ...page.anchors.map((anchor) => anchor.location)];
    starts.forEach((start, index) => {
      const end = starts[index + 1] ?? words[id]!.length;
      if (end <= start) return;
      sections.push({page: id, anchor: index === 0 ? null : index - 1, start, end});
      documents.push({id: documents.length, text: words[id]!.slice(start, end).join(' ')});
    });
  });
  entries.forEach((entry, index) => {
    sections.push({page: entry.page, anchor: entry.anchor, start: 0, end: 0, entry: index});
    documents.push({id: documents.length, text: entry.text});
  });
  return {sections, documents};
}

/** The key a heading and a query share when the query is that heading: its words as typed, normalized. */
export const headingKey = (text: string) => parseQuery(text, {thesaurus: false}).phrase.join(' ');

function headingSectionsOf(pages: IndexedPageText[], sections: Section[], kinds: PageKind[]) {
  const headingSections = new Map<string, number[]>();
  sections.forEach(({page, anchor, entry}, id) => {
    if (anchor === null || entry !== undefined || kinds[page] !== 'guide') return;
    const key = headingKey(pages[page]!.anchors[anchor]!.text);
    headingSections.set(key, [...(headingSections.get(key) ?? []), id]);
  });
  return headingSections;
}

function releasesOf(pages: IndexedPageText[]) {
  const releasePages = new Map<number, number[]>();
  pages.forEach((page, id) => {
    const major = RELEASE_PAGE.exec(page.url)?.[1];
    if (major) releasePages.set(Number(major), [...(releasePages.get(Number(major)) ?? []), id]);
  });
  return {releasePages, newestMajor: Math.max(0, ...releasePages.keys())};
}

/** The site with empty MiniSearch indexes, and the documents that fill them, sections first (they share one vocabulary). */
function siteToFill(pages: IndexedPageText[], baseUrl: string, entries: SearchEntry[]) {
  const vocabulary: Vocabulary = new Map();
  const words = pages.map((page) => splitWords(page.content));
  const {sections, documents} = sectionsOf(pages, words, entries);
  const sectionIndex = new MiniSearch<SectionDocument>({fields: ['text'], tokenize: splitWords, processTerm: termsOf(vocabulary)});
  const kinds = pages.map((page) => kindOf(page.url));
  const site: IndexedSite = {
    pages,
    entries,
    baseUrl,
    pageIndex: newPageIndex(vocabulary),
    sectionIndex,
    sections,
    vocabulary,
    kinds,
    ...releasesOf(pages),
    titles: pages.map((page) => normalizeWord(page.title)),
    members: pages.map((page, id) => new Set(kinds[id] === 'api' ? page.anchors.map((anchor) => normalizeWord(anchor.text)) : [])),
    words,
    headingSections: headingSectionsOf(pages, sections, kinds),
  };
  return {site, sectionDocuments: documents, pageDocuments: pageDocumentsOf(pages)};
}

export function indexSite(pages: IndexedPageText[], baseUrl: string, entries: SearchEntry[] = []): IndexedSite {
  const {site, sectionDocuments, pageDocuments} = siteToFill(pages, baseUrl, entries);
  site.sectionIndex.addAll(sectionDocuments);
  site.pageIndex.addAll(pageDocuments);
  return site;
}

/** Hands the thread to what waits (a render, a keystroke) in the order it was queued, without a timer's clamp. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Adds documents a slice of time at a time. MiniSearch's addAllAsync adds a fixed number per timer, whose clamp
 * (4 ms once timers nest) would add up over a few thousand sections; a time budget suits a fast and a slow CPU alike.
 */
async function addInSlices<T>(index: MiniSearch<T>, documents: T[], sliceMs: number): Promise<void> {
  let next = 0;
  while (next < documents.length) {
    await yieldToPage();
    const until = performance.now() + sliceMs;
    do index.add(documents[next++]!);
    while (next < documents.length && performance.now() < until);
  }
}

/**
 * The same site, indexed in slices of at most about `sliceMs` each, so that a page indexing it stays responsive:
 * in the search modal the titles index's first answer is drawn while the full index is built.
 */
export async function indexSiteInSlices(
  pages: IndexedPageText[],
  baseUrl: string,
  entries: SearchEntry[],
  sliceMs: number,
): Promise<IndexedSite> {
  const {site, sectionDocuments, pageDocuments} = siteToFill(pages, baseUrl, entries);
  await addInSlices(site.sectionIndex, sectionDocuments, sliceMs);
  await addInSlices(site.pageIndex, pageDocuments, sliceMs);
  return site;
}
