/**
 * A diagram's picture (../remark.ts). The server renders the SVG; the production client bundle has none and
 * keeps the server's HTML instead: while hydrating, the SVG already in the document; after a client-side
 * navigation, the page's own index.html (plugins/server-html), fetched only then.
 */
import type {ReactNode} from 'react';
import {useServerIsland} from '../../server-html/client/use-server-island';

const innerHtml = (picture: Element) => picture.innerHTML;

/**
 * A picture wider than a phone scrolls sideways, so its box takes keyboard focus to be scrolled, and is named
 * by the same caption as the picture.
 */
const boxProps = (id: string) => ({id, className: 'diagram__picture', tabIndex: 0, role: 'group', 'aria-labelledby': `${id}-caption`});

/** `svg` is there on the server only (../remark.ts). */
export default function DiagramPicture({id, svg}: {id: string; svg?: string}): ReactNode {
  if (svg !== undefined) return <div {...boxProps(id)} dangerouslySetInnerHTML={{__html: svg}} />;
  return <ServerPicture id={id} />;
}

function ServerPicture({id}: {id: string}): ReactNode {
  const svg = useServerIsland(id, innerHtml);
  return <div {...boxProps(id)} dangerouslySetInnerHTML={{__html: svg ?? ''}} suppressHydrationWarning />;
}
