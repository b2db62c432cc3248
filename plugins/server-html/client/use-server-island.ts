/**
 * `read` applied to a server-only part (an island, by its id) as the server rendered it: taken from the
 * document while hydrating (then it is this page's server HTML), otherwise from the page's own index.html
 * (./fetch-server-html.ts, loaded only then). Null until that fetch is done.
 */
import {useEffect, useLayoutEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ServerElement} from './fetch-server-html';

export function useServerIsland<T>(id: string, read: (island: Element) => T): T | null {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const [fromDocument] = useState(() => {
    const island = isBrowser ? null : document.getElementById(id);
    return island ? read(island) : null;
  });
  const [fetched, setFetched] = useState<{value: T; island: ServerElement} | null>(null);
  useEffect(() => {
    if (fromDocument !== null) return undefined;
    let current = true;
    void import('./fetch-server-html')
      .then(({fetchServerElement}) => fetchServerElement(pathname, id))
      .then((island) => current && setFetched({value: read(island.element), island}));
    return () => {
      current = false;
    };
  }, [fromDocument, pathname, id, read]);
  useLayoutEffect(() => fetched?.island.onShown(), [fetched]);
  return fromDocument ?? fetched?.value ?? null;
}
