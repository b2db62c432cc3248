/**
 * The site's markdown files and their fenced blocks, read from disk (the grammar itself, pure, is
 * src/samples/grammar.ts): the sample checker reads every block, the type popups compile the site's samples
 * ahead of the build's pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {extractFencedBlocks, type FencedBlock} from '../../src/samples/grammar';

/** Markdown and MDX files under `dirs` (relative to `root`), skipping any folder named in `exclude`. */
export function findMarkdownFiles(root: string, dirs: string[], exclude: string[] = []): string[] {
  const excluded = new Set(exclude.map((dir) => join(root, dir)));
  const found: string[] = [];
  const walk = (dir: string) => {
    if (excluded.has(dir)) return;
    let entries;
    try {
      entries = readdirSync(dir, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) found.push(relative(root, path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found.sort();
}

export function readBlocks(root: string, files: string[]): FencedBlock[] {
  return files.flatMap((file) => extractFencedBlocks(readFileSync(join(root, file), 'utf8'), file));
}

/** The site's markdown with samples: the guides (not the generated API reference), the blog and the pages. */
export const SAMPLE_SOURCES = {dirs: ['docs', 'blog', 'src/pages'], exclude: ['docs/api']};

export const siteMarkdownFiles = (root: string) => findMarkdownFiles(root, SAMPLE_SOURCES.dirs, SAMPLE_SOURCES.exclude);
