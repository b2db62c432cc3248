/**
 * Stands in for `algoliasearch/lite` in the theme's search page when the local index backs search
 * (see ../plugin.ts): the page creates its client with `liteClient(appId, apiKey)`.
 */
import {lazyLocalSearchClient} from './index';

export function liteClient(): typeof lazyLocalSearchClient {
  return lazyLocalSearchClient;
}
