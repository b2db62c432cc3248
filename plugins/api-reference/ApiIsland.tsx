/**
 * One static body of an API page (see static-bodies.ts). The server renders `children`; the production client
 * bundle has none and shows the server's HTML instead. While hydrating it takes that HTML from the document,
 * so React neither re-creates nor diffs it; after a client-side navigation it takes it from the page's own
 * index.html (fetch-island.ts, loaded only then). Links in that HTML go through the router like the theme's.
 */
import {useCallback, useEffect, useLayoutEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {FetchedIsland} from './fetch-island';

export const ISLAND_CLASS = 'api-island';

type Props = {id: string; children?: ReactNode};

export default function ApiIsland({id, children}: Props): ReactNode {
  if (children !== undefined) {
    return (
      <div id={id} className={ISLAND_CLASS}>
        {children}
      </div>
    );
  }
  return <StaticIsland id={id} />;
}

/** Clicks on site links inside static HTML navigate with the router, like the theme's Link, without a reload. */
function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  return useCallback(
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || !url.pathname.startsWith(baseUrl)) return;
      // Same-page anchors: the browser scrolls and the router follows the hash, as with the theme's links.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      history.push(`${url.pathname}${url.search}${url.hash}`);
    },
    [history, baseUrl],
  );
}

function StaticIsland({id}: {id: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  // Until hydration ends, the document holds this page's server-rendered HTML, this island's included.
  const [serverHtml] = useState(() => (isBrowser ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const [fetched, setFetched] = useState<FetchedIsland | null>(null);
  const followLink = useRouterLinks();

  useEffect(() => {
    if (serverHtml !== null) return undefined;
    let current = true;
    void import('./fetch-island')
      .then(({fetchIsland}) => fetchIsland(pathname, id))
      .then((island) => current && setFetched(island));
    return () => {
      current = false;
    };
  }, [serverHtml, pathname, id]);
  useLayoutEffect(() => fetched?.onShown(), [fetched]);

  return (
    <div
      id={id}
      className={ISLAND_CLASS}
      onClick={followLink}
      dangerouslySetInnerHTML={{__html: serverHtml ?? fetched?.html ?? ''}}
      suppressHydrationWarning
    />
  );
}
