/**
 * Internal links, anchors and images of one page, checked against the site's files: each mistake names the
 * line that holds it. Docusaurus's own checks (onBrokenLinks, onBrokenAnchors) stay as the net behind this one,
 * which reports the route, not the file.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Definition, Image, Link, Node, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {anchorsOfTree, jsxAttribute, lineOf, walk} from './markdown';
import type {Problem} from './problems';
import type {SiteIndex, SitePage} from './site';

type Reference = {url: string; node: Node; image: boolean};

/** Link targets a page can hold: markdown links, images and definitions, and the same in JSX elements. */
function referencesOf(tree: Root): Reference[] {
  const references: Reference[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') references.push({url: (node as Link | Definition).url, node, image: false});
    if (node.type === 'image') references.push({url: (node as Image).url, node, image: true});
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdxJsxFlowElement;
      const href = jsxAttribute(element, 'href') ?? jsxAttribute(element, 'to');
      if (href !== undefined) references.push({url: href, node, image: false});
      const src = element.name === 'img' ? jsxAttribute(element, 'src') : undefined;
      if (src !== undefined) references.push({url: src, node, image: true});
    }
  });
  return references;
}

/** Anything with a scheme (https:, mailto:, pathname:) or a protocol-relative address leaves the router's pages. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/;

function splitUrl(url: string): {pathname: string; fragment: string | undefined} {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? undefined : decodeURIComponent(url.slice(hashAt + 1));
  return {pathname: decodeURIComponent(withoutHash.replace(/\?.*$/, '')), fragment};
}

/** What is wrong with a link to `#fragment` on `page` (the linking page itself when undefined), or null. */
async function fragmentProblem(
  url: string,
  fragment: string | undefined,
  page: SitePage | undefined,
  anchors: Promise<Set<string>> | null,
  site: SiteIndex,
): Promise<string | null> {
  if (!fragment || !anchors || (await anchors).has(fragment)) return null;
  const where = page ? `${page.route} (${site.relative(page.file)})` : 'this page';
  return `link "${url}": no heading or id "#${fragment}" on ${where}`;
}

/** The file an image names: under static/ from the root, from the site with `@site/`, else beside the page. */
function imageFile(pathname: string, file: string, site: SiteIndex): string {
  if (pathname.startsWith('/')) return path.join(site.layout.static, pathname);
  if (pathname.startsWith('@site/')) return path.join(site.layout.siteDir, pathname.slice('@site/'.length));
  return path.resolve(path.dirname(file), pathname);
}

/** The page a link to a markdown file names: beside the linking page, or from the site's root or docs/. */
function markdownTarget(pathname: string, file: string, site: SiteIndex): SitePage | undefined {
  const candidates = pathname.startsWith('/')
    ? [path.join(site.layout.siteDir, pathname), path.join(site.layout.docs, pathname)]
    : [path.resolve(path.dirname(file), pathname)];
  return candidates.map((candidate) => site.pagesByFile.get(candidate)).find((page) => page !== undefined);
}

/** What is wrong with a link to an address of the site: no page, generated route or static file has it. */
async function routeProblem(url: string, pathname: string, fragment: string | undefined, file: string, site: SiteIndex) {
  // Relative addresses are resolved by the browser against the page's own route.
  const route = new URL(pathname, `https://site${site.pagesByFile.get(file)?.route ?? '/'}`).pathname;
  if (site.isApiRoute(route) && !site.hasApiReference) return null;
  const page = site.pagesByRoute.get(route.endsWith('/') ? route : `${route}/`);
  if (page) return fragmentProblem(url, fragment, page, site.anchorsOf(page), site);
  if (site.generatedRoutes.has(route) || site.hasStaticFile(route)) return null;
  return `link "${url}": no page has the address ${route} (nor is there a file static${route})`;
}

/** What is wrong with one internal link or image of the page in `file`, or null. */
async function referenceProblem(
  {url, image}: Reference,
  file: string,
  site: SiteIndex,
  ownAnchors: () => Promise<Set<string>>,
): Promise<string | null> {
  const {pathname, fragment} = splitUrl(url);
  if (image) {
    const target = imageFile(pathname, file, site);
    return existsSync(target) ? null : `image "${url}" not found: no file ${site.relative(target)}`;
  }
  if (pathname === '') return fragmentProblem(url, fragment, undefined, ownAnchors(), site);
  if (!MARKDOWN_FILE.test(pathname)) return routeProblem(url, pathname, fragment, file, site);
  const page = markdownTarget(pathname, file, site);
  if (!page) return `link "${url}": no markdown file ${pathname} next to ${site.relative(file)} or in docs/`;
  return fragmentProblem(url, fragment, page, site.anchorsOf(page), site);
}

export async function checkLinks(tree: Root, file: string, site: SiteIndex): Promise<Problem[]> {
  const problems: Problem[] = [];
  let ownAnchors: Promise<Set<string>> | undefined;
  const anchorsOfOwnPage = () => (ownAnchors ??= anchorsOfTree(tree));
  for (const reference of referencesOf(tree)) {
    if (EXTERNAL.test(reference.url) || reference.url === '') continue;
    const message = await referenceProblem(reference, file, site, anchorsOfOwnPage);
    if (message) problems.push({file: site.relative(file), ...lineOf(reference.node), message});
  }
  return problems;
}
