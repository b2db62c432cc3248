import {Children, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {StaticLinesProvider} from '../../client/StaticLines';
import {STATIC_LINES_ATTRIBUTE} from '@site/src/samples/markup';

type Props = WrapperProps<typeof CodeBlockType> & {[STATIC_LINES_ATTRIBUTE]?: string};

/**
 * A compiled TypeScript sample (../../mdx.ts) arrives as its plain code followed by the HTML of its static
 * lines (which only the server bundle has): the theme's CodeBlock gets the plain code, its content the lines.
 */
export default function CodeBlockWrapper({[STATIC_LINES_ATTRIBUTE]: id, children, ...props}: Props): ReactNode {
  if (!id) return <CodeBlock {...props}>{children}</CodeBlock>;
  const [code, html] = Children.toArray(children);
  return (
    <StaticLinesProvider value={{id, html: typeof html === 'string' ? html : undefined}}>
      <CodeBlock {...props}>{code}</CodeBlock>
    </StaticLinesProvider>
  );
}
