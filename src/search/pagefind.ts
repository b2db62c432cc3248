/**
 * Loads the Pagefind engine that `plugins/search-index` writes to `<baseUrl>pagefind/` after the build.
 * It is fetched at run time from the site itself, so it never enters the bundle, and it follows the base
 * URL the site is served under (a sub-path on a Swarm gateway works as is).
 */
import type {SearchEngine} from './local-client';

type Pagefind = SearchEngine & {init: () => Promise<void>};

let engine: Promise<Pagefind> | undefined;

export function loadPagefind(baseUrl: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    // A failed load (offline, or a dev server without an index) is retried by the next search.
    engine = undefined;
    throw error;
  });
  return engine;
}
