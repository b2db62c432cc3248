/**
 * Static lines of compiled samples after a client-side navigation (StaticLines.tsx): the current page's own
 * index.html, fetched and parsed once per page. Split from StaticLines so that a page loaded from the server,
 * which never needs it, does not load it.
 */
const pages = new Map<string, Promise<Document | null>>();

function fetchPage(pathname: string): Promise<Document | null> {
  const url = `${pathname.replace(/\/?$/, '/')}index.html`;
  return fetch(url)
    .then(async (response) => (response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : null))
    .catch(() => null);
}

/** The lines' HTML, or null when the page cannot be fetched: the sample then keeps the theme's highlighting. */
export function fetchLines(id: string): Promise<string | null> {
  const {pathname} = window.location;
  let page = pages.get(pathname);
  if (!page) {
    page = fetchPage(pathname);
    pages.set(pathname, page);
  }
  return page.then((document) => document?.getElementById(id)?.innerHTML ?? null);
}
