/**
 * What the API's history adds to the reference: "Added in", "Deprecated" and "Changed in" notes, a page per
 * removed symbol and per major's API changes, and the overview's sections that link them.
 */
import {type Reflection, ReflectionKind} from 'typedoc';
import type {ApiTimeline, MajorChanges, MemberHistory} from '../../bee-js-api/api-history';
import type {RemovedSymbol} from '../removed-symbols';
import type {BeeJsPackageFacts} from '../../../bee-js-package';
import type {ApiReferenceSettings} from './settings.mjs';
import {SIGNATURE_FENCE} from './theme.mjs';

/** YAML front matter; JSON strings are valid YAML scalars, so values need no further escaping. Undefined fields are left out. */
export function frontMatter(fields: Record<string, string | number | null | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value === null ? 'null' : JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

export type Badge = {text: string; variant: 'added' | 'changed' | 'deprecated' | 'removed' | 'mode'};

/**
 * A row of badges as static HTML: the API pages' notes need no JavaScript, and on the largest pages they sit
 * inside the server-rendered bodies (static-bodies.ts). `label`: visible words before the badges.
 */
export function badges(items: Badge[], label?: string): string {
  const spans = items.map(({text, variant}) => `<span className="api-badge api-badge--${variant}">${text}</span>`);
  return `<p className="api-badges">${label ? `<span className="api-badges__label">${label}</span> ` : ''}${spans.join(' ')}</p>`;
}

/**
 * "Added in", "Deprecated" and "Changed in" for one symbol or method. Earlier declarations sit in a closed
 * `<details>`, newest change first. `first` is the oldest release the history covers, so anything in it is
 * "added in it or earlier".
 */
export function historyNotes(
  {addedIn, changes = []}: Pick<MemberHistory, 'addedIn'> & Partial<MemberHistory>,
  first: string,
  deprecated: boolean,
): string {
  const items: Badge[] = [{text: addedIn === first ? `Added in ${first} or earlier` : `Added in ${addedIn}`, variant: 'added'}];
  if (deprecated) items.push({text: 'Deprecated', variant: 'deprecated'});
  const notes = [badges(items)];
  if (changes.length > 0) {
    const earlier = [...changes].reverse().map(({version, before}) => `Before ${version}:\n\n${SIGNATURE_FENCE}${before}\n\`\`\``);
    notes.push(
      `<details className="api-changed">\n<summary>Changed in ${changes.at(-1)?.version}: earlier signature${changes.length > 1 ? 's' : ''}</summary>\n\n` +
        `${earlier.join('\n\n')}\n\n</details>`,
    );
  }
  return notes.join('\n\n');
}

export function isDeprecated(reflection: Reflection): boolean {
  const comments = [
    reflection.comment,
    ...(reflection.isDeclaration() ? (reflection.signatures ?? []).map((signature) => signature.comment) : []),
  ];
  return comments.some((comment) => comment?.blockTags.some((tag) => tag.tag === '@deprecated'));
}

/**
 * The history notes of a page's symbol: an export, or a member of the Utils namespace. Empty when the
 * history does not know it (a unit test names such pages).
 */
export function symbolNotes(model: Reflection, timeline: ApiTimeline): string {
  const parent = model.parent;
  const history = parent?.kindOf(ReflectionKind.Project)
    ? timeline.exports[model.name]
    : parent?.kindOf(ReflectionKind.Namespace) && parent.name === 'Utils'
      ? timeline.Utils[model.name]
      : undefined;
  return history ? historyNotes(history, timeline.first, isDeprecated(model)) : '';
}

export const removedSymbolUrl = (symbol: RemovedSymbol) => `${symbol.kind}/${symbol.name}.md`;

/** `first`: the oldest release the history covers. */
export function removedSymbolPage(
  symbol: RemovedSymbol,
  beeJs: Pick<BeeJsPackageFacts, 'version'>,
  sidebarPosition: number | undefined,
  first: string,
): string {
  return (
    frontMatter({
      title: symbol.name,
      sidebar_label: `${symbol.name} (removed)`,
      sidebar_position: sidebarPosition,
      description: `${symbol.name} was removed from bee-js: ${symbol.lastIn} was the last release with it.`,
      custom_edit_url: null,
    }) +
    `# ${symbol.name.replace(/_/g, '\\_')}\n\n` +
    `${historyNotes(symbol, first, false).replace('</p>', ` <span className="api-badge api-badge--removed">Last in ${symbol.lastIn}</span></p>`)}\n\n` +
    `:::warning[Removed after bee-js ${symbol.lastIn}]\n\n` +
    `\`${symbol.name}\` is not part of bee-js ${beeJs.version}. ` +
    'Importing it fails.\n\n:::\n\n' +
    `${symbol.replacement}\n`
  );
}

export function removedSection({beeJs, removedSymbols}: ApiReferenceSettings): string {
  if (removedSymbols.length === 0) return '';
  const items = removedSymbols.map((symbol) => `- [${symbol.name}](${removedSymbolUrl(symbol)}), last in ${symbol.lastIn}`);
  return [
    '## Removed',
    `Earlier releases exported these symbols; ${beeJs.version} does not. Their pages say what to use instead.`,
    items.join('\n'),
  ].join('\n\n');
}

export const changesPageUrl = (major: number) => `changes/v${major}.md`;

/**
 * One major's "API changes" page. Links are relative to the page's folder. `urlOf`: the reference page of an
 * export or `Utils.member`, if any; `documentedVersion`: the bee-js release the reference documents.
 */
export function changesPage(changes: MajorChanges, urlOf: (name: string) => string | undefined, documentedVersion: string): string {
  const link = (name: string) => {
    if (name.startsWith('Bee.')) return `[${name}](../classes/Bee.md#${name.slice(4).toLowerCase()})`;
    const url = urlOf(name);
    return url ? `[${name}](../${url})` : `\`${name}\``;
  };
  const list = (names: string[]) => (names.length ? names.map((name) => `- ${link(name)}`).join('\n') : 'None.');
  const members = (change: 'added' | 'removed' | 'changed') => changes.members.filter((member) => member.change === change);
  const changed = members('changed').map(
    ({name, before, after}) =>
      `### ${link(name)}\n\nIn ${changes.from}:\n\n${SIGNATURE_FENCE}${before}\n\`\`\`\n\nIn ${changes.to}:\n\n${SIGNATURE_FENCE}${after}\n\`\`\``,
  );
  return (
    frontMatter({
      title: `API changes in bee-js ${changes.major}`,
      sidebar_label: `bee-js ${changes.major}`,
      sidebar_position: changes.major,
      description: `Exports, Bee methods and Utils functions that bee-js ${changes.major} added, removed or changed.`,
      custom_edit_url: null,
    }) +
    `# API changes in bee-js ${changes.major}\n\n` +
    `What changed between ${changes.from}, the last ${changes.major - 1}.x release, and ${changes.to}, ` +
    `${changes.to === documentedVersion ? 'the release these docs cover' : `the last ${changes.major}.x release`}, ` +
    'read from the declaration files of both packages. ' +
    'Renamed parameters are not listed: they change no calling code.\n\n' +
    `## Added exports\n\n${list(changes.added)}\n\n` +
    `## Removed exports\n\n${list(changes.removed)}\n\n` +
    `## Added methods and functions\n\n${list(members('added').map(({name}) => name))}\n\n` +
    `## Removed methods and functions\n\n${list(members('removed').map(({name}) => name))}\n\n` +
    `## Changed signatures\n\n${changed.length ? changed.join('\n\n') : 'None.'}\n`
  );
}

export function changesSection({changes}: ApiReferenceSettings): string {
  if (changes.length === 0) return '';
  const items = changes.map(({major}) => `- [bee-js ${major}](${changesPageUrl(major)})`);
  return ['## API changes', 'What each major release added, removed and changed, with links to the symbols:', items.join('\n')].join(
    '\n\n',
  );
}
