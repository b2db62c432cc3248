/**
 * The one entry point the UI uses for search, whichever backend the build chose. It stays small because
 * it ships with every page: the local engine, its index and the code that shapes its hits load on first use.
 */
import siteConfig from '@generated/docusaurus.config';
import siteMetadata from '@generated/site-metadata';
export {NOT_INDEXED_ATTRIBUTE} from '../../../src/search/search-index';
import {TITLES_INDEX_PATH} from '../../../src/search/search-index';
import {requestIndex} from './index-request';
import {recordResultGroups, reportSearchFailure, reportSearchSuccess, startSearchRequest} from './status';

/** The search box takes at most this many characters (spec: search input maximum length). */
export const QUERY_MAX_LENGTH = 64;

/** Hits DocSearch's modal asks for each query (its `hitsPerPage`). */
export const HITS_PER_QUERY = 20;

export type SearchBackend = 'local' | 'algolia';

export const searchBackend: SearchBackend = siteConfig.customFields?.docsearchBackend === 'algolia' ? 'algolia' : 'local';

type SearchClient = {
  search: (searchMethodParams: never) => Promise<unknown>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: unknown};
};

let runtime: Promise<typeof import('./local-runtime')> | undefined;

function loadLocalRuntime(): Promise<typeof import('./local-runtime')> {
  runtime ??= import('./local-runtime').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/** Starts the local engine ahead of the first query (search button focus or hover, or the shortcut). */
export function preloadSearch(): void {
  if (searchBackend !== 'local') return;
  // The titles index travels beside the engine's code rather than after it (the runtime reads this response); the
  // full one waits for the titles engine, so that on a slow connection it slows neither the first answer nor the
  // modal's code down.
  requestIndex(siteConfig.baseUrl, TITLES_INDEX_PATH).catch(() => undefined);
  loadLocalRuntime()
    .then((loaded) => loaded.preloadLocalIndex())
    // The first real search retries and reports the failure; a preload has nobody to tell.
    .catch(() => undefined);
}

const localAgent = {value: 'bee-js-docs local search', add: () => localAgent};

/** An Algolia-compatible client over the local index, for the theme's search page. */
export const lazyLocalSearchClient = {
  appId: 'local',
  search: async (searchMethodParams: unknown) => (await loadLocalRuntime()).localSearchClient.search(searchMethodParams),
  addAlgoliaAgent: (): void => undefined,
  transporter: {algoliaAgent: localAgent},
};

/** The same for DocSearch's modal, which answers from the titles index first while the full index loads. */
const lazyModalSearchClient = {
  ...lazyLocalSearchClient,
  search: async (searchMethodParams: unknown) => (await loadLocalRuntime()).modalSearchClient.search(searchMethodParams),
};

function requestCount(searchMethodParams: unknown): number {
  if (Array.isArray(searchMethodParams)) return searchMethodParams.length;
  const requests = (searchMethodParams as {requests?: unknown} | null)?.requests;
  return Array.isArray(requests) ? requests.length : 1;
}

function queryOf(searchMethodParams: unknown): string {
  const requests = Array.isArray(searchMethodParams)
    ? searchMethodParams
    : ((searchMethodParams as {requests?: unknown[]} | null)?.requests ?? []);
  const first = requests[0] as {query?: unknown; params?: {query?: unknown}} | undefined;
  const query = first?.query ?? first?.params?.query;
  return typeof query === 'string' ? query : '';
}

function groupsOf(response: unknown): string[] {
  const results = (response as {results?: {hits?: {hierarchy?: {lvl0?: unknown}}[]}[]} | null)?.results ?? [];
  const groups = results.flatMap((result) => result.hits ?? []).map((hit) => hit.hierarchy?.lvl0);
  return [...new Set(groups.filter((group): group is string => typeof group === 'string'))];
}

const emptyResult = {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: '', index: ''};

/**
 * DocSearch's `transformSearchClient`: picks the backend and records whether each search reached its index.
 * A failed search answers with no hits, so the modal never shows stale results under the error state.
 * Module-level on purpose: DocSearch memoises its client on this function's identity.
 */
export function transformSearchClient<Client extends SearchClient>(algoliaClient: Client): Client {
  const base = (searchBackend === 'local' ? lazyModalSearchClient : algoliaClient) as SearchClient;
  // Tells Algolia which integration queries it, as the theme's own transformSearchClient does.
  base.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
  return {
    ...base,
    search: async (searchMethodParams: never) => {
      const request = startSearchRequest();
      try {
        const response = await base.search(searchMethodParams);
        reportSearchSuccess(request);
        recordResultGroups(groupsOf(response));
        return response;
      } catch (error) {
        reportSearchFailure(request, queryOf(searchMethodParams), error);
        return {results: Array.from({length: requestCount(searchMethodParams)}, () => emptyResult)};
      }
    },
  } as Client;
}
