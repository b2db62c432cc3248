/**
 * Loads the Pagefind engine that `plugins/search-index` writes to `<baseUrl>pagefind/` after the build.
 * It is fetched at run time from the site itself, so it never enters the bundle, and it follows the base
 * URL the site is served under (a sub-path on a Swarm gateway works as is).
 */
import type {SearchEngine} from './local-client';

type Pagefind = SearchEngine & {init: () => Promise<void>; preload: (term: string) => Promise<void>};

/**
 * Preloading a term fetches the engine's WebAssembly and the index chunk holding that term. The site's most
 * frequent word is in the chunk a first query most likely needs; other chunks load when a query needs them.
 */
const WARM_UP_TERM = 'bee';

let engine: Promise<Pagefind> | undefined;

export function loadPagefind(baseUrl: string): Promise<Pagefind> {
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

/** Gets the engine ready for the first query while the reader is still opening the modal. */
export async function warmUpPagefind(baseUrl: string): Promise<void> {
  const pagefind = await loadPagefind(baseUrl);
  await pagefind.preload(WARM_UP_TERM);
}
