// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js, MIT, Facebook, Inc. and its affiliates): no remount after hydration.
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children (the copyable case) joined into one string; element children stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The upstream component re-keys every code block once the page hydrates, so that a Prism theme that differs
 * between light and dark mode replaces the server-rendered colours. That remount re-tokenises and rebuilds
 * every block in one synchronous render, the longest task on a guide page. This site highlights code with one
 * theme in both modes (tests/unit/code-theme.test.ts keeps it so), so the server's colours are already right.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringifyChildren(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
