/**
 * Whether the latest search reached its index. DocSearch 4.7 resets its own error status at once, so the
 * search bar renders the error state from here instead.
 */

export type SearchFailure = {query: string; error: unknown};

let failure: SearchFailure | null = null;
let latestRequest = 0;
let inFlight = 0;
let firstAnswer = false;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function publish(next: SearchFailure | null): void {
  if (next === failure) return;
  failure = next;
  notify();
}

/** Numbers a search as it starts; only the newest one may change the status when it settles. */
export function startSearchRequest(): number {
  latestRequest += 1;
  inFlight += 1;
  notify();
  return latestRequest;
}

function settle(): void {
  inFlight -= 1;
  notify();
}

export function reportSearchSuccess(request: number): void {
  settle();
  if (request === latestRequest) publish(null);
}

export function reportSearchFailure(request: number, query: string, error: unknown): void {
  settle();
  if (request === latestRequest) publish({query, error});
}

/**
 * Marks the hits shown as a first answer, from the titles index, until `complete` settles (the full engine is built
 * or failed to load): the modal stays busy meanwhile, then searches its query again (../theme/SearchBar/modal-behaviour.ts).
 */
export function showFirstAnswer(complete: Promise<unknown>): void {
  if (firstAnswer) return;
  firstAnswer = true;
  notify();
  const done = () => {
    firstAnswer = false;
    notify();
  };
  complete.then(done, done);
}

export function isFirstAnswer(): boolean {
  return firstAnswer;
}

/** Whether a search is under way or the hits shown are a first answer, for `aria-busy` on the modal. */
export function isSearching(): boolean {
  return inFlight > 0 || firstAnswer;
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
