/** Wraps the theme's BlogListPage to hand its title to the h1 rendered above the posts (see BlogListHeading). */
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListHeadingProvider} from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListHeadingProvider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListHeadingProvider>
  );
}
