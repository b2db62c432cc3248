/**
 * Loads the Pagefind engine that `plugins/search-index` writes to `<baseUrl>pagefind/` after the build.
 * It is fetched at run time from the site itself, so it never enters the bundle, and it follows the base
 * URL the site is served under (a sub-path on a Swarm gateway works as is).
 */
import type {EngineDocument} from './hits';
import type {EngineResult, SearchEngine} from './local-client';

type PagefindResult = Omit<EngineResult, 'data'>;

type Pagefind = {
  options: (options: {noWorker?: boolean}) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]} | null>;
};

/** What a fragment file starts with once decompressed (Pagefind checks it the same way). */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/**
 * Reads the page behind a result from its fragment file, the way Pagefind's own `data()` does before it
 * works out excerpts for every matching section of the page. That work is slow on the long API pages
 * (tens of milliseconds each, at every query) and hits.ts does its own, so only the page is read here.
 * The index is written with one fragment file per page (see plugins/search-index), named by result id.
 */
async function loadFragment(baseUrl: string, id: string): Promise<EngineDocument> {
  const response = await fetch(`${baseUrl}pagefind/fragment/${id}.pf_fragment`);
  if (!response.ok) throw new Error(`Search index: ${response.status} for the fragment of ${id}.`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const signature = new TextEncoder().encode(FRAGMENT_SIGNATURE);
  // A server may already have undone the gzip (Content-Encoding); otherwise the browser undoes it here.
  const alreadyPlain = signature.every((byte, index) => bytes[index] === byte);
  const plain = alreadyPlain
    ? bytes
    : new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  const text = new TextDecoder().decode(plain);
  if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error(`Search index: the fragment of ${id} is not a Pagefind fragment.`);
  const fragment = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as EngineDocument;
  return {...fragment, raw_url: fragment.url, url: `${baseUrl}${fragment.url.replace(/^\//, '')}`};
}

let engine: Promise<SearchEngine> | undefined;

/**
 * Starts the engine: the WebAssembly and the index's metadata load at once; the index chunk a query needs
 * loads with that query. Pagefind runs on the page's thread, not in its web worker: the site's index is
 * small enough that a search takes a few milliseconds, and the worker would cost another script to fetch
 * and start and a message round trip for every page a search reads.
 */
export function loadPagefind(baseUrl: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    await pagefind.options({noWorker: true});
    await pagefind.init();
    try {
      // init only starts the loading; an empty search settles when the engine is ready, or fails with the
      // reason it cannot start, which would otherwise stick to every later search.
      await pagefind.search('');
    } catch (error) {
      await pagefind.destroy();
      throw error;
    }
    return {
      search: async (query: string) => {
        const found = await pagefind.search(query);
        return found && {results: found.results.map((result) => ({...result, data: () => loadFragment(baseUrl, result.id)}))};
      },
    };
  })().catch((error: unknown) => {
    // A failed load (offline, or a dev server without an index) is retried by the next search.
    engine = undefined;
    throw error;
  });
  return engine;
}
