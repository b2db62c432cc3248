/**
 * One static body of an API page (see static-bodies.ts). The server renders `children`; the production client
 * bundle has none and uses the server's HTML instead: while hydrating, the HTML already in the document, so
 * React neither re-creates nor diffs it; after a client-side navigation, the page's own index.html
 * (plugins/server-html/client/fetch-server-html.ts, loaded only then). Links in that HTML go through the router like the theme's. An island
 * with a `language` is one example code block, rendered again as the theme's CodeBlock from the code in it.
 */
import {useCallback, useEffect, useLayoutEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import type {ServerElement} from '../../server-html/client/fetch-server-html';

export const ISLAND_CLASS = 'api-island';
/** Text islands are laid out only near the viewport (api-reference.css); code islands hydrate a CodeBlock that measures itself. */
const TEXT_ISLAND_CLASS = `${ISLAND_CLASS} ${ISLAND_CLASS}--text`;

type Props = {id: string; language?: string; children?: ReactNode};

export default function ApiIsland({id, language, children}: Props): ReactNode {
  if (children !== undefined) {
    return (
      <div id={id} className={language ? ISLAND_CLASS : TEXT_ISLAND_CLASS}>
        {children}
      </div>
    );
  }
  return language ? <CodeIsland id={id} language={language} /> : <StaticIsland id={id} />;
}

const innerHtml = (island: Element) => island.innerHTML;
/** The theme's CodeBlock renders one `.token-line` per line of the code. */
const codeText = (island: Element) => Array.from(island.querySelectorAll('.token-line'), (line) => line.textContent).join('\n');

/**
 * `read` applied to the island as the server rendered it: taken from the document while hydrating (then it
 * is this page's server HTML), otherwise from the fetched page. Null until the fetch is done.
 */
function useServerIsland(id: string, read: (island: Element) => string): string | null {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const [fromDocument] = useState(() => {
    const island = isBrowser ? null : document.getElementById(id);
    return island ? read(island) : null;
  });
  const [fetched, setFetched] = useState<{value: string; island: ServerElement} | null>(null);
  useEffect(() => {
    if (fromDocument !== null) return undefined;
    let current = true;
    void import('../../server-html/client/fetch-server-html')
      .then(({fetchServerElement}) => fetchServerElement(pathname, id))
      .then((island) => current && setFetched({value: read(island.element), island}));
    return () => {
      current = false;
    };
  }, [fromDocument, pathname, id, read]);
  useLayoutEffect(() => fetched?.island.onShown(), [fetched]);
  return fromDocument ?? fetched?.value ?? null;
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
      if (link.origin !== window.location.origin || !link.pathname.startsWith(baseUrl)) return;
      // Same-page anchors: the browser scrolls and the router follows the hash, as with the theme's links.
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      history.push(`${link.pathname}${link.search}${link.hash}`);
    },
    [history, baseUrl],
  );
}

function StaticIsland({id}: {id: string}): ReactNode {
  const html = useServerIsland(id, innerHtml);
  const followLink = useRouterLinks();
  return (
    <div
      id={id}
      className={TEXT_ISLAND_CLASS}
      onClick={followLink}
      dangerouslySetInnerHTML={{__html: html ?? ''}}
      suppressHydrationWarning
    />
  );
}

function CodeIsland({id, language}: {id: string; language: string}): ReactNode {
  const code = useServerIsland(id, codeText);
  return (
    <div id={id} className={ISLAND_CLASS}>
      {code !== null && <CodeBlock className={`language-${language}`}>{code}</CodeBlock>}
    </div>
  );
}
