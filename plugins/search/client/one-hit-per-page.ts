/**
 * The theme's search page counts documents ("12 documents found") and lists one result for each: its requests
 * ask for Algolia's `distinct`, so that the local index answers each page once, at its best section, rather than
 * once per section (the modal's requests leave it out and list up to three sections of a page).
 */
export function oneHitPerPage(searchMethodParams: unknown): unknown {
  const distinct = (requests: unknown[]) => requests.map((request) => ({...(request as object), distinct: true}));
  if (Array.isArray(searchMethodParams)) return distinct(searchMethodParams);
  const requests = (searchMethodParams as {requests?: unknown} | null | undefined)?.requests;
  // Anything else is left to the client, whose error names what a request needs.
  return Array.isArray(requests) ? {...(searchMethodParams as object), requests: distinct(requests)} : searchMethodParams;
}
