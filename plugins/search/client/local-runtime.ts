/** The local backend, wired to this site; imported only when search is first used. */
import siteConfig from '@generated/docusaurus.config';
import {loadSearchEngine} from './engine';
import {createLocalSearchClient} from './local-client';

export const localSearchClient = createLocalSearchClient({
  loadEngine: () => loadSearchEngine(siteConfig.baseUrl),
  absoluteUrl: (url) => new URL(url, window.location.origin).href,
  now: () => performance.now(),
});

export async function preloadLocalIndex(): Promise<void> {
  await loadSearchEngine(siteConfig.baseUrl);
}
