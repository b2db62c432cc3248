/**
 * The engines the relevance bench compares, each behind the same `PageSearch`: ours over the built index file
 * (through the client the modal uses, so pages come in the modal's order), MiniSearch with the defaults its
 * README documents (one document per page, title and text, fuzzy 0.2, prefix search), and Pagefind with its
 * default settings indexing the same build, searched in Chromium with its own browser bundle.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gunzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import type {Browser} from 'playwright-core';
import {createSearchEngine, type EngineOptions} from '../../../src/search/engine';
import {createLocalSearchClient, type SearchResponse} from '../../../plugins/search/client/local-client';
import {readStoredEntry, readStoredPage, SEARCH_INDEX_PATH, type SearchIndexFile} from '../../../src/search/search-index';
import {BUILD_DIR, ROOT, serveStatic} from '../../e2e/harness';
import {distinctPages, type PageSearch} from './relevance';

export function readBuiltIndex() {
  const file = JSON.parse(gunzipSync(readFileSync(join(BUILD_DIR, SEARCH_INDEX_PATH))).toString('utf8')) as SearchIndexFile;
  return {pages: file.pages.map(readStoredPage), entries: file.entries.map(readStoredEntry)};
}

/** The hits of our engine and client as the modal lists them (a page's sections, with their anchors), best first. */
export function oursHits(options: EngineOptions = {}): (query: string) => Promise<string[]> {
  const {pages, entries} = readBuiltIndex();
  const engine = createSearchEngine(pages, '/', entries, options);
  const client = createLocalSearchClient({loadEngine: async () => engine, absoluteUrl: (url) => url});
  return async (query) => {
    const {results} = await client.search({requests: [{query, hitsPerPage: 20}]});
    return (results[0] as SearchResponse).hits.map((hit) => hit.url);
  };
}

/** Our engine and client as the modal runs them, over the built index, with the given features and signal weights. */
export function oursSearch(options: EngineOptions = {}): PageSearch {
  const hits = oursHits(options);
  return async (query) => distinctPages(await hits(query));
}

/** MiniSearch as its README sets it up: one document per page, its title and text, fuzzy 0.2 and prefix. */
export function miniSearchDefaults(): PageSearch {
  const {pages} = readBuiltIndex();
  const miniSearch = new MiniSearch<{id: number; title: string; text: string}>({fields: ['title', 'text']});
  miniSearch.addAll(pages.map((page, id) => ({id, title: page.title, text: page.content})));
  return async (query) => miniSearch.search(query, {fuzzy: 0.2, prefix: true}).map((result) => pages[result.id as number]!.url);
}

/** Pagefind on defaults over the built HTML, queried in Chromium; `close` removes its bundle. */
export async function pagefindDefaults(browser: Browser): Promise<PageSearch & {close: () => Promise<void>}> {
  // Pagefind's Node API is an ES module only, which this CommonJS-compiled module imports by its file URL.
  const pagefind = (await import(
    pathToFileURL(join(ROOT, 'node_modules', 'pagefind', 'lib', 'index.js')).href
  )) as typeof import('pagefind');
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-bench-'));
  const {index} = await pagefind.createIndex();
  if (!index) throw new Error('Pagefind: no index was created');
  await index.addDirectory({path: BUILD_DIR});
  await index.writeFiles({outputPath: join(dir, 'pagefind')});
  await pagefind.close();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>pagefind</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  const site = await serveStatic(dir);
  const page = await browser.newPage();
  await page.goto(site.url());
  await page.evaluate(`import('/pagefind/pagefind.js').then(async (pagefind) => { await pagefind.init(); window.pagefind = pagefind; })`);
  const search = async (query: string) => {
    // Passed as source text: the TypeScript loader would wrap an in-page function in a helper the page lacks.
    const urls = await page.evaluate<string[]>(`(async () => {
      const found = await window.pagefind.search(${JSON.stringify(query)});
      const top = await Promise.all(found.results.slice(0, 10).map((result) => result.data()));
      return top.map((data) => data.url);
    })()`);
    return distinctPages(urls);
  };
  return Object.assign(search, {
    close: async () => {
      await page.close();
      await site.close();
      rmSync(dir, {recursive: true, force: true});
    },
  });
}
