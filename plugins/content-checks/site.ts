/**
 * The site's routes as Docusaurus makes them from the files (docs under /docs/ with their slugs, posts under
 * /blog/, pages from src/pages), so that a link can be traced to the file behind it without a build.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {parse as parseYaml} from 'yaml';
import {anchorsOfSource, frontMatterBlock} from './markdown';

export type PageKind = 'doc' | 'post' | 'page';

export type SitePage = {
  kind: PageKind;
  /** Absolute path of the source file. */
  file: string;
  /** Without the base URL, ending in `/` (the site sets `trailingSlash: true`). */
  route: string;
  /** Docs only: the id that sidebars name. */
  docId?: string;
};

/** What front matter may name: the keys of docs/tags.yml, blog/tags.yml and blog/authors.yml. */
export type Vocabulary = {docTags: string[]; blogTags: string[]; blogAuthors: string[]};

export type SiteLayout = {siteDir: string; docs: string; blog: string; pages: string; static: string};

export const siteLayout = (siteDir: string): SiteLayout => ({
  siteDir,
  docs: path.join(siteDir, 'docs'),
  blog: path.join(siteDir, 'blog'),
  pages: path.join(siteDir, 'src', 'pages'),
  static: path.join(siteDir, 'static'),
});

/** Where the API reference is generated during the build (gitignored, absent before the first build). */
export const API_FOLDER = 'api';

const MARKDOWN = /\.mdx?$/;
const PAGE_SOURCE = /\.(?:mdx?|[jt]sx?)$/;
/** Docusaurus leaves out partials (`_name.md`, `_folder/`) and tests. */
const EXCLUDED = /(?:^|\/)_|\.test\.[jt]sx?$|(?:^|\/)__tests__\//;

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !EXCLUDED.test(file))
    .sort();
}

function readFrontMatter(source: string): Record<string, unknown> {
  const block = frontMatterBlock(source);
  if (!block) return {};
  try {
    const value: unknown = parseYaml(block.yaml);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    // Malformed front matter is reported by the front matter check; the page keeps its default route here.
    return {};
  }
}

const withSlashes = (route: string) => `/${route}/`.replace(/\/{2,}/g, '/');
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function docPage(layout: SiteLayout, relative: string, frontMatter: Record<string, unknown>): SitePage {
  const sourceDirName = path.posix.dirname(relative);
  const baseID = text(frontMatter.id) ?? path.posix.basename(relative).replace(MARKDOWN, '');
  const slug = getSlug({baseID, frontMatterSlug: text(frontMatter.slug), source: `@site/docs/${relative}`, sourceDirName});
  return {
    kind: 'doc',
    file: path.join(layout.docs, relative),
    route: withSlashes(`/docs/${slug}`),
    docId: sourceDirName === '.' ? baseID : `${sourceDirName}/${baseID}`,
  };
}

const DATED_POST = /^(\d{4})-(\d{2})-(\d{2})-?(.*?)(?:\/index)?\.mdx?$/;

function postPage(layout: SiteLayout, relative: string, frontMatter: Record<string, unknown>): SitePage {
  const dated = DATED_POST.exec(relative);
  const slug = text(frontMatter.slug) ?? (dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : relative.replace(MARKDOWN, ''));
  return {kind: 'post', file: path.join(layout.blog, relative), route: withSlashes(`/blog/${slug}`)};
}

function pagePage(layout: SiteLayout, relative: string): SitePage {
  const route = relative.replace(PAGE_SOURCE, '').replace(/(?:^|\/)index$/, '');
  return {kind: 'page', file: path.join(layout.pages, relative), route: withSlashes(route)};
}

function yamlKeys(file: string): Record<string, Record<string, unknown>> {
  if (!existsSync(file)) return {};
  return (parseYaml(readFileSync(file, 'utf8')) ?? {}) as Record<string, Record<string, unknown>>;
}

