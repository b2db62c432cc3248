/**
 * Islands for client-side navigations (ApiIsland.tsx): the page's own index.html, fetched and parsed once per
 * page. Split from ApiIsland so that a page loaded from the server, which never needs it, does not load it.
 */
import {ISLAND_CLASS} from './ApiIsland';

export type FetchedIsland = {
  /** The island in the fetched page. */
  element: Element;
  /** Call once the island is in the document: the first call per fetch scrolls to the URL's hash target. */
  onShown: () => void;
};

type FetchedPage = {islands: Map<string, Element>; onShown: () => void};

const pages = new Map<string, Promise<FetchedPage>>();

function fetchPage(pageUrl: string): Promise<FetchedPage> {
  const url = `${pageUrl.replace(/\/?$/, '/')}index.html`;
  return fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    let hashTargetPending = true;
    return {
      islands: new Map(Array.from(page.querySelectorAll(`.${ISLAND_CLASS}`), (island) => [island.id, island])),
      // The heading the URL points at moved down as the islands above it were filled in.
      onShown: () => {
        if (!hashTargetPending) return;
        hashTargetPending = false;
        const target = decodeURIComponent(window.location.hash.slice(1));
        if (target) document.getElementById(target)?.scrollIntoView();
      },
    };
  });
}

/**
 * Never rejects: without its bodies the page is of no use, so on failure (offline, a redeployed site whose
 * islands differ) the browser loads the page from the server instead, as it would without client routing.
 */
export function fetchIsland(pageUrl: string, id: string): Promise<FetchedIsland> {
  let page = pages.get(pageUrl);
  if (!page) {
    page = fetchPage(pageUrl);
    pages.set(pageUrl, page);
  }
  return page
    .then(({islands, onShown}) => {
      const element = islands.get(id);
      if (!element) throw new Error(`${pageUrl} has no island ${id}`);
      return {element, onShown};
    })
    .catch(() => {
      window.location.reload();
      // The page is being replaced: nothing is left to show.
      return new Promise<never>(() => undefined);
    });
}
