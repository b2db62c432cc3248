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

export async function checkLinks(tree: Root, file: string, site: SiteIndex): Promise<Problem[]> {
  const problems: Problem[] = [];
  const relativeFile = site.relative(file);
  const ownPage = site.pagesByFile.get(file);
  let ownAnchors: Promise<Set<string>> | undefined;

  const report = (node: Node, message: string) => problems.push({file: relativeFile, ...lineOf(node), message});

  async function checkFragment(
    node: Node,
    url: string,
    fragment: string,
    page: SitePage | undefined,
    anchors: Promise<Set<string>> | null,
  ) {
    if (!fragment || !anchors) return;
    if (!(await anchors).has(fragment)) {
      const where = page ? `${page.route} (${site.relative(page.file)})` : 'this page';
      report(node, `link "${url}": no heading or id "#${fragment}" on ${where}`);
    }
  }

  function markdownTarget(pathname: string): SitePage | undefined {
    const candidates = pathname.startsWith('/')
      ? [path.join(site.layout.siteDir, pathname), path.join(site.layout.docs, pathname)]
      : [path.resolve(path.dirname(file), pathname)];
    for (const candidate of candidates) {
      const page = site.pagesByFile.get(candidate);
      if (page) return page;
    }
    return undefined;
  }

  for (const {url, node, image} of referencesOf(tree)) {
    if (EXTERNAL.test(url) || url === '') continue;
    const {pathname, fragment} = splitUrl(url);

    if (image) {
      const imageFile = pathname.startsWith('/')
        ? path.join(site.layout.static, pathname)
        : pathname.startsWith('@site/')
          ? path.join(site.layout.siteDir, pathname.slice('@site/'.length))
          : path.resolve(path.dirname(file), pathname);
      if (!existsSync(imageFile)) report(node, `image "${url}" not found: no file ${site.relative(imageFile)}`);
      continue;
    }

    if (pathname === '') {
      ownAnchors ??= anchorsOfTree(tree);
      await checkFragment(node, url, fragment ?? '', undefined, ownAnchors);
      continue;
    }

    if (MARKDOWN_FILE.test(pathname)) {
      const page = markdownTarget(pathname);
      if (!page) report(node, `link "${url}": no markdown file ${pathname} next to ${relativeFile} or in docs/`);
      else await checkFragment(node, url, fragment ?? '', page, site.anchorsOf(page));
      continue;
    }

    // Relative addresses are resolved by the browser against the page's own route.
    const route = new URL(pathname, `https://site${ownPage?.route ?? '/'}`).pathname;
    if (site.isApiRoute(route) && !site.hasApiReference) continue;
    const page = site.pagesByRoute.get(route.endsWith('/') ? route : `${route}/`);
    if (page) {
      await checkFragment(node, url, fragment ?? '', page, site.anchorsOf(page));
    } else if (!site.generatedRoutes.has(route) && !site.hasStaticFile(route)) {
      report(node, `link "${url}": no page has the address ${route} (nor is there a file static${route})`);
    }
  }
  return problems;
}
