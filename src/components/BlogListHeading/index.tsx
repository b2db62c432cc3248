/**
 * The blog list pages have no level-1 heading of their own (post titles are h2), which screen-reader users
 * navigate by. The BlogListPage wrapper provides the blog title here; the BlogPostItems wrapper, which renders
 * inside the page's main landmark, shows it as the h1. Tag and author pages bring their own h1 and no provider.
 */
import {createContext, useContext} from 'react';

const BlogListHeadingContext = createContext<string | null>(null);

export const BlogListHeadingProvider = BlogListHeadingContext.Provider;

export function useBlogListHeading(): string | null {
  return useContext(BlogListHeadingContext);
}
