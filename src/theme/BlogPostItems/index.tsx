/** Wraps the theme's BlogPostItems to put the blog list page's h1 above the posts (see BlogListHeading). */
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import Heading from '@theme/Heading';
import {useBlogListHeading} from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const heading = useBlogListHeading();
  return (
    <>
      {heading && <Heading as="h1">{heading}</Heading>}
      <BlogPostItems {...props} />
    </>
  );
}
