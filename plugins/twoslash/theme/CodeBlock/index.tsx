import {Children, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {StaticLinesProvider, usePageLines} from '../../client/StaticLines';
import {requireStaticLinesId} from '../../client/static-lines-id';
import {STATIC_LINES_ATTRIBUTE} from '@site/src/samples/markup';

type Props = WrapperProps<typeof CodeBlockType> & {[STATIC_LINES_ATTRIBUTE]?: string};

/**
 * Every code block arrives drawn at build time (../../mdx.ts, ../../client/StaticCodeBlock.tsx): its plain code
 * (ending in a newline, in markdown) followed by the HTML of its static lines, in the bundles that render
 * server-only HTML. The theme's CodeBlock gets the plain code, its content the lines. The production client
 * bundle has neither; it reads both from the page (BlockFromPage). It has no Prism either, so a block without
 * lines fails the build.
 */
export default function CodeBlockWrapper({[STATIC_LINES_ATTRIBUTE]: linesId, children, ...props}: Props): ReactNode {
  const id = requireStaticLinesId(linesId, children);
  const [code, html] = Children.toArray(children);
  if (typeof code !== 'string' || typeof html !== 'string') return <BlockFromPage id={id} props={props} />;
  return (
    <StaticLinesProvider value={{id, html}}>
      <CodeBlock {...props}>{code.replace(/\n$/, '')}</CodeBlock>
    </StaticLinesProvider>
  );
}

function BlockFromPage({id, props}: {id: string; props: Omit<Props, typeof STATIC_LINES_ATTRIBUTE | 'children'>}): ReactNode {
  const lines = usePageLines(id);
  return (
    <StaticLinesProvider value={{id, html: lines?.html}}>
      <CodeBlock {...props}>{lines?.code ?? ''}</CodeBlock>
    </StaticLinesProvider>
  );
}
