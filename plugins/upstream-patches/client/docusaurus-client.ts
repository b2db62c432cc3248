/**
 * Drop-in for `@docusaurus/core/lib/client/docusaurus.js`, the `window.docusaurus` object. The theme's Link calls
 * its `prefetch` for every site link that scrolls into view, and its `preload` on hover and touch.
 *
 * Upstream prefetches at once, in the intersection callback: right after hydration a guide page matched some
 * forty links against the route table and appended over 300 `<link rel="prefetch">` elements for 22 files in
 * one long task. Here links in view are queued and prefetched in idle time, a few milliseconds at a time, and
 * each chunk is looked up and each file requested once: webpack's lookup of a chunk's URL builds its table of
 * every chunk on each call, and under DevTools each `<link>` costs a stack trace, so a slice checks its time
 * after each chunk, not after each page. `preload` (needed now, for a navigation) is upstream's.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {matchRoutes} from 'react-router-config';

/** Injected into the webpack runtime by Docusaurus: the URL of a named chunk's file. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

/** Work per idle slice: short enough that even a 4x slower phone keeps each task well under 50 ms. */
const SLICE_MS = 4;

const prefetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const seenChunks = new Set<string>();
const requestedFiles = new Set<string>();
/** Pages whose links came into view, and chunks of those pages not yet looked up. */
const queue: string[] = [];
const chunkQueue: string[] = [];
let drainScheduled = false;

const isSlowConnection = () => {
  const {connection} = navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const linkPrefetchSupported = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function requestFile(url: string): void {
  if (requestedFiles.has(url)) return;
  requestedFiles.add(url);
  if (!linkPrefetchSupported) {
    // Browsers without <link rel="prefetch"> (Safari) still get the file into the HTTP cache. A failed prefetch
    // only means the chunk loads on navigation instead.
    fetch(url, {credentials: 'same-origin', priority: 'low'}).catch(() => undefined);
    return;
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Route paths in routesChunkNames carry a hash suffix: `/docs/intro-4f2` is the chunks of `/docs/intro`. */
const chunkNamesOf = (routePath: string) =>
  Object.entries(routesChunkNames)
    .filter(([pathWithHash]) => pathWithHash.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, chunks]) => Object.values(flat(chunks)) as string[]);

function queueChunksOf(routePath: string): void {
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path as string)) {
      if (seenChunks.has(chunkName)) continue;
      seenChunks.add(chunkName);
      chunkQueue.push(chunkName);
    }
  }
}

function prefetchChunk(chunkName: string): void {
  const url = __webpack_require__.gca(chunkName);
  // Chunks that webpack merged into others have no file of their own.
  if (url && !url.includes('undefined')) requestFile(url);
}

const whenIdle: (callback: () => void) => void =
  typeof window.requestIdleCallback === 'function'
    ? (callback) => window.requestIdleCallback(callback)
    : (callback) => setTimeout(callback, 50);

function drainQueue(): void {
  const start = performance.now();
  while (performance.now() - start < SLICE_MS) {
    if (chunkQueue.length > 0) prefetchChunk(chunkQueue.shift()!);
    else if (queue.length > 0) queueChunksOf(queue.shift()!);
    else break;
  }
  drainScheduled = queue.length + chunkQueue.length > 0;
  if (drainScheduled) whenIdle(drainQueue);
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  queue.push(routePath);
  if (!drainScheduled) {
    drainScheduled = true;
    whenIdle(drainQueue);
  }
  return Promise.resolve([]);
}

function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) return false;
  loadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
