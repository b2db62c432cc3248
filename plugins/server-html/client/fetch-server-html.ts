/**
 * Server-only HTML after a client-side navigation (../index.ts): the page's own index.html, fetched and parsed
 * once per page. Loaded only then, so that a page loaded from the server, which never needs it, does not load it.
 *
 * One failure policy for every feature: when the page cannot be fetched or lacks the element (offline, a
 * redeployed site whose parts differ), the browser loads the page from the server, as it would without client
 * routing. A part without a fallback (an API body) would otherwise leave the page empty, and a part with one (a
 * sample's plain code) would show what the bundle has, which after a redeploy is no longer what the server has.
 */
export type ServerElement = {
  /** The element in the fetched page. */
  element: Element;
  /** Call once the element is in the document: the first call per fetch scrolls to the URL's hash target. */
  onShown: () => void;
};

type FetchedPage = {page: Document; onShown: () => void};

const pages = new Map<string, Promise<FetchedPage>>();

function fetchPage(pageUrl: string): Promise<FetchedPage> {
  const url = `${pageUrl.replace(/\/?$/, '/')}index.html`;
  return fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    let hashTargetPending = true;
    return {
      page,
      // The heading the URL points at moved down as the parts above it were filled in.
      onShown: () => {
        if (!hashTargetPending) return;
        hashTargetPending = false;
        const target = decodeURIComponent(window.location.hash.slice(1));
        if (target) document.getElementById(target)?.scrollIntoView();
      },
    };
  });
}

/** The element with `id` as the server rendered `pageUrl`; never rejects (see the failure policy above). */
export function fetchServerElement(pageUrl: string, id: string): Promise<ServerElement> {
  let page = pages.get(pageUrl);
  if (!page) {
    page = fetchPage(pageUrl);
    pages.set(pageUrl, page);
  }
  return page
    .then(({page, onShown}) => {
      const element = page.getElementById(id);
      if (!element) throw new Error(`${pageUrl} has no element ${id}`);
      return {element, onShown};
    })
    .catch(() => {
      window.location.reload();
      // The page is being replaced: nothing is left to show.
      return new Promise<never>(() => undefined);
    });
}
