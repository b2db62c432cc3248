/**
 * Finds the fenced code blocks of markdown and MDX files, with the line numbers of their source, so that a
 * compiler or runtime error in a sample can be reported as `file:line` of the page it came from. The sample
 * checker (tests/code-samples/) reads every block; the Twoslash plugin reads the site's TypeScript samples
 * ahead of the build's pages, to compile them together. A block's code is what remark gives the page's
 * `code` node (tests/unit/code-samples.test.ts compares the two).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

export type FencedBlock = {
  /** Path of the markdown file, relative to the project root. */
  file: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** 1-based line of the first line inside the fence. */
  contentLine: number;
  /** 1-based line of the closing fence (one past the last line when the fence is never closed). */
  closingLine: number;
  /** The info string's first word, e.g. "ts" or "text". */
  language: string;
  /** Attributes of the info string after the language, e.g. `run` -> "" and `title="Output"` -> "Output". */
  meta: Record<string, string>;
  code: string;
};

const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const META_ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;

export function parseMeta(info: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const match of info.matchAll(META_ATTRIBUTE)) {
    meta[match[1]] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return meta;
}

/** CommonMark fences: the closing fence uses the same character, at least as long, and nothing after it. */
export function extractFencedBlocks(source: string, file: string): FencedBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING_FENCE.exec(lines[index]);
    if (!opening) continue;
    const [, indent, fence, info] = opening;
    // A backtick fence's info string may not contain backticks (that line is inline code, not a fence).
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const content: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      content.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
      end++;
    }
    const [language = '', ...rest] = info.trim().split(/\s+/);
    blocks.push({
      file,
      fenceLine: index + 1,
      contentLine: index + 2,
      closingLine: end + 1,
      language,
      meta: parseMeta(rest.join(' ')),
      code: content.join('\n'),
    });
    index = end;
  }
  return blocks;
}

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
