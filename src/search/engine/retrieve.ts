/**
 * Stage 3, retrieve: the candidate pages of a query. Any of its groups finds a page (OR: a page need not hold
 * every word, the score stage weighs how many it holds), through the page as a whole or through one of its
 * sections or error message entries; a query naming a major also brings that major's release pages, and one
 * naming a symbol the symbol's pages.
 */
import type {Query, SearchResult} from 'minisearch';
import type {ExpandedGroup} from './expand';
import type {ParsedQuery} from './parse';
import type {IndexedSite} from './site';
import {queryTerm, splitWords} from './words';

export type EngineFeatures = {
  /** Field weights: a match in a title counts more than one in a heading or a question, more than one in the text. */
  fields: boolean;
};

const FIELD_BOOST = {title: 4, headings: 2, questions: 2, content: 1, path: 1};
const EVEN_BOOST = {title: 1, headings: 1, questions: 1, content: 1, path: 1};

export type Candidate = {
  page: number;
  /** The page as one document. */
  pageResult?: SearchResult;
  /** The page's best section or error message entry, and the entries that lead to its sections. */
  section?: SearchResult;
  entries: SearchResult[];
  /** The page's section whose heading the query is, word for word. */
  heading?: number;
};

export type Retrieved = {candidates: Map<number, Candidate>; symbolPages: Set<number>; releasePages: Set<number>};

function candidate(candidates: Map<number, Candidate>, page: number): Candidate {
  let found = candidates.get(page);
  if (!found) candidates.set(page, (found = {page, entries: []}));
  return found;
}

/** Pages a symbol query points at: API pages by title, and the members (headings) of API pages. */
function symbolPagesOf(parsed: ParsedQuery, site: IndexedSite): Set<number> {
  const found = new Set<number>();
  for (const {name, owner} of parsed.symbols) {
    site.titles.forEach((title, id) => {
      const ownPage = site.kinds[id] === 'api' && title === name;
      const member = site.members[id]!.has(name) && (owner === null || title === owner);
      if (ownPage || member) found.add(id);
    });
  }
  return found;
}

/** The pages a query about releases means: those of the majors it names, or of the newest. */
function releasePagesOf(parsed: ParsedQuery, site: IndexedSite): Set<number> {
  const majors = parsed.asksAboutReleases ? [site.newestMajor] : parsed.majors;
  return new Set(majors.flatMap((major) => site.releasePages.get(major) ?? []));
}

export function retrieve(site: IndexedSite, parsed: ParsedQuery, groups: ExpandedGroup[], features: EngineFeatures): Retrieved {
  const candidates = new Map<number, Candidate>();
  const query: Query = {combineWith: 'OR', queries: groups.map(({query}) => query)};
  const options = {tokenize: splitWords, processTerm: queryTerm};
  for (const result of site.pageIndex.search(query, {...options, boost: features.fields ? FIELD_BOOST : EVEN_BOOST})) {
    candidate(candidates, result.id as number).pageResult = result;
  }
  for (const result of site.sectionIndex.search(query, options)) {
    const section = site.sections[result.id as number]!;
    const found = candidate(candidates, section.page);
    // An error message the page explains counts as one of its sections.
    if (section.entry !== undefined) found.entries.push(result);
    if (!found.section || found.section.score < result.score) found.section = result;
  }
  for (const id of site.headingSections.get(parsed.phrase.join(' ')) ?? []) {
    candidate(candidates, site.sections[id]!.page).heading = id;
  }
  const symbolPages = symbolPagesOf(parsed, site);
  const releasePages = releasePagesOf(parsed, site);
  for (const page of [...symbolPages, ...releasePages]) candidate(candidates, page);
  return {candidates, symbolPages, releasePages};
}
