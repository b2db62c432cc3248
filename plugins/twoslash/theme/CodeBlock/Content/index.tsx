import Content from '@theme-init/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {StaticLinesContent, useStaticLines} from '../../../client/StaticLines';

type Props = WrapperProps<typeof ContentType>;

/** Code blocks show their static lines (../index.tsx) instead of the lines the theme draws with Prism. */
export default function ContentWrapper(props: Props) {
  const staticLines = useStaticLines();
  return staticLines ? <StaticLinesContent {...staticLines} /> : <Content {...props} />;
}
