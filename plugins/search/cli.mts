/**
 * `npm run search -- "<query>"`: the top ten hits of the built index (build/search-index.json.gz) for a
 * query, each with its score and every signal's share of it, so that a maintainer sees why a page ranks
 * where it does. Reads the index `npm run build` wrote; builds nothing.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {createSearchEngine} from '../../src/search/engine/index';
import {SIGNALS} from '../../src/search/engine/score';
import {readStoredEntry, readStoredPage, SEARCH_INDEX_PATH, type SearchIndexFile} from '../../src/search/search-index';

const indexFile = path.join(import.meta.dirname, '..', '..', 'build', SEARCH_INDEX_PATH);
const query = process.argv.slice(2).join(' ').trim();
if (query === '') {
  console.error('Usage: npm run search -- "<query>"');
  process.exit(2);
}
if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: build the site first (npm run build).`);
  process.exit(2);
}
const file = JSON.parse(gunzipSync(readFileSync(indexFile)).toString('utf8')) as SearchIndexFile;
const engine = createSearchEngine(file.pages.map(readStoredPage), '/', file.entries.map(readStoredEntry));
const results = engine.explain(query).slice(0, 10);
const percent = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`.padStart(4);
console.log(`"${query}": ${results.length === 0 ? 'no hits' : `top ${results.length}`}   signals: ${SIGNALS.join(', ')}`);
results.forEach((result, index) => {
  const shares = SIGNALS.filter((signal) => result.signals[signal] > 0).map(
    (signal) => `${signal} ${percent(result.signals[signal], result.score)}`,
  );
  console.log(`${String(index + 1).padStart(2)}. ${result.url.padEnd(48)} ${result.score.toFixed(2).padStart(6)}  ${shares.join('  ')}`);
});