export class SiteIndex {
  readonly pagesByRoute = new Map<string, SitePage>();
  readonly pagesByFile = new Map<string, SitePage>();
  /** Routes that plugins make without a file of their own: tag and author pages, lists, search. */
  readonly generatedRoutes = new Set<string>();
  readonly vocabulary: Vocabulary;
  /** Whether docs/api/ has been generated; without it links into the API reference cannot be checked here. */
  readonly hasApiReference: boolean;
  private readonly anchors = new Map<string, Promise<Set<string>>>();

  /**
   * `apiReference: false` leaves docs/api/ out, for checks that run while TypeDoc may be rewriting it (the
   * plugin's start-up) and need none of its pages.
   */
  constructor(
    readonly layout: SiteLayout,
    {apiReference = true}: {apiReference?: boolean} = {},
  ) {
    const add = (page: SitePage) => {
      this.pagesByRoute.set(page.route, page);
      this.pagesByFile.set(page.file, page);
    };
    const frontMatterOf = (file: string) => readFrontMatter(readFileSync(file, 'utf8'));
    for (const relative of filesUnder(layout.docs, MARKDOWN)) {
      if (apiReference || !relative.startsWith(`${API_FOLDER}/`))
        add(docPage(layout, relative, frontMatterOf(path.join(layout.docs, relative))));
    }
    for (const relative of filesUnder(layout.blog, MARKDOWN))
      add(postPage(layout, relative, frontMatterOf(path.join(layout.blog, relative))));
    for (const relative of filesUnder(layout.pages, PAGE_SOURCE)) add(pagePage(layout, relative));
    this.hasApiReference = apiReference && existsSync(path.join(layout.docs, API_FOLDER, 'index.md'));

    const docTags = yamlKeys(path.join(layout.docs, 'tags.yml'));
    const blogTags = yamlKeys(path.join(layout.blog, 'tags.yml'));
    const authors = yamlKeys(path.join(layout.blog, 'authors.yml'));
    this.vocabulary = {docTags: Object.keys(docTags), blogTags: Object.keys(blogTags), blogAuthors: Object.keys(authors)};
    const tagRoutes = (base: string, tags: typeof docTags) => [
      base,
      ...Object.entries(tags).map(([key, tag]) => withSlashes(`${base}/${text(tag?.permalink) ?? key}`)),
    ];
    const authorRoutes = Object.entries(authors).flatMap(([key, author]) => (author?.page ? [`/blog/authors/${key}/`] : []));
    for (const route of [
      ...tagRoutes('/docs/tags/', docTags),
      ...tagRoutes('/blog/tags/', blogTags),
      '/blog/',
      '/blog/archive/',
      '/blog/authors/',
      ...authorRoutes,
      '/search/',
    ]) {
      this.generatedRoutes.add(route);
    }
  }

  /** Whether a route lies in the generated API reference. */
  isApiRoute(route: string): boolean {
    return route.startsWith(`/docs/${API_FOLDER}/`);
  }

  /** Whether `static/` holds a file at this site path (served as is, e.g. `/img/logo.svg`). */
  hasStaticFile(sitePath: string): boolean {
    const file = path.join(this.layout.static, decodeURIComponent(sitePath));
    return file.startsWith(this.layout.static) && existsSync(file) && statSync(file).isFile();
  }

  /** The anchors of a markdown page (read once); null for a React page, whose ids only its rendering shows. */
  anchorsOf(page: SitePage): Promise<Set<string>> | null {
    if (!MARKDOWN.test(page.file)) return null;
    let anchors = this.anchors.get(page.file);
    if (!anchors) {
      anchors = anchorsOfSource(readFileSync(page.file, 'utf8'));
      this.anchors.set(page.file, anchors);
    }
    return anchors;
  }

  /** Site-relative path for messages, e.g. `docs/storage.mdx`. */
  relative(file: string): string {
    return path.relative(this.layout.siteDir, file).split(path.sep).join('/');
  }
}
