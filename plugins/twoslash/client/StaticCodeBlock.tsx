/**
 * A code block in a component (a page, InstallTabs), drawn at build time as markdown's fences are (../mdx.ts):
 * the server renders its lines; the browser, which has no Prism, reads them from the page. `id` names the
 * lines, so it must be unique on every page that shows the component.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {usePrismTheme} from '@docusaurus/theme-common';
import {STATIC_LINES_ATTRIBUTE} from '@site/src/samples/markup';
import codeLinesHtml from './code-lines.server';

/** Defined by plugins/server-html: true where the bundle renders server-only HTML (server, dev server). */
declare const __SERVER_HTML__: boolean;

type Props = {id: string; language: string; code: string; title?: string};

export default function StaticCodeBlock({id, language, code, title}: Props): ReactNode {
  const theme = usePrismTheme();
  const linesId = {[STATIC_LINES_ATTRIBUTE]: id} as object;
  // A final newline ends the code; it is not a line of its own, as in the theme's CodeBlock.
  const shown = code.replace(/\n$/, '');
  return (
    <CodeBlock language={language} title={title} {...linesId}>
      {__SERVER_HTML__ ? [shown, codeLinesHtml(shown, language, theme)] : undefined}
    </CodeBlock>
  );
}
