/** The site's markdown files with samples, which the sample catalogue (./catalogue.ts) reads. */
import {readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

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

/** The site's markdown with samples: the guides (not the generated API reference), the blog and the pages. */
export const SAMPLE_SOURCES = {dirs: ['docs', 'blog', 'src/pages'], exclude: ['docs/api']};

export const siteMarkdownFiles = (root: string) => findMarkdownFiles(root, SAMPLE_SOURCES.dirs, SAMPLE_SOURCES.exclude);
