/**
 * A query with at least one word the index holds (within its typo budget) never comes back empty: queries
 * are sampled from the built index's own words, given random typos and mixed with words no page has.
 * Runs the browser's engine in Node over the built index file; no browser needed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {createSearchEngine} from '../../src/search/engine';
import {normalizeWord} from '../../src/search/highlight';
import {STOP_WORDS, typoBudget} from '../../src/search/engine/parse';
import {readStoredPage, SEARCH_INDEX_PATH, type SearchIndexFile} from '../../src/search/search-index';
import {BUILD_DIR} from './harness';

const QUERIES = 300;

/** A small seeded generator (mulberry32), so that a failing sample can be run again. */
function randomFrom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One random edit at a letter of [from, to): a letter dropped, added, changed, or two neighbours swapped. */
function withTypo(word: string, from: number, to: number, random: () => number): string {
  const at = from + Math.floor(random() * (to - from));
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + letter + word.slice(at);
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

test(`${QUERIES} queries with an indexed word, typos and unknown words all find something`, async () => {
  const index = JSON.parse(gunzipSync(readFileSync(join(BUILD_DIR, SEARCH_INDEX_PATH))).toString('utf8')) as SearchIndexFile;
  const pages = index.pages.map(readStoredPage);
  const engine = createSearchEngine(pages, '/');
  const vocabulary = [
    ...new Set(
      pages
        .flatMap((page) => page.content.split(' ').map(normalizeWord))
        .filter((word) => /^\p{L}{4,}$/u.test(word) && !STOP_WORDS.has(word)),
    ),
  ].sort();
  const random = randomFrom(12);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const empty: string[] = [];
  for (let sample = 0; sample < QUERIES; sample += 1) {
    const word = pick(vocabulary);
    // As Algolia counts, the budget is the typed word's: a dropped letter can leave it a typo short. Two
    // typos are two mistakes, one in each half of the word: edits of one spot twice (a letter added
    // between two swapped ones) count as three in the engine's distance.
    let typed = word;
    const half = Math.floor(word.length / 2);
    for (let typos = 1, wanted = Math.floor(random() * (typoBudget(word) + 1)); typos <= wanted; typos += 1) {
      const next = typos === 1 ? withTypo(typed, 0, half - 1, random) : withTypo(typed, typed.length - half + 1, typed.length - 1, random);
      if (typoBudget(next) < typos) break;
      typed = next;
    }
    const others = ['how', 'do', 'i', 'the', 'qzxvbnm', 'wibblefrotz'].filter(() => random() < 0.4);
    const query = [...others, typed].sort(() => random() - 0.5).join(' ');
    const found = (await engine.search(query))?.results ?? [];
    if (found.length === 0) empty.push(`"${query}" (from "${word}")`);
  }
  assert.deepEqual(empty, [], `${empty.length} of ${QUERIES} queries found nothing`);
});
