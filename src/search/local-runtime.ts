/** The local backend, wired to this site; imported only when search is first used. */
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient} from './local-client';
import {loadPagefind} from './pagefind';

export const localSearchClient = createLocalSearchClient({
  loadEngine: () => loadPagefind(siteConfig.baseUrl),
  absoluteUrl: (url) => new URL(url, window.location.origin).href,
  now: () => performance.now(),
});

export async function preloadLocalIndex(): Promise<void> {
  await loadPagefind(siteConfig.baseUrl);
}
