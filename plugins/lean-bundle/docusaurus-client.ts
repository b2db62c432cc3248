/**
 * Drop-in for `@docusaurus/core/lib/client/prefetch.js`, the helper that prefetches one chunk file. Docusaurus
 * calls it for every chunk of every link that scrolls into view, and many links share chunks: a guide page
 * appended over 300 `<link rel="prefetch">` elements for 22 files, in one long task right after hydration.
 * This one requests each file once and answers repeat calls with the first request's promise.
 */
const requests = new Map<string, Promise<void>>();

const linkPrefetchSupported = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function request(url: string): Promise<void> {
  if (!linkPrefetchSupported) {
    // Browsers without <link rel="prefetch"> (Safari) still get the file into the HTTP cache.
    return fetch(url, {credentials: 'same-origin', priority: 'low'}).then(() => undefined);
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch of ${url} failed`));
    document.head.appendChild(link);
  });
}

export default function prefetch(url: string): Promise<void> {
  let pending = requests.get(url);
  if (!pending) {
    // A failed prefetch only means the chunk loads on navigation instead; 404s show in the console anyway.
    pending = request(url).catch(() => undefined);
    requests.set(url, pending);
  }
  return pending;
}
