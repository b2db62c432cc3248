/**
 * Which executed samples use each bee-js symbol: the symbols each sample's compile found (./bee-js-symbols.ts),
 * gathered over the catalogue.
 *
 * Symbols are named as the API reference names its pages and sections: an export (`BatchId`, `Bee`), a member
 * of a class, interface, enumeration or type (`Bee.uploadFile`, `Bee.constructor`, `UploadOptions.deferred`,
 * `BeeRequestOptions.timeout`), a member of a namespace (`Utils.getStampCost`). A member reached through a
 * subtype is named on both (`batchId.toHex()`: `Bytes.toHex` and `BatchId.toHex`).
 *
 * Public API, for the API reference (plugins/api-reference) and the MCP server's lookup_symbol (plugins/mcp):
 *
 *   samplesUsing(catalogue, 'Bee.uploadFile'): SampleUse[]   // [] when no executed sample uses it
 *   samplesUsing(catalogue, 'UploadOptions', {members: true}) // also the samples that use its members
 *   sampleUses(catalogue): ReadonlyMap<string, SampleUse[]>  // every used symbol, each list in catalogue order
 *
 * with `catalogue` the build's sample catalogue (`currentSampleCatalogue()` of ./index.ts, or
 * `await readSampleCatalogue(…)`). A SampleUse names the markdown file, its page title, the nearest heading above the
 * sample and `blockId`, the id of the sample's code element on the page (./block-id.ts), to link as
 * `<page URL>#<blockId>`. Only executed samples count: compiled without error, not React, not `norun`.
 */
import {optsOutOfExecuting} from '../../src/samples/grammar';
import {codeBlockId, occurrenceCounter} from './block-id';
import type {CataloguedSample, SampleCatalogue} from './catalogue';
import type {CompiledSample} from './compile';

export type SampleUse = {
  /** The markdown file, relative to the site root: `docs/storage.mdx`. */
  file: string;
  /** 1-based line of the sample's opening fence. */
  fenceLine: number;
  /** The page's title (its front matter's, else its first heading). */
  page: string;
  /** The text of the nearest heading above the sample, as written (inline code kept); null when there is none. */
  heading: string | null;
  /** The id of the sample's code element on the page, its anchor. */
  blockId: string;
};

/** Whether the checker ran the sample: compiled without error, not a React sample, not opted out of executing. */
export const isExecutedSample = (sample: CataloguedSample): boolean =>
  sample.kind !== 'react' && !optsOutOfExecuting(sample.meta) && sample.compiled !== null && !(sample.compiled instanceof Error);

const FRONT_MATTER_TITLE = /^title:\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(.+?))\s*$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;

/** Heading text as a reader sees it: no `{#id}` (`\\{#id}` in MDX), links as their text. */
const headingText = (raw: string) =>
  raw
    .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();

/** A file's title and, for each line, the nearest heading at or above it (headings inside fences do not count). */
function fileOutline(catalogue: SampleCatalogue, file: string): {title: string; headingAt: (line: number) => string | null} {
  const lines = catalogue.lines.get(file) ?? [];
  const fenced = new Set<number>();
  for (const block of catalogue.fences) {
    if (block.file === file) for (let line = block.fenceLine; line <= block.closingLine; line += 1) fenced.add(line);
  }
  let title: string | null = null;
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    for (const line of lines.slice(1, end)) {
      const match = FRONT_MATTER_TITLE.exec(line);
      if (match) title = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\"/g, '"');
    }
    start = end + 1;
  }
  const headings: (string | null)[] = [];
  let current: string | null = null;
  lines.forEach((line, index) => {
    const match = index >= start && !fenced.has(index + 1) ? HEADING.exec(line) : null;
    if (match) {
      current = headingText(match[2]!);
      if (match[1] === '#') title ??= current;
    }
    headings.push(current);
  });
  return {title: title ?? file, headingAt: (line) => headings[line - 1] ?? null};
}

const usesByCatalogue = new WeakMap<SampleCatalogue, ReadonlyMap<string, SampleUse[]>>();

/** Every bee-js symbol that executed samples use, with its uses in catalogue order (files sorted, then by line). */
export function sampleUses(catalogue: SampleCatalogue): ReadonlyMap<string, SampleUse[]> {
  const known = usesByCatalogue.get(catalogue);
  if (known) return known;
  const uses = new Map<string, SampleUse[]>();
  const outlines = new Map<string, ReturnType<typeof fileOutline>>();
  const counters = new Map<string, (code: string) => number>();
  const blockIds = new Map<string, string>();
  for (const fence of catalogue.fences) {
    let next = counters.get(fence.file);
    if (!next) counters.set(fence.file, (next = occurrenceCounter()));
    blockIds.set(`${fence.file}:${fence.fenceLine}`, codeBlockId(fence.code, next(fence.code)));
  }
  for (const sample of catalogue.samples) {
    if (!isExecutedSample(sample)) continue;
    let outline = outlines.get(sample.file);
    if (!outline) outlines.set(sample.file, (outline = fileOutline(catalogue, sample.file)));
    const use: SampleUse = {
      file: sample.file,
      fenceLine: sample.fenceLine,
      page: outline.title,
      heading: outline.headingAt(sample.fenceLine),
      blockId: blockIds.get(`${sample.file}:${sample.fenceLine}`)!,
    };
    for (const symbol of (sample.compiled as CompiledSample).beeJsSymbols) {
      const list = uses.get(symbol);
      if (list) list.push(use);
      else uses.set(symbol, [use]);
    }
  }
  usesByCatalogue.set(catalogue, uses);
  return uses;
}

/** Uses of several symbols as one list, each sample once, in catalogue order. */
export function mergedUses(lists: Iterable<readonly SampleUse[]>): SampleUse[] {
  const bySample = new Map<string, SampleUse>();
  for (const list of lists) for (const use of list) bySample.set(`${use.file}:${use.fenceLine}`, use);
  return [...bySample.values()].sort((a, b) => a.file.localeCompare(b.file) || a.fenceLine - b.fenceLine);
}

/**
 * The executed samples that use `symbol` (`Bee.uploadFile`, `BatchId`, `Utils.getStampCost`); [] when none does.
 * With `members`, also those that use its members (`UploadOptions.deferred` for `UploadOptions`), each sample once.
 */
export function samplesUsing(catalogue: SampleCatalogue, symbol: string, {members = false}: {members?: boolean} = {}): SampleUse[] {
  const uses = sampleUses(catalogue);
  if (!members) return uses.get(symbol) ?? [];
  return mergedUses([...uses].filter(([name]) => name === symbol || name.startsWith(`${symbol}.`)).map(([, list]) => list));
}
