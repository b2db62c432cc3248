/**
 * A diagram's picture (../remark.ts). The server renders the SVG; the production client bundle has none and
 * keeps the server's HTML instead: while hydrating, the SVG already in the document; after a client-side
 * navigation, the page's own index.html (plugins/server-html), fetched only then.
 */
import type {ReactNode} from 'react';
import {useServerIsland} from '../../server-html/client/use-server-island';

const innerHtml = (picture: Element) => picture.innerHTML;

export default function DiagramPicture({id, svg}: {id: string; svg: string}): ReactNode {
  if (svg !== '') return <div id={id} className="diagram__picture" dangerouslySetInnerHTML={{__html: svg}} />;
  return <ServerPicture id={id} />;
}

function ServerPicture({id}: {id: string}): ReactNode {
  const svg = useServerIsland(id, innerHtml);
  return <div id={id} className="diagram__picture" dangerouslySetInnerHTML={{__html: svg ?? ''}} suppressHydrationWarning />;
}
