import Content from '@theme-init/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {StaticLinesContent, useStaticLines} from '../../../client/StaticLines';

type Props = WrapperProps<typeof ContentType>;

/**
 * Code blocks show their static lines (../index.tsx) instead of the lines the theme draws with Prism.
 *
 * The theme adds its copy and wrap buttons after the content only once the page has hydrated, and Chrome
 * restyles the whole subtree of an element that stops being its parent's last child: every token of every
 * block. The empty element after the lines is that last child instead.
 */
export default function ContentWrapper(props: Props) {
  const staticLines = useStaticLines();
  if (!staticLines) return <Content {...props} />;
  return (
    <>
      <StaticLinesContent {...staticLines} />
      <span hidden />
    </>
  );
}
