/**
 * read_page: a page of the docs as Markdown, or one section of it (named by the URL's fragment or by `section`),
 * at most PART_SIZE characters at a time, with the offset to read on from.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LIMITS, type Docs} from './docs';
import {nearestNames} from './nearest';
import {failure, text, type ToolResult} from './results';
import type {SnapshotPage} from './snapshot';

/** The most characters one answer holds, about 5,000 tokens: an API method's section fits, a long page is read on. */
export const PART_SIZE = 20_000;

export type PageTarget = {page: SnapshotPage; fragment?: string} | {file: string} | {error: string};

/** The path of a page URL, a site path or a file name, decoded, or why it is not one this server serves. */
function sitePath(input: string, basePath: string): {path: string; fragment?: string} | {error: string} {
  const [address = '', encodedFragment] = input.trim().split('#', 2);
  let path = address;
  let fragment: string | undefined;
  try {
    if (/^[a-z][a-z+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
    path = decodeURIComponent(path);
    fragment = encodedFragment ? decodeURIComponent(encodedFragment) : undefined;
  } catch {
    return {error: `"${input}" is not a URL or path this server can read.`};
  }
  if (path.split(/[/\\]/).some((segment) => segment === '..' || segment === '.') || path.includes('\0')) {
    return {error: `"${input}" leaves the documentation: paths may not contain "." or ".." segments.`};
  }
  if (path.startsWith(basePath)) path = path.slice(basePath.length);
  return {path: path.replace(/^\/+/, ''), ...(fragment && {fragment})};
}

/** A page, an llms file, or why neither is there. */
export function pageTarget({snapshot, basePath, pagesByRoute}: Docs, input: string): PageTarget {
  const resolved = sitePath(input, basePath);
  if ('error' in resolved) return resolved;
  const {path, fragment} = resolved;
  if (path in snapshot.files) return {file: path};
  const route = path.replace(/(?:index\.(?:md|html)|\.md)$/, '').replace(/\/?$/, '/');
  const page = pagesByRoute.get(route);
  if (page) return {page, ...(fragment && {fragment})};
  const nearest = nearestNames(`/${route}`, [...snapshot.pages.map((candidate) => `/${candidate.route}`), ...Object.keys(snapshot.files)]);
  return {error: `No page at "${input}". Nearest: ${nearest.join(', ')}.`};
}

/** The Markdown of one section, from its heading to the next heading of its level or above, or why there is none. */
function sectionOf(page: SnapshotPage, wanted: string): {id: string; markdown: string} | {error: string} {
  const key = wanted.replace(/^#/, '').trim();
  const sections = page.sections ?? [];
  const index = sections.findIndex((section) => section.id === key || section.heading.toLowerCase() === key.toLowerCase());
  if (index < 0) {
    const nearest = nearestNames(
      key,
      sections.map((section) => section.id),
    );
    return {error: `"${page.route}" has no section "${wanted}". Nearest: ${nearest.join(', ') || 'the page has no sections'}.`};
  }
  const section = sections[index]!;
  const next = sections.slice(index + 1).find((candidate) => candidate.level <= section.level);
  return {id: section.id, markdown: page.markdown.slice(section.start, next?.start)};
}

/** Characters [offset, offset + PART_SIZE) of `body`, and how to read on when there is more. */
function part(body: string, offset: number, readOn: (offset: number) => string): string {
  const end = offset + PART_SIZE;
  if (end >= body.length) return body.slice(offset);
  return `${body.slice(offset, end)}\n\n[${body.length - end} more characters: ${readOn(end)}]`;
}

type ReadArguments = {page: string; section?: string; offset: number};

function readPage(docs: Docs, {page: input, section, offset}: ReadArguments): ToolResult {
  const target = pageTarget(docs, input);
  if ('error' in target) return failure(target.error);
  const again = (more: Record<string, unknown>) =>
    `call read_page with ${JSON.stringify({page: input, ...(section && {section}), ...more})}`;
  if ('file' in target) return text(part(docs.snapshot.files[target.file]!, offset, (next) => again({offset: next})));
  const wanted = section ?? target.fragment;
  const url = docs.absolute(target.page.route);
  if (!wanted) return text(part(`<!-- ${url} -->\n${target.page.markdown}`, offset, (next) => again({offset: next})));
  const found = sectionOf(target.page, wanted);
  if ('error' in found) return failure(found.error);
  return text(part(`<!-- ${url}#${found.id} -->\n${found.markdown}`, offset, (next) => again({offset: next})));
}

export function registerReadPage(server: McpServer, docs: Docs) {
  server.registerTool(
    'read_page',
    {
      description:
        'Reads a page of the documentation as Markdown, its code samples with the output they printed when they ran. ' +
        'Takes the page URL or path (`/docs/storage/`, `docs/storage`, a full URL), or `llms.txt`, `llms-full.txt`, `llms-api.txt`. ' +
        'A URL with a fragment (`/docs/api/classes/Bee/#uploadfile`), or `section` (its id or heading), reads that section alone. ' +
        `Answers hold at most ${PART_SIZE} characters; a longer text ends with the offset to read on from.`,
      inputSchema: {
        page: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(LIMITS.page)
          .describe('URL or path of the page, with a #section if wanted.'),
        section: z.string().trim().min(1).max(LIMITS.section).optional().describe("A section's id (`uploadfile`) or heading."),
        offset: z.number().int().min(0).default(0).describe('Where to start reading, as the previous answer said.'),
      },
    },
    (args) => readPage(docs, args),
  );
}
