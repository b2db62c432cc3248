/**
 * The content of a compiled TypeScript sample's code block (see ../index.ts): the HTML of its static lines with
 * their type popups, inside the theme's CodeBlock (title, copy and wrap buttons, which copy the plain code). The
 * production client bundle has no lines: while hydrating, they are taken from the document as they are; after a client-side navigation they come from the
 * page's own index.html (plugins/server-html/client/fetch-server-html.ts, loaded only then), and until they do
 * the theme highlights the plain code as usual. Kept small: the theme's code block modules are bundled into every page's chunk that uses one.
 */
import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {TWOSLASH_CLASSES} from '@site/src/samples/markup';

/** A sample's static lines: their element's id, and their HTML where the bundle has it. */
type StaticLines = {id: string; html?: string};

const StaticLinesContext = createContext<StaticLines | null>(null);

/** Makes the CodeBlock inside show these static lines (../theme/CodeBlock wraps it so). */
export const StaticLinesProvider = StaticLinesContext.Provider;
export const useStaticLines = () => useContext(StaticLinesContext);

/** The lines' HTML in this document: there while hydrating a page loaded from the server. */
const htmlInDocument = (id: string) => (typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null));

/**
 * The popups' links to the API reference, as ../render.ts writes them: a site path without the base URL, since
 * a build's compiled pages are cached across builds with other base URLs. Text (a doc comment quoting HTML)
 * has its `<` escaped, so only these match.
 */
const API_LINK = new RegExp(`<a href="(/[^"]*)" class="${TWOSLASH_CLASSES.apiLink}"`, 'g');

/**
 * The bundled lines with the base URL in their links, which go to Docusaurus's broken link check as well: it
 * sees links that Link components render, not links in HTML.
 */
function withLinksChecked(html: string, withBaseUrl: (path: string) => string, collectLink: (link: string) => void): string {
  return html.replace(API_LINK, (_, path: string) => {
    const link = withBaseUrl(path);
    collectLink(link);
    return `<a href="${link}" class="${TWOSLASH_CLASSES.apiLink}"`;
  });
}

/** The theme's CodeBlock content (a `pre` with the same classes) around the static lines. */
export function StaticLinesContent({id, html: bundledHtml, fallback}: StaticLines & {fallback: ReactNode}): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {collectLink} = useBrokenLinks();
  const {withBaseUrl} = useBaseUrlUtils();
  const [pageHtml, setPageHtml] = useState(() => (bundledHtml ? null : htmlInDocument(id)));
  const html = bundledHtml ? withLinksChecked(bundledHtml, withBaseUrl, collectLink) : pageHtml;
  const missing = html === null;
  // The page this sample belongs to, not window.location: after a quick Back, a sample of the page being left
  // may still look for its lines, and in the page now shown it would find none (and reload the page).
  const {pathname} = useLocation();
  useEffect(() => {
    if (!missing) return undefined;
    let current = true;
    void import('../../server-html/client/fetch-server-html')
      .then(({fetchServerElement}) => fetchServerElement(pathname, id))
      .then(({element}) => current && setPageHtml(element.innerHTML));
    return () => {
      current = false;
    };
  }, [missing, pathname, id]);
  if (missing) return fallback;
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
