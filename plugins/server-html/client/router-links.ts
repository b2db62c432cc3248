import {useCallback, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * Clicks on site links inside server-only HTML navigate with the router, like the theme's Link, without a
 * reload: for the element's `onClick`.
 */
export function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
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
