import Content from '@theme-init/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {StaticLinesContent, useStaticLines} from '../../../client/StaticLines';

type Props = WrapperProps<typeof ContentType>;

/** Compiled TypeScript samples (../../../mdx.ts) show their static lines with type popups instead of Prism's. */
export default function ContentWrapper(props: Props) {
  const staticLines = useStaticLines();
  const content = <Content {...props} />;
  return staticLines ? <StaticLinesContent {...staticLines} fallback={content} /> : content;
}
