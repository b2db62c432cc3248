/**
 * Wraps the theme's DocItem/Content to put the Copy page controls above every doc page's content and to
 * announce the page's Markdown twin in its head.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // Doc permalinks carry the base URL but no trailing slash; the twin is index.md inside the page's folder.
  const markdownUrl = `${metadata.permalink.replace(/\/?$/, '/')}index.md`;
  return (
    <>
      {/* Lets tools that land on the HTML page find its Markdown version. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPageButton markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
