/**
 * Writes the Pagefind index of the given pages. Run as its own Node process by the plugin (index.ts):
 * Pagefind is ESM-only, and Docusaurus loads plugins through a CommonJS loader that cannot import it.
 * Input on stdin: {"outDir": string, "pages": IndexedPage[]}.
 */
import {readdir, readFile, rm} from 'node:fs/promises';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import * as pagefind from 'pagefind';
import type {IndexedPage} from './pages';

/** Only the article is indexed; these parts of it are page chrome, not content. */
export const EXCLUDED_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  // A blog post's date, reading time and authors; the title is the header's h1, outside any div.
  // Pagefind matches these inside the root element, so a selector must not name `article` itself.
  'header > div',
  '.hash-link',
  // The copy-page actions' link to the page's Markdown source: the same word at the top of every page.
  'a[type="text/markdown"]',
  '[role="tablist"]',
  'button',
];

/** Pagefind's own search UIs (the site uses DocSearch's) and its web worker (src/search/pagefind.ts runs the engine on the page's thread). */
const UNUSED_BUNDLE_FILES = [
  'pagefind-worker.js',
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/**
 * The minified pages have no whitespace between table cells (and no optional end tags), so Pagefind read
 * a whole table as one word: "Parameter", "Type", "options" and "UploadOptions" became
 * "ParameterTypeoptionsUploadOptions", unsearchable, and hundreds of such words made short prefixes slow.
 * A space before each cell keeps the cells' words apart; it changes nothing else Pagefind reads.
 */
export function separateTableCells(html: string): string {
  return html.replace(/<(td|th)(?=[\s>])/gi, ' <$1');
}

export async function writeSearchIndex(outDir: string, pages: IndexedPage[]): Promise<number> {
  // One fragment file per page, named by the page's result id: the browser reads them directly
  // (src/search/pagefind.ts), so they must not be bundled into shared files.
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'article',
    excludeSelectors: EXCLUDED_SELECTORS,
    maxFragments: pages.length,
  });
  if (!index) throw new Error(`search-index: Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const content = separateTableCells(await readFile(join(outDir, page.file), 'utf8'));
      const added = await index.addHTMLFile({url: page.url, content});
      if (added.errors.length > 0) throw new Error(`search-index: ${page.file}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({outputPath: join(outDir, 'pagefind')});
    if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`);
    const fragments = await readdir(join(outDir, 'pagefind', 'fragment'));
    if (fragments.length !== pages.length) {
      throw new Error(`search-index: ${fragments.length} fragment files for ${pages.length} pages; the browser reads one per page.`);
    }
    await Promise.all(UNUSED_BUNDLE_FILES.map((file) => rm(join(outDir, 'pagefind', file), {force: true})));
    return pages.length;
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const {outDir, pages} = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {outDir: string; pages: IndexedPage[]};
  const count = await writeSearchIndex(outDir, pages);
  console.log(`[search-index] Indexed ${count} pages into ${join(outDir, 'pagefind')}`);
}
