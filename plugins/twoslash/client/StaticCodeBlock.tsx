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

export default function StaticCodeBlock({id, language, code}: {id: string; language: string; code: string}): ReactNode {
  const theme = usePrismTheme();
  const linesId = {[STATIC_LINES_ATTRIBUTE]: id} as object;
  return (
    <CodeBlock language={language} {...linesId}>
      {__SERVER_HTML__ ? [code, codeLinesHtml(code, language, theme)] : undefined}
    </CodeBlock>
  );
}
