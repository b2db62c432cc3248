/**
 * `@docusaurus/Head` as the theme's DocSearch bar sees it when the local index backs search: ../../plugin.ts
 * aliases it for that one module. The bar hints a connection to Algolia's host for its app id (here the
 * placeholder "local"), which no search of the local index makes: every page would open a connection that
 * nothing uses. Every other tag of the bar's head is kept. Written against
 * @docusaurus/theme-search-algolia 3.10.2 (../../plugin.test.ts checks that its bar still renders the hint here).
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';

function isPreconnect(child: ReactNode): boolean {
  return isValidElement<{rel?: unknown}>(child) && child.type === 'link' && child.props.rel === 'preconnect';
}

export default function HeadWithoutPreconnect({children, ...props}: ComponentProps<typeof Head>): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isPreconnect(child));
  return kept.length === 0 ? null : <Head {...props}>{kept}</Head>;
}
