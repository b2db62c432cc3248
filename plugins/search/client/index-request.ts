/**
 * The requests for the local index files, made once each: the titles index's as soon as the reader reaches for
 * search (./index.ts), so that it travels beside the engine's code (./local-runtime.ts) instead of after it (on a
 * slow phone connection that code takes a round trip and more of its own), the full index's once the titles engine
 * is built. Kept tiny, as it ships with every page; it never runs on a page load.
 */
const requests = new Map<string, Promise<Response>>();

/** The request for one index file under the base URL, started once; a failed one (offline) is started again by the next call. */
export function requestIndex(baseUrl: string, path: string): Promise<Response> {
  let request = requests.get(path);
  if (!request) {
    request = fetch(`${baseUrl}${path}`).then((response) => {
      if (!response.ok) throw new Error(`Search index: ${response.status} for ${path}.`);
      return response;
    });
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request;
}

/**
 * Forgets a request whose response could not be used (its engine failed to build), so that the next load asks
 * again; a response that was used stays, so that reaching for search again asks for nothing.
 */
export function forgetIndexRequest(path: string): void {
  requests.delete(path);
}
