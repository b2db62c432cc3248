/**
 * Recent searches for hits DocSearch 3 does not save. It stores a chosen text hit as its page's title hit
 * (`__docsearch_parent`), which it finds only when the page's title hit is listed too: an Algolia index has
 * one for every page, the local index lists a page's title only when it matches. Such a hit is saved here as
 * its page, the way DocSearch would: under DocSearch's key, newest first, once per page, without highlight
 * data, 7 kept, or 4 when there are favourites. DocSearch reads the list when the modal next opens.
 */
type ChosenHit = {
  type: string;
  url: string;
  objectID: string;
  hierarchy: Record<string, string | null>;
  __docsearch_parent?: unknown;
};

const RECENT_LIMIT = 7;
const RECENT_LIMIT_WITH_FAVOURITES = 4;

function readList(key: string): {objectID: string}[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? (stored as {objectID: string}[]) : [];
  } catch {
    return [];
  }
}

export function rememberPageOfHit(hit: ChosenHit, indexName: string): void {
  if (hit.type !== 'content' || hit.__docsearch_parent) return;
  const url = hit.url.split('#')[0]!;
  const page = {
    type: 'lvl1',
    url,
    objectID: url,
    content: null,
    hierarchy: {
      lvl0: hit.hierarchy.lvl0 ?? null,
      lvl1: hit.hierarchy.lvl1 ?? null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
  const favourites = readList(`__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`);
  if (favourites.some((favourite) => favourite.objectID === page.objectID)) return;
  const key = `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
  const limit = favourites.length === 0 ? RECENT_LIMIT : RECENT_LIMIT_WITH_FAVOURITES;
  const recent = [page, ...readList(key).filter((item) => item.objectID !== page.objectID)].slice(0, limit);
  try {
    localStorage.setItem(key, JSON.stringify(recent));
  } catch {
    // Storage full or blocked: the search still works, without this recent search.
  }
}
