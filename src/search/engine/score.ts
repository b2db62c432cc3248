/**
 * Stage 4, score: each candidate page gets one value per signal, from 0 to 1, and its score is their weighted
 * sum. The signals are general (none names a query or a page); each was kept because leaving it out lowers the
 * held-out folds of `npm run bench -- search-relevance`, which prints what dropping each one costs. Tried and
 * dropped there, as they raised no held-out fold: the share of query words a page holds (the page signal
 * already counts them), a sentence holding every query word as a score (./sentences.ts still picks the
 * sentence a hit shows), error message entries quoted by the query (they still bring their page in), and
 * the client's structure tiers.
 */
import type {ExpandedGroup} from './expand';
import type {ParsedQuery} from './parse';
import type {Retrieved} from './retrieve';
import {withPageSignals} from './page-signals';
import {bestSentence} from './sentences';
import {SIGNALS, type Scored, type Signal, type SignalWeights} from './signals';
import type {IndexedSite} from './site';

export {SIGNALS, type Scored, type Signal, type SignalWeights} from './signals';

/**
 * - page: the page as one document (BM25 over its weighted fields), relative to the best page;
 * - section: its best section, relative to the best section;
 * - kind: guides answer tasks; API and release pages count as guides only when the query names a symbol or a version;
 * - symbol: the page is the named symbol's own page or documents it as a member;
 * - release: the page is a release page of the major the query names;
 * - heading: the query is one of the page's guide headings, word for word (a reader navigating to a section
 *   they saw). The relevance set's questions are not headings, so the folds cannot weigh it: it is held by
 *   tests/e2e/search.test.ts "a guide heading finds its section first" instead;
 * - headingWords: the share of the query, rare words weighing more, that one of the page's guide headings holds:
 *   the guide with a section titled by the question's topic covers it ("upload a folder" reaches "Upload a folder
 *   from disk"; "CORS" weighs more than "error");
 * - phrase: the page says every word of the query in its order, stop words left out ("upload folder" in
 *   "uploads a folder", "CORS error"). Like heading, the relevance set's questions are too long to say word for
 *   word, so the folds cannot weigh it (leaving it out changes none of their queries): it is held by
 *   tests/e2e/search-sections.test.ts instead. Both are worked out for the best-scored pages only (./page-signals.ts).
 */
export const DEFAULT_WEIGHTS: SignalWeights = {
  page: 1,
  section: 1,
  kind: 0.5,
  symbol: 4,
  release: 4,
  heading: 4,
  phrase: 0.5,
  headingWords: 1,
};

function kindPrior(page: number, site: IndexedSite, parsed: ParsedQuery, retrieved: Retrieved): number {
  const kind = site.kinds[page]!;
  if (kind === 'guide') return 1;
  if (kind === 'release') return parsed.majors.length > 0 || parsed.asksAboutReleases ? 1 : 0;
  if (kind === 'api') return parsed.symbols.length > 0 && retrieved.symbolPages.has(page) ? 1 : 0;
  return 0;
}

/** The sentence a listed page's hit shows: only for the pages a reader sees, after scoring. */
export function withSentence(site: IndexedSite, scored: Scored, groups: ExpandedGroup[]): Scored {
  if (groups.length < 2) return scored;
  const sentence = bestSentence(site, scored.candidate.page, groups);
  return sentence && sentence.matched >= 2 ? {...scored, sentence} : scored;
}

export function score(
  site: IndexedSite,
  parsed: ParsedQuery,
  groups: ExpandedGroup[],
  retrieved: Retrieved,
  weights: SignalWeights,
): Scored[] {
  const candidates = [...retrieved.candidates.values()];
  const bestPage = Math.max(1e-9, ...candidates.map((found) => found.pageResult?.score ?? 0));
  const bestSection = Math.max(1e-9, ...candidates.map((found) => found.section?.score ?? 0));
  const scored = candidates.map((candidate): Scored => {
    const {page, pageResult, section} = candidate;
    const signals: Record<Signal, number> = {
      page: (pageResult?.score ?? 0) / bestPage,
      section: (section?.score ?? 0) / bestSection,
      kind: kindPrior(page, site, parsed, retrieved),
      symbol: retrieved.symbolPages.has(page) ? 1 : 0,
      release: retrieved.releasePages.has(page) ? 1 : 0,
      heading: candidate.heading === undefined ? 0 : 1,
      phrase: 0,
      headingWords: 0,
    };
    for (const signal of SIGNALS) signals[signal] *= weights[signal];
    const total = Object.values(signals).reduce((sum, value) => sum + value, 0);
    return {candidate, score: total, signals};
  });
  return withPageSignals(site, parsed, groups, scored, weights);
}
