/**
 * A code block drawn at build time (see ../mdx.ts): the HTML of its static lines (a compiled sample's with type
 * popups), inside the theme's CodeBlock (title, copy and wrap buttons, which copy the plain code). The production
 * client bundle has neither the lines nor the plain code: while hydrating, both are read from the document (the
 * code from the lines, as the page shows it); after a client-side navigation they come from the page's own
 * index.html (plugins/server-html's useServerIsland), and until they do the block is
 * empty. Kept small: the theme's code block modules are bundled into every page's chunk that uses one.
 */
import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {shownCode, TWOSLASH_CLASSES} from '@site/src/samples/markup';
import {useServerIsland} from '../../server-html/client/use-server-island';

/** Defined by plugins/server-html: true where the bundle renders server-only HTML (server, dev server). */
declare const __SERVER_HTML__: boolean;

/** A block's static lines: their element's id, and their HTML (the bundle's, or the page's) once known. */
type StaticLines = {id: string; html?: string};

const StaticLinesContext = createContext<StaticLines | null>(null);

/** Makes the CodeBlock inside show these static lines (../theme/CodeBlock wraps it so). */
export const StaticLinesProvider = StaticLinesContext.Provider;
export const useStaticLines = () => useContext(StaticLinesContext);

/** A block's lines as the server rendered them, and its plain code read from them. */
export type PageLines = {html: string; code: string};

const linesOf = (element: Element): PageLines => ({html: element.innerHTML, code: shownCode(element)});

/**
 * The lines of block `id` as the server rendered this page: from the document while hydrating, else from the
 * page's index.html once fetched (null until then).
 */
export const usePageLines = (id: string): PageLines | null => useServerIsland(id, linesOf);

/**
 * The bundled lines with the base URL in their links, which go to Docusaurus's broken link check as well: it
 * sees links that Link components render, not links in HTML.
 */
function withLinksChecked(html: string, withBaseUrl: (path: string) => string, collectLink: (link: string) => void): string {
  // The popups' links to the API reference, as ../render.ts writes them: a site path without the base URL, since
  // a build's compiled pages are cached across builds with other base URLs. Text (a doc comment quoting HTML)
  // has its `<` escaped, so only these match. Built here, not at the top, so that the client bundle drops it.
  const apiLink = new RegExp(`<a href="(/[^"]*)" class="${TWOSLASH_CLASSES.apiLink}"`, 'g');
  return html.replace(apiLink, (_, path: string) => {
    const link = withBaseUrl(path);
    collectLink(link);
    return `<a href="${link}" class="${TWOSLASH_CLASSES.apiLink}"`;
  });
}

/**
 * Bundled lines: the server's render (and the dev server's), where their links go to the broken link check, and
 * their id to the broken anchor check, since links to a sample end in it (the API reference's examples).
 */
function BundledLinesContent({id, html}: {id: string; html: string}): ReactNode {
  const {collectLink, collectAnchor} = useBrokenLinks();
  collectAnchor(id);
  const {withBaseUrl} = useBaseUrlUtils();
  return <LinesPre id={id} html={withLinksChecked(html, withBaseUrl, collectLink)} />;
}

/** The theme's CodeBlock content (a `pre` with the same classes) around the static lines. */
function LinesPre({id, html}: {id: string; html: string}): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  return (
    <pre
      ref={codeBlockRef}
      // Like the theme's: keyboard users can scroll a long line sideways.
      tabIndex={0}
      className={clsx('prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code id={id} className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />
    </pre>
  );
}

/**
 * The static lines of a block inside the theme's CodeBlock: the bundled ones where the bundle has them (the
 * server's, with their links checked), else the page's (usePageLines); empty until those arrive.
 */
export function StaticLinesContent({id, html}: StaticLines): ReactNode {
  if (html === undefined) return <LinesPre id={id} html="" />;
  return __SERVER_HTML__ ? <BundledLinesContent id={id} html={html} /> : <LinesPre id={id} html={html} />;
}
