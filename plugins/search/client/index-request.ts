/**
 * The requests for the local index files, started as soon as the reader reaches for search (./index.ts) so that
 * they travel beside the engine's code (./local-runtime.ts) instead of after it: on a slow phone connection that
 * code takes a round trip and more of its own. Kept tiny, as it ships with every page; it never runs on a page load.
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

/** The response to read, taken once: a later load (after a failure) asks again. */
export function takeIndexResponse(baseUrl: string, path: string): Promise<Response> {
  const response = requestIndex(baseUrl, path);
  requests.delete(path);
  return response;
}
