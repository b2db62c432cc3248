/**
 * Whether the latest search reached its index. DocSearch 4.7 resets its own error status at once, so the
 * search bar renders the error state from here instead.
 */

export type SearchFailure = {query: string; error: unknown};

let failure: SearchFailure | null = null;
let latestRequest = 0;
const listeners = new Set<() => void>();

function publish(next: SearchFailure | null): void {
  if (next === failure) return;
  failure = next;
  listeners.forEach((listener) => listener());
}

/** Numbers a search as it starts; only the newest one may change the status when it settles. */
export function startSearchRequest(): number {
  latestRequest += 1;
  return latestRequest;
}

export function reportSearchSuccess(request: number): void {
  if (request === latestRequest) publish(null);
}

export function reportSearchFailure(request: number, query: string, error: unknown): void {
  if (request === latestRequest) publish({query, error});
}

export function clearSearchFailure(): void {
  latestRequest += 1;
  publish(null);
}

export function getSearchFailure(): SearchFailure | null {
  return failure;
}

export function subscribeSearchStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const seenGroups: string[] = [];

/** Remembers the top-level groups (hierarchy lvl0) results came from, newest first, for suggestions. */
export function recordResultGroups(groups: string[]): void {
  for (const group of groups) {
    const known = seenGroups.indexOf(group);
    if (known >= 0) seenGroups.splice(known, 1);
    seenGroups.unshift(group);
  }
}

/** Up to three queries to suggest when a search finds nothing, the way DocSearch meant to offer them. */
export function suggestedQueries(): string[] {
  return seenGroups.slice(0, 3);
}
