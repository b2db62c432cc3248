/**
 * Stands in for `algoliasearch/lite` in the theme's search page when the local index backs search
 * (see ../plugin.ts): the page creates its client with `liteClient(appId, apiKey)`, and each of its requests asks
 * for one hit per page (./one-hit-per-page.ts).
 */
import {lazyLocalSearchClient} from './index';
import {oneHitPerPage} from './one-hit-per-page';

export function liteClient(): typeof lazyLocalSearchClient {
  return {...lazyLocalSearchClient, search: (searchMethodParams) => lazyLocalSearchClient.search(oneHitPerPage(searchMethodParams))};
}
