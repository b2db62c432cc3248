import MDXComponents from '@theme-original/MDXComponents';
import type {ComponentProps, ReactNode} from 'react';

/**
 * A Markdown table that is wider than a phone's column scrolls sideways (src/css/custom.css): it is in the tab
 * order from the server's HTML on, so that a keyboard reader can scroll it too (axe: scrollable-region-focusable).
 */
function KeyboardScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: KeyboardScrollableTable};
