/**
 * One static body of an API page (see static-bodies.ts). The server renders `children`; the production client
 * bundle has none and uses the server's HTML instead: while hydrating, the HTML already in the document, so
 * React neither re-creates nor diffs it; after a client-side navigation, the page's own index.html
 * (plugins/server-html/client/use-server-island.ts). Links in that HTML go through the router like the theme's. An island
 * with a `language` is one example code block, rendered again as the theme's CodeBlock from the code in it.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {ServerHtml} from '../../server-html/client/ServerOnly';
import {useServerIsland} from '../../server-html/client/use-server-island';

export const ISLAND_CLASS = 'api-island';
/** Text islands are laid out only near the viewport (api-reference.css); code islands hydrate a CodeBlock that measures itself. */
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

/** The theme's CodeBlock renders one `.token-line` per line of the code. */
const codeText = (island: Element) => Array.from(island.querySelectorAll('.token-line'), (line) => line.textContent).join('\n');

function CodeIsland({id, language}: {id: string; language: string}): ReactNode {
  const code = useServerIsland(id, codeText);
  return (
    <div id={id} className={ISLAND_CLASS}>
      {code !== null && <CodeBlock className={`language-${language}`}>{code}</CodeBlock>}
    </div>
  );
}
