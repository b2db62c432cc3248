/**
 * A server-only part of a page (../index.ts): the server renders `children`, made of a `*.server.tsx` module's
 * component, which the production client bundle lacks. The client keeps the server's HTML instead: while
 * hydrating, the HTML already in the document; after a client-side navigation, the page's own index.html. Links in
 * it go through the router like the theme's. Usage:
 * `<ServerOnly id="bee-responses-chain"><ResponsesTable ids={ids} /></ServerOnly>`, with an id unique on the page.
 */
import type {ReactNode} from 'react';
import {useRouterLinks} from './router-links';
import {useServerIsland} from './use-server-island';

/** Defined by plugins/server-html: true where the bundle renders server-only HTML (server, dev server). */
declare const __SERVER_HTML__: boolean;

const innerHtml = (part: Element) => part.innerHTML;

export default function ServerOnly({id, children}: {id: string; children: ReactNode}): ReactNode {
  return __SERVER_HTML__ ? <div id={id}>{children}</div> : <ServerHtml id={id} />;
}

/** The client's side of a server-only part: the server's HTML of element `id`, its site links routed. */
export function ServerHtml({id, className}: {id: string; className?: string}): ReactNode {
  const html = useServerIsland(id, innerHtml);
  const followLink = useRouterLinks();
  return <div id={id} className={className} onClick={followLink} dangerouslySetInnerHTML={{__html: html ?? ''}} suppressHydrationWarning />;
}
