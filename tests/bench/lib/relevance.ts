/**
 * Relevance measured as a search engineer does: five-fold cross-validation over the queries of the relevance
 * set that name the issue thread they come from, split by thread (a thread's queries never sit on both
 * sides), so that what is tuned on the training folds is judged on questions it never saw.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export type RelevancePair = {kind: string; query: string; expected: string; thread?: string};

/** A held-out question: the page and the section (heading id) that answer it, labelled by reading the pages. */
export type HeldOutPair = {query: string; expected: string; section: string; thread: string};
export type RelevanceSet = {minTop3HitRate: number; pairs: RelevancePair[]};

export const RELEVANCE_SET_PATH = join(import.meta.dirname, '..', '..', 'e2e', 'search-relevance.json');

export function readRelevanceSet(): RelevanceSet {
  return JSON.parse(readFileSync(RELEVANCE_SET_PATH, 'utf8')) as RelevanceSet;
}

/** Questions kept out of every fold and of the browser tests, so that no change is tuned on them. */
export const HELD_OUT_SET_PATH = join(import.meta.dirname, '..', 'search-held-out.json');

export function readHeldOutSet(): HeldOutPair[] {
  const {pairs} = JSON.parse(readFileSync(HELD_OUT_SET_PATH, 'utf8')) as {pairs: HeldOutPair[]};
  const unlabelled = pairs.find((pair) => !pair.thread || !pair.section || !pair.expected);
  if (unlabelled) throw new Error(`search-held-out.json: "${unlabelled.query}" lacks its thread, page or section`);
  return pairs;
}

export const FOLDS = 5;

/**
 * Threads in a stable pseudo-random order (by hash), each given to the fold that holds fewest queries so
 * far: folds of about equal size that stay the same from run to run and only grow when the set does.
 */
export function foldsByThread(pairs: RelevancePair[], folds = FOLDS): RelevancePair[][] {
  const byThread = new Map<string, RelevancePair[]>();
  for (const pair of pairs) {
    if (!pair.thread) throw new Error(`search-relevance.json: "${pair.query}" names no thread`);
    byThread.set(pair.thread, [...(byThread.get(pair.thread) ?? []), pair]);
  }
  const hash = (thread: string) => createHash('sha256').update(thread).digest('hex');
  const threads = [...byThread.keys()].sort((a, b) => hash(a).localeCompare(hash(b)));
  const result: RelevancePair[][] = Array.from({length: folds}, () => []);
  for (const thread of threads) {
    const smallest = result.reduce((best, fold) => (fold.length < best.length ? fold : best));
    smallest.push(...byThread.get(thread)!);
  }
  return result;
}

/** The pages a search engine lists for a query, best first, as site paths ("/docs/storage/"). */
export type PageSearch = (query: string) => Promise<string[]>;

export type Rates = {top1: number; top3: number; empty: number; total: number};

/** Where the expected page came in each query's result: 0 for first, -1 when not listed at all. */
export type Positions = Map<RelevancePair, number>;

export async function positionsOf(search: PageSearch, pairs: RelevancePair[]): Promise<Positions & {empties: Set<RelevancePair>}> {
  const positions = new Map<RelevancePair, number>() as Positions & {empties: Set<RelevancePair>};
  positions.empties = new Set();
  for (const pair of pairs) {
    const pages = await search(pair.query);
    if (pages.length === 0) positions.empties.add(pair);
    positions.set(pair, pages.indexOf(pair.expected));
  }
  return positions;
}

export function ratesOf(positions: Positions & {empties?: Set<RelevancePair>}, pairs: RelevancePair[]): Rates {
  const at = (pair: RelevancePair) => positions.get(pair) ?? -1;
  return {
    top1: pairs.filter((pair) => at(pair) === 0).length / pairs.length,
    top3: pairs.filter((pair) => at(pair) >= 0 && at(pair) < 3).length / pairs.length,
    empty: pairs.filter((pair) => positions.empties?.has(pair)).length,
    total: pairs.length,
  };
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Site path of a URL or path, without origin, query or fragment, with a trailing slash. */
export function sitePath(url: string): string {
  const path = new URL(url, 'http://site.invalid').pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Pages in order of first appearance: engines that list sections list a page more than once. */
export function distinctPages(urls: string[]): string[] {
  return [...new Set(urls.map(sitePath))];
}
