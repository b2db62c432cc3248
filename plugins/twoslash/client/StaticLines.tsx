/**
 * The content of a compiled TypeScript sample's code block (see ../index.ts): the static lines the server
 * rendered with their type popups, inside the theme's CodeBlock (title, copy and wrap buttons, which copy the
 * plain code). The production client bundle has no lines: while hydrating, they are taken from the document as
 * they are, so React neither re-creates nor diffs them; after a client-side navigation they come from the
 * page's own index.html (./fetch-lines.ts, loaded only then), and until they do the theme highlights the plain
 * code as usual. Kept small: the theme's code block modules are bundled into every page's chunk that uses one.
 */
import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** A sample's static lines: their element's id, and the elements themselves where the bundle has them. */
type StaticLines = {id: string; lines?: ReactNode};

const StaticLinesContext = createContext<StaticLines | null>(null);

/** Makes the CodeBlock inside show these static lines (src/theme/CodeBlock wraps it so). */
export const StaticLinesProvider = StaticLinesContext.Provider;
export const useStaticLines = () => useContext(StaticLinesContext);

/** The lines' HTML in this document: there while hydrating a page loaded from the server. */
const htmlInDocument = (id: string) => (typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null));

/** The theme's CodeBlock content (a `pre` with the same classes) around the static lines. */
export function StaticLinesContent({id, lines, fallback}: StaticLines & {fallback: ReactNode}): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const [html, setHtml] = useState(() => (lines ? null : htmlInDocument(id)));
  const missing = !lines && html === null;
  useEffect(() => {
    if (missing) void import('./fetch-lines').then(({fetchLines}) => fetchLines(id)).then(setHtml);
  }, [missing, id]);
  if (missing) return fallback;
  return (
    <pre
      ref={codeBlockRef}
      // Like the theme's: keyboard users can scroll a long line sideways.
      tabIndex={0}
      className={clsx('prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {lines ? (
        <code id={id} className={styles.codeBlockLines}>
          {lines}
        </code>
      ) : (
        <code id={id} className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html!}} suppressHydrationWarning />
      )}
    </pre>
  );
}
