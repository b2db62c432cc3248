/**
 * Which built pages the local search index covers: every published doc (guides and API reference) and
 * every blog post. List, tag, author and archive pages only repeat those, so they stay out. Each guide and
 * post also says, in its front matter, what it answers: `keywords` and `questions` in readers' own words,
 * indexed like headings. A guide or post without them fails the build, as search would miss what it answers.
 */
import {join} from 'node:path';

export type IndexedPage = {
  /** Path relative to the site's base URL, with leading and trailing slash: what search hits link to. */
  url: string;
  /** The built HTML file, relative to the build's output directory. */
  file: string;
  questions: string[];
  keywords: string[];
};

type FrontMatter = Record<string, unknown>;
type Permalinked = {permalink: string; source?: string; unlisted?: boolean; draft?: boolean; frontMatter?: FrontMatter};
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

/** The API reference is generated from bee-js's declarations; its pages say what they answer in their titles. */
const GENERATED = /^\/docs\/api\//;

/** A front matter list of non-empty strings, or the reason it is not one. */
function stringList(frontMatter: FrontMatter | undefined, key: string): string[] | string {
  const value = frontMatter?.[key];
  if (!Array.isArray(value) || value.length === 0) return `has no front matter \`${key}\` (a list of strings)`;
  const bad = value.find((item) => typeof item !== 'string' || item.trim() === '');
  return bad === undefined
    ? (value as string[]).map((item) => item.trim())
    : `has a \`${key}\` item that is not a string: ${JSON.stringify(bad)}`;
}

export function pagesToIndex(allContent: AllContent, baseUrl: string): IndexedPage[] {
  const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(
    (instance) => (instance as DocsContent).loadedVersions?.flatMap((version) => version.docs ?? []) ?? [],
  );
  const posts = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}).flatMap(
    (instance) => (instance as BlogContent).blogPosts?.map((post) => post.metadata) ?? [],
  );
  const byUrl = new Map<string, IndexedPage>();
  const problems: string[] = [];
  for (const page of [...docs, ...posts].filter((page) => !page.unlisted && !page.draft)) {
    const url = relativeToBase(page.permalink, baseUrl);
    let questions: string[] = [];
    let keywords: string[] = [];
    if (!GENERATED.test(url)) {
      const listedQuestions = stringList(page.frontMatter, 'questions');
      const listedKeywords = stringList(page.frontMatter, 'keywords');
      for (const listed of [listedQuestions, listedKeywords]) {
        if (typeof listed === 'string') problems.push(`${page.source?.replace(/^@site\//, '') ?? url}:1: ${listed}`);
      }
      if (typeof listedQuestions !== 'string') questions = listedQuestions;
      if (typeof listedKeywords !== 'string') keywords = listedKeywords;
    }
    byUrl.set(url, {url, file: join(url, 'index.html').replace(/^\//, ''), questions, keywords});
  }
  if (problems.length > 0) {
    throw new Error(`search-index: every guide and blog post says what it answers, for search:\n  ${problems.join('\n  ')}`);
  }
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : 1));
}
