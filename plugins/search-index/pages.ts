/**
 * Which built pages the local search index covers: every published doc (guides and API reference) and
 * every blog post. List, tag, author and archive pages only repeat those, so they stay out.
 */
import {join} from 'node:path';

export type IndexedPage = {
  /** Path relative to the site's base URL, with leading and trailing slash: what search hits link to. */
  url: string;
  /** The built HTML file, relative to the build's output directory. */
  file: string;
};

type Permalinked = {permalink: string; unlisted?: boolean; draft?: boolean};
type DocsContent = {loadedVersions?: {docs?: Permalinked[]}[]};
type BlogContent = {blogPosts?: {metadata: Permalinked}[]};

export type AllContent = Record<string, Record<string, unknown> | undefined>;

function relativeToBase(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) {
    throw new Error(`search-index: "${permalink}" does not start with the base URL "${baseUrl}".`);
  }
  const path = `/${permalink.slice(baseUrl.length)}`;
  return path.endsWith('/') ? path : `${path}/`;
}

export function pagesToIndex(allContent: AllContent, baseUrl: string): IndexedPage[] {
  const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(
    (instance) => (instance as DocsContent).loadedVersions?.flatMap((version) => version.docs ?? []) ?? [],
  );
  const posts = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}).flatMap(
    (instance) => (instance as BlogContent).blogPosts?.map((post) => post.metadata) ?? [],
  );
  const urls = [...docs, ...posts].filter((page) => !page.unlisted && !page.draft).map((page) => relativeToBase(page.permalink, baseUrl));
  return [...new Set(urls)].sort().map((url) => ({url, file: join(url, 'index.html').replace(/^\//, '')}));
}
