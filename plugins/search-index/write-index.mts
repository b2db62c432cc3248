/**
 * Writes the local search index of the given pages (src/search/search-index.ts). Pagefind reads the built
 * HTML: it finds each page's article text, title and headings, numbering the words the way the browser's
 * engine counts them. Only its per-page output is kept, as one gzipped file the browser reads at once.
 * Run as its own Node process by the plugin (index.ts): Pagefind is ESM-only, and Docusaurus loads plugins
 * through a CommonJS loader that cannot import it. Input on stdin: {"outDir": string, "pages": IndexedPage[]}.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gunzipSync} from 'node:zlib';
import {gzipAsync} from '@gfx/zopfli';
import * as pagefind from 'pagefind';
import type {EngineAnchor} from '../../src/search/hits';
import {SEARCH_INDEX_PATH, storePage, type IndexedPageText, type SearchIndexFile} from '../../src/search/search-index';
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

/** What a Pagefind fragment starts with once decompressed. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

type Fragment = {url: string; content: string; meta: {title?: string}; anchors: EngineAnchor[]};

/** A page's entry in the index: the headings a hit can link to, without Pagefind's other anchors. */
function indexedPageText(fragment: Fragment): IndexedPageText {
  return {
    url: fragment.url,
    title: fragment.meta.title?.trim() || fragment.url,
    content: fragment.content,
    anchors: fragment.anchors.filter((anchor) => /^h[2-6]$/i.test(anchor.element) && anchor.text.trim() !== ''),
  };
}

function readFragment(gzipped: Uint8Array): Fragment {
  const text = gunzipSync(gzipped).toString('utf8');
  if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error('search-index: Pagefind wrote a fragment this step cannot read.');
  return JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as Fragment;
}

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
  // One fragment per page, so that each page's text can be read on its own.
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
    const output = await index.getFiles();
    if (output.errors.length > 0) throw new Error(`search-index: ${output.errors.join('; ')}`);
    const fragments = output.files.filter((file) => file.path.startsWith('fragment/')).map((file) => readFragment(file.content));
    if (fragments.length !== pages.length) {
      throw new Error(`search-index: ${fragments.length} Pagefind fragments for ${pages.length} pages; expected one per page.`);
    }
    const indexFile: SearchIndexFile = {
      pages: fragments
        .map(indexedPageText)
        .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
        .map(storePage),
    };
    // Zopfli writes ordinary gzip about 4 % smaller than zlib's best, and the file is written once per build.
    await writeFile(join(outDir, SEARCH_INDEX_PATH), await gzipAsync(Buffer.from(JSON.stringify(indexFile)), {numiterations: 15}));
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
  console.log(`[search-index] Indexed ${count} pages into ${join(outDir, SEARCH_INDEX_PATH)}`);
}
