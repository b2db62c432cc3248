/**
 * "Examples in the guides": under each class member, and at the end of each function, interface, type alias,
 * enumeration and constant page, the executed samples of the guides that use the symbol (found by the samples
 * home's plugins/samples/symbol-uses.ts from the samples' program), grouped by page, each linked to its code
 * block; or a sentence saying that no sample uses it. The heading is a plain HTML heading with a class, so that
 * it adds no entry to the table of contents, and static-bodies.ts renders the section on the server only.
 */
import path from 'node:path';
import {type DeclarationReflection, type Reflection, ReflectionKind} from 'typedoc';
import type {SampleUse} from '../../samples/symbol-uses';

export const EXAMPLES_TITLE = 'Examples in the guides';
/** The class of the section's heading: static-bodies.ts finds the sections by it. */
export const EXAMPLES_CLASS = 'api-examples';
export const NO_EXAMPLES = 'No sample in the guides uses it.';

/**
 * The guides' executed samples that use a symbol, named as symbol-uses.ts names it (`Bee.uploadFile`); with
 * `members`, also those that use its members. A function from the site's side (../typedoc-options.ts): TypeDoc
 * loads this plugin's modules through tsx, which does not load the samples home's modules for them.
 */
export type GuideExamples = (symbol: string, options: {members: boolean}) => readonly SampleUse[];

/** Where the reference's pages are, relative to the site: guide links are relative to a page's file. */
const REFERENCE_DIR = 'docs/api';

const escapeLinkText = (text: string) => text.replace(/[[\]]/g, '\\$&');

/**
 * Above this many samples a section lists each guide's first sample and counts the others: the Bee constructor
 * is in a hundred samples, and a hundred links under it would be a seventh of the Bee page's HTML.
 */
export const MAX_LISTED_SAMPLES = 12;

/**
 * The section for `uses` on the page at `pageUrl` (TypeDoc's URL, relative to the reference), headed at
 * `level`: one line per guide, each sample a link to its block named by its heading, numbered when a heading
 * holds several; past MAX_LISTED_SAMPLES, each guide's first sample and how many more the guide has.
 */
export function examplesSection(uses: readonly SampleUse[], pageUrl: string, level: number): string {
  const heading = `<h${level} className="${EXAMPLES_CLASS}">${EXAMPLES_TITLE}</h${level}>`;
  if (uses.length === 0) return `${heading}\n\n${NO_EXAMPLES}`;
  const from = path.posix.dirname(path.posix.join(REFERENCE_DIR, pageUrl));
  const byFile = new Map<string, SampleUse[]>();
  for (const use of uses) byFile.set(use.file, [...(byFile.get(use.file) ?? []), use]);
  const compact = uses.length > MAX_LISTED_SAMPLES;
  const lines = [...byFile.values()].map((fileUses) => {
    const seen = new Map<string, number>();
    const links = (compact ? fileUses.slice(0, 1) : fileUses).map((use) => {
      const name = use.heading ?? use.page;
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      const text = count === 1 ? name : `${name} (${count})`;
      return `[${escapeLinkText(text)}](${path.posix.relative(from, use.file)}#${use.blockId})`;
    });
    const more = compact && fileUses.length > 1 ? ` and ${fileUses.length - 1} more` : '';
    return `- ${escapeLinkText(fileUses[0]!.page)}: ${links.join(', ')}${more}`;
  });
  return `${heading}\n\n${lines.join('\n')}`;
}

/** A class member's section (the member's own heading level plus one), or null for anything else. */
export function memberExamples(model: DeclarationReflection, pageUrl: string, examples: GuideExamples): string | null {
  const owner = model.parent;
  if (!owner?.kindOf(ReflectionKind.Class)) return null;
  return examplesSection(examples(`${owner.name}.${model.name}`, {members: false}), pageUrl, 4);
}

/** Page kinds with one section at their end; an interface, type or enumeration counts uses of its members too. */
const PAGE_KINDS = ReflectionKind.Function | ReflectionKind.Variable;
const PAGE_KINDS_WITH_MEMBERS = ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Enum;

/** The section at the end of a function, constant, interface, type alias or enumeration page, or null for other pages. */
export function pageExamples(model: Reflection, pageUrl: string, examples: GuideExamples): string | null {
  if (!model.kindOf(PAGE_KINDS | PAGE_KINDS_WITH_MEMBERS)) return null;
  const name = model.parent?.kindOf(ReflectionKind.Namespace) ? `${model.parent.name}.${model.name}` : model.name;
  return examplesSection(examples(name, {members: model.kindOf(PAGE_KINDS_WITH_MEMBERS)}), pageUrl, 2);
}
