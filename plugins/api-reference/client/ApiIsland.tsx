/**
 * One static body of an API page (see static-bodies.ts). The server renders `children`; the production client
 * bundle has none and uses the server's HTML instead: while hydrating, the HTML already in the document, so
 * React neither re-creates nor diffs it; after a client-side navigation, the page's own index.html
 * (plugins/server-html/client/use-server-island.ts). Links in that HTML go through the router like the theme's. An island
 * with a `language` is one example code block, rendered again as the theme's CodeBlock around the static lines
 * in it (every code block's lines are drawn at build time, by plugins/twoslash).
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {STATIC_LINES_ATTRIBUTE} from '@site/src/samples/markup';
import {ServerHtml} from '../../server-html/client/ServerOnly';
import {useServerIsland} from '../../server-html/client/use-server-island';

export const ISLAND_CLASS = 'api-island';
/** Text islands are blocks of their own (api-reference.css); code islands hydrate a CodeBlock that measures itself. */
const TEXT_ISLAND_CLASS = `${ISLAND_CLASS} ${ISLAND_CLASS}--text`;

type Props = {id: string; language?: string; children?: ReactNode};

export default function ApiIsland({id, language, children}: Props): ReactNode {
  if (children !== undefined) {
    return (
      <div id={id} className={language ? ISLAND_CLASS : TEXT_ISLAND_CLASS}>
        {children}
      </div>
    );
  }
  return language ? <CodeIsland id={id} language={language} /> : <ServerHtml id={id} className={TEXT_ISLAND_CLASS} />;
}

/** The id of the code block's static lines: the id of its `code` element. */
const linesIdOf = (island: Element) => island.querySelector('pre code[id]')?.id ?? null;

function CodeIsland({id, language}: {id: string; language: string}): ReactNode {
  const linesId = useServerIsland(id, linesIdOf);
  return (
    <div id={id} className={ISLAND_CLASS}>
      {linesId !== null && (
        <CodeBlock className={`language-${language}`} {...({[STATIC_LINES_ATTRIBUTE]: linesId} as object)}>
          {undefined}
        </CodeBlock>
      )}
    </div>
  );
}
