/**
 * "Examples in the guides": the section under each symbol of the API reference that links the guides' executed
 * samples using it (./symbol-uses.ts). TypeDoc writes a placeholder tag where a section goes, and the page's
 * compile (the API reference's remark step) and its `.md` twin (llms-txt) fill it from the build's catalogue, so
 * that TypeDoc's output depends on bee-js alone and a guide edit reuses it from its cache.
 */
import path from 'node:path';
import type {SampleCatalogue} from './catalogue';
import {type SampleUse, samplesUsing} from './symbol-uses';

/** The placeholder's tag; plugins/api-reference/typedoc/examples.mts writes it. */
export const EXAMPLES_PLACEHOLDER = 'GuideExamples';
export const EXAMPLES_TITLE = 'Examples in the guides';
/** The class of the section's heading: the API reference finds the sections by it. */
export const EXAMPLES_CLASS = 'api-examples';
export const NO_EXAMPLES = 'No sample in the guides uses it.';

/**
 * Above this many sections a guide line lists the guide's first section and counts the others: the Bee
 * constructor is in a hundred samples, and a hundred links under it would be a seventh of the Bee page's HTML.
 */
export const MAX_LISTED_SAMPLES = 12;

/** What a placeholder says: the symbol, whether its members' uses count, its page and the heading's level. */
export type ExamplesPlaceholder = {
  /** Named as ./symbol-uses.ts names it: `Bee.uploadFile`, `UploadOptions`. */
  symbol: string;
  members: boolean;
  /** The API page's file, relative to the site: `docs/api/classes/Bee.md`; the links are relative to it. */
  page: string;
  level: number;
};

const escapeLinkText = (text: string) => text.replace(/[[\]]/g, '\\$&');

/** Each section of a guide that has samples in `uses`, named by its heading (the page's title above the first), with its first sample. */
function sectionsOf(fileUses: readonly SampleUse[]): {name: string; use: SampleUse}[] {
  const sections = new Map<string, SampleUse>();
  for (const use of fileUses) {
    const name = use.heading ?? use.page;
    if (!sections.has(name)) sections.set(name, use);
  }
  return [...sections].map(([name, use]) => ({name, use}));
}

/**
 * The markdown under the section's heading for `uses` on the page `page` (relative to the site): one line per
 * guide, naming the guide and linking each of its sections that has samples, at the section's first sample;
 * past MAX_LISTED_SAMPLES sections in all, each guide's first section and how many more the guide has.
 */
export function examplesBody(uses: readonly SampleUse[], page: string): string {
  if (uses.length === 0) return NO_EXAMPLES;
  const from = path.posix.dirname(page);
  const byFile = new Map<string, SampleUse[]>();
  for (const use of uses) byFile.set(use.file, [...(byFile.get(use.file) ?? []), use]);
  const guides = [...byFile.values()].map((fileUses) => ({page: fileUses[0]!.page, sections: sectionsOf(fileUses)}));
  const compact = guides.reduce((count, {sections}) => count + sections.length, 0) > MAX_LISTED_SAMPLES;
  const lines = guides.map(({page: guide, sections}) => {
    const links = (compact ? sections.slice(0, 1) : sections).map(
      ({name, use}) => `[${escapeLinkText(name)}](${path.posix.relative(from, use.file)}#${use.blockId})`,
    );
    const more = compact && sections.length > 1 ? ` and ${sections.length - 1} more` : '';
    return `- ${escapeLinkText(guide)}: ${links.join(', ')}${more}`;
  });
  return lines.join('\n');
}

/** The section's heading: a plain HTML heading with a class, so that it adds no entry to the table of contents. */
export const examplesHeading = (level: number) => `<h${level} className="${EXAMPLES_CLASS}">${EXAMPLES_TITLE}</h${level}>`;

/** The whole section, heading and body, as markdown. */
export const examplesSection = (uses: readonly SampleUse[], page: string, level: number) =>
  `${examplesHeading(level)}\n\n${examplesBody(uses, page)}`;

/** The guides' (docs/) executed samples that a placeholder's section lists, from `catalogue`. */
export const guideUsesOf = (catalogue: SampleCatalogue, {symbol, members}: Pick<ExamplesPlaceholder, 'symbol' | 'members'>) =>
  samplesUsing(catalogue, symbol, {members}).filter((use) => use.file.startsWith('docs/'));

/** The markdown of a placeholder's section, from `catalogue`. */
export const placeholderSection = (catalogue: SampleCatalogue, placeholder: ExamplesPlaceholder) =>
  examplesSection(guideUsesOf(catalogue, placeholder), placeholder.page, placeholder.level);

/** A placeholder from its tag's attributes, as MDX or the twins read them; a clear error for a malformed one. */
export function readPlaceholder(attributes: Record<string, string | boolean | undefined>, where: string): ExamplesPlaceholder {
  const {symbol, page, level, members} = attributes;
  if (typeof symbol !== 'string' || typeof page !== 'string' || !/^[1-6]$/.test(String(level))) {
    throw new Error(`${where}: <${EXAMPLES_PLACEHOLDER}> needs symbol="…", page="…" and level="1…6"; it has ${JSON.stringify(attributes)}`);
  }
  return {symbol, page, level: Number(level), members: members === true || members === 'true'};
}
