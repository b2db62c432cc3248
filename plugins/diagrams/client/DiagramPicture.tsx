/**
 * A diagram's picture (../remark.ts), fitted to the column, and its Enlarge button, which opens the picture at
 * full size in a dialog (a click or tap on the picture does too). The server renders the SVG; the production
 * client bundle has none and keeps the server's HTML instead: while hydrating, the SVG already in the document;
 * after a client-side navigation, the page's own index.html (plugins/server-html), fetched only then.
 */
import type {MouseEvent, ReactNode, SyntheticEvent} from 'react';
import {useServerIsland} from '../../server-html/client/use-server-island';

const innerHtml = (picture: Element) => picture.innerHTML;

type Enlarge = (event: MouseEvent<Element>) => void;

/** The box of the picture in the column, named by the same caption as the picture. */
const boxProps = (id: string, onClick: Enlarge) => ({
  id,
  className: 'diagram__picture',
  role: 'group',
  'aria-labelledby': `${id}-caption`,
  onClick,
});

/**
 * Opens the dialog of the picture `id` on a copy of the picture: the picture stays in the page, so nothing behind
 * the dialog moves. The copy's ids (the arrowheads') get a suffix, as ids must stay unique in the document.
 */
function showFullSize(id: string, frame: Element | null) {
  const svg = frame?.querySelector('.diagram__picture svg');
  const dialog = frame?.querySelector('dialog');
  const full = dialog?.querySelector('.diagram__full');
  if (!svg || !dialog || !full || dialog.open) return;
  full.innerHTML = svg.outerHTML.replace(new RegExp(`(id="|url\\(#)${id}-`, 'g'), `$1${id}-full-`);
  dialog.showModal();
  // A picture wider than the screen opens on its middle, where a top-down chart's main line runs.
  full.scrollLeft = (full.scrollWidth - full.clientWidth) / 2;
}

const dialogOf = (event: SyntheticEvent<Element>) => event.currentTarget.closest('dialog');

function FullSizeDialog({id}: {id: string}): ReactNode {
  return (
    <dialog
      className="diagram__dialog"
      aria-labelledby={`${id}-caption`}
      // A click on the backdrop lands on the dialog itself, outside its content.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      onClose={(event) => event.currentTarget.querySelector('.diagram__full')?.replaceChildren()}
    >
      <button type="button" className="button button--secondary button--sm diagram__close" onClick={(event) => dialogOf(event)?.close()}>
        Close
      </button>
      {/* It scrolls a picture larger than the screen, so it takes the focus to be scrolled by keyboard. */}
      <div className="diagram__full" tabIndex={0} role="group" aria-labelledby={`${id}-caption`} />
    </dialog>
  );
}

/** `svg` is there on the server only (../remark.ts). */
export default function DiagramPicture({id, svg}: {id: string; svg?: string}): ReactNode {
  const enlarge: Enlarge = (event) => showFullSize(id, event.currentTarget.closest('.diagram__frame'));
  return (
    <div className="diagram__frame">
      {svg !== undefined ? (
        <div {...boxProps(id, enlarge)} dangerouslySetInnerHTML={{__html: svg}} />
      ) : (
        <ServerPicture id={id} onClick={enlarge} />
      )}
      <button
        type="button"
        className="button button--secondary button--sm diagram__enlarge"
        aria-describedby={`${id}-caption`}
        onClick={enlarge}
      >
        Enlarge picture
      </button>
      <FullSizeDialog id={id} />
    </div>
  );
}

function ServerPicture({id, onClick}: {id: string; onClick: Enlarge}): ReactNode {
  const svg = useServerIsland(id, innerHtml);
  return <div {...boxProps(id, onClick)} dangerouslySetInnerHTML={{__html: svg ?? ''}} suppressHydrationWarning />;
}
