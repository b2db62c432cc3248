/** What a built site contains, read from its files: the page list of its sitemap and doc pages' ids. */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** Paths of every page in the build's sitemap.xml, relative to the base URL (e.g. `docs/getting-started/`). */
export function sitemapPaths(buildDir: string, baseUrl = '/'): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const {pathname} = new URL(match[1]!);
    if (!pathname.startsWith(baseUrl)) throw new Error(`${pathname} in the sitemap is outside the base URL ${baseUrl}.`);
    return pathname.slice(baseUrl.length);
  });
}

/**
 * Folders (relative to the build, with trailing slash) whose index.html is a doc page, recognised by the
 * `docs-doc-page` class Docusaurus puts on the html element of doc pages only.
 */
export function docPageFolders(buildDir: string): string[] {
  return readdirSync(path.join(buildDir, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'index.html')
    .filter((file) => {
      const html = readFileSync(path.join(buildDir, 'docs', file), 'utf8');
      const htmlClass = /<html[^>]*?\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(html);
      return (htmlClass?.slice(1).find(Boolean) ?? '').split(/\s+/).includes('docs-doc-page');
    })
    .map((file) => `docs/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`)
    .sort();
}
