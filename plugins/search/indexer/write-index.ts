/**
 * Writes the local search index of the given pages (src/search/search-index.ts): each built page's text,
 * title and headings (page-text.ts) with what its front matter says it answers, and the error messages the
 * site explains (../client/data/errors.ts, src/data/bee-behaviour/) as entries that lead to their
 * sections, as one gzipped file the browser reads at once; and beside it the titles index, the same pages'
 * titles and headings only, which answers the modal's first query while the full one loads.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {gzipAsync} from '@gfx/zopfli';
import {BEE_RESPONSES} from '../../../src/data/bee-behaviour';
import {BEE_JS_ERRORS, BROWSER_CONSOLE_ERRORS} from '../client/data/errors';
import {
  SEARCH_INDEX_PATH,
  storePage,
  titlesPage,
  TITLES_INDEX_PATH,
  type IndexedPageText,
  type SearchIndexFile,
  type StoredEntry,
} from '../../../src/search/search-index';
import {pageText} from './page-text';
import type {IndexedPage} from './pages';

/** How bee-js prints a BeeResponseError: the status text Bee sends with the status, then Bee's JSON body. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A message to index and the section it leads to; `source` names where it is declared, for errors. */
export type ErrorEntry = {text: string; docs: string; source: string};

/**
 * Each message once per section: Bee gives the same answer on many endpoints (every chain route of an ultra-light
 * node says "Chain is disabled"), and a pasted message needs one entry leading to its section, not one per route.
 */
export function errorEntries(): ErrorEntry[] {
  const entries = [
    ...BEE_RESPONSES.map(({id, status, message, docs}) => ({
      text: `BeeResponseError: ${STATUS_TEXT[status] ?? status}: ${JSON.stringify({message, code: status})}`,
      docs,
      source: `src/data/bee-behaviour/ (${id})`,
    })),
    ...[...BEE_JS_ERRORS, ...BROWSER_CONSOLE_ERRORS].map(({message, docs}) => ({
      text: message,
      docs,
      source: `plugins/search/client/data/errors.ts ("${message}")`,
    })),
  ];
  return [...new Map(entries.map((entry) => [`${entry.docs} ${entry.text}`, entry])).values()];
}

/** Each entry as the page and heading it leads to; an entry naming no section of the built pages fails the build. */
export function storeEntries(entries: ErrorEntry[], pages: IndexedPageText[]): StoredEntry[] {
  return entries.map(({text, docs, source}) => {
    const [url, id] = docs.split('#');
    const page = pages.findIndex((candidate) => candidate.url === url);
    const anchor = page === -1 ? -1 : pages[page]!.anchors.findIndex((heading) => heading.id === id);
    if (anchor === -1) throw new Error(`search-index: ${source} leads to ${docs}, which is not a section of the built site.`);
    return [page, anchor, text];
  });
}

/** Writes the index of `pages` (read from the built files in `outDir`) and `entries`; returns how many pages it holds. */
export async function writeSearchIndex(outDir: string, pages: IndexedPage[], entries: ErrorEntry[] = errorEntries()): Promise<number> {
  const texts: IndexedPageText[] = [];
  for (const page of pages) {
    const text = pageText(await readFile(join(outDir, page.file), 'utf8'), page.url);
    if (text.content === '') throw new Error(`search-index: ${page.file} has no article text.`);
    texts.push({...text, questions: page.questions, keywords: page.keywords});
  }
  const indexFile: SearchIndexFile = {pages: texts.map(storePage), entries: storeEntries(entries, texts)};
  // Zopfli writes ordinary gzip smaller than zlib's best. Measured on the site's 344,151-byte index, each in a
  // fresh process: zlib level 9 gives 99,448 bytes; Zopfli with one iteration and no block splitting 95,554 in
  // 0.16-0.20 s; 5 iterations with block splitting 94,566 in 0.62 s, which were the last 0.45 s of the build.
  const gzip = (file: SearchIndexFile) => gzipAsync(Buffer.from(JSON.stringify(file)), {numiterations: 1, blocksplitting: false});
  await writeFile(join(outDir, SEARCH_INDEX_PATH), await gzip(indexFile));
  await writeFile(join(outDir, TITLES_INDEX_PATH), await gzip({pages: texts.map((text) => storePage(titlesPage(text))), entries: []}));
  return pages.length;
}
