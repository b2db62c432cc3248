// @ts-check
/**
 * TypeDoc plugin that shapes the generated bee-js reference into the site's layout. It is plain JavaScript
 * because TypeDoc loads plugins with Node's own import(), which cannot read TypeScript on Node 20; the data it
 * needs (Bee method groups, removed symbols, package facts) arrives through the `apiReference` option, set in
 * typedoc-options.ts.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Comment, Converter, DeclarationReflection, normalizePath, ParameterType, ReflectionCategory, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent, MarkdownRendererEvent, MarkdownTheme, MarkdownThemeContext, MemberRouter} from 'typedoc-plugin-markdown';

/** Also the theme's name. typedoc-options.ts sets both options to it. */
export const ROUTER_NAME = 'bee-js-api';

/**
 * @typedef {{title: string, methods: string[]}} BeeMethodGroup
 * @typedef {{name: string, kind: string, addedIn: string, lastIn: string, removedIn: string, replacement: string}} RemovedSymbol
 * @typedef {{version: string, supportedBeeVersion: string, supportedBeeVersionExact: string, supportedBeeApiVersion: string}} BeeJsFacts
 * @typedef {import('../bee-js-api/api-history').ApiTimeline} ApiTimeline
 * @typedef {import('../bee-js-api/api-history').MemberHistory} MemberHistory
 * @typedef {import('../bee-js-api/api-history').MajorChanges} MajorChanges
 * @typedef {{
 *   beeJs: BeeJsFacts,
 *   beeMethodGroups: BeeMethodGroup[],
 *   beeMethodModes: Record<string, readonly string[] | 'local'>,
 *   removedSymbols: RemovedSymbol[],
 *   timeline: ApiTimeline,
 *   changes: MajorChanges[],
 *   projectFile?: string,
 * }} ApiReferenceOptions
 */

/** Sidebar subcategories in the order readers look for them; the key is TypeDoc's folder name. */
export const KIND_FOLDERS = [
  {folder: 'namespaces', label: 'Namespaces'},
  {folder: 'enumerations', label: 'Enumerations'},
  {folder: 'classes', label: 'Classes'},
  {folder: 'interfaces', label: 'Interfaces'},
  {folder: 'type-aliases', label: 'Type Aliases'},
  {folder: 'variables', label: 'Variables'},
  {folder: 'functions', label: 'Functions'},
];

/**
 * Puts namespace members directly in the namespace's folder (`namespaces/Utils/getStampCost.md`), as the
 * site's routes have them. The stock member router nests them one level deeper, under the package scope and
 * a kind folder (`@ethersphere/namespaces/Utils/functions/getStampCost.md`).
 */
export class ApiRouter extends MemberRouter {
  /** @param {import('typedoc').Reflection} reflection */
  getIdealBaseName(reflection) {
    if (reflection.kindOf(ReflectionKind.Namespace)) {
      return `namespaces/${this.getReflectionAlias(reflection)}/${this.entryFileName}`;
    }
    if (reflection.parent?.kindOf(ReflectionKind.Namespace)) {
      return `namespaces/${this.getReflectionAlias(reflection.parent)}/${this.getReflectionAlias(reflection)}`;
    }
    return super.getIdealBaseName(reflection);
  }
}

/** Fence info that rehype-static-signatures.ts highlights at build time; keep the two in sync. */
export const SIGNATURE_FENCE = '```ts api-signature\n';

/**
 * Marks a partial's TypeScript fence as a signature, for highlighting at build time instead of in the browser.
 * @param {string} markdown
 */
export function markSignatureFence(markdown) {
  return markdown.startsWith('```ts\n') ? SIGNATURE_FENCE + markdown.slice('```ts\n'.length) : markdown;
}

/**
 * Signatures and declarations are marked for build-time highlighting. Declarations (properties, constants)
 * show their type inside that highlighted block, where links cannot live: when the type names documented
 * symbols, a linked copy follows the block, so every type name on a page leads to its own page.
 */
export class ApiThemeContext extends MarkdownThemeContext {
  /** @param {ConstructorParameters<typeof MarkdownThemeContext>} args */
  constructor(...args) {
    super(...args);
    const {declarationTitle, signatureTitle} = this.partials;
    this.partials = {
      ...this.partials,
      signatureTitle: (/** @type {Parameters<typeof signatureTitle>} */ ...titleArgs) => markSignatureFence(signatureTitle(...titleArgs)),
      declarationTitle: (/** @type {import('typedoc').DeclarationReflection} */ model) => {
        const title = markSignatureFence(declarationTitle(model));
        const type = this.helpers.getDeclarationType(model);
        const linkedType = type ? this.partials.someType(type) : '';
        return linkedType.includes('](') ? `${title}\n\nType: ${linkedType}` : title;
      },
    };
  }
}

export class ApiTheme extends MarkdownTheme {
  /** @param {import('typedoc-plugin-markdown').MarkdownPageEvent<import('typedoc').Reflection>} page */
  getRenderContext(page) {
    return new ApiThemeContext(this, page, this.application.options);
  }
}

/**
 * Throws unless `groups` covers `methodNames` exactly once each. The one error names every problem, so a
 * bee-js upgrade that adds or renames methods says what to fix.
 * @param {string[]} methodNames public methods of the Bee class
 * @param {BeeMethodGroup[]} groups
 */
export function checkBeeMethodGroups(methodNames, groups) {
  const known = new Set(methodNames);
  /** @type {Map<string, string>} */
  const groupOf = new Map();
  const problems = [];
  for (const group of groups) {
    for (const method of group.methods) {
      if (!known.has(method)) problems.push(`"${group.title}" names ${method}, which is not a public Bee method`);
      else if (groupOf.has(method)) problems.push(`${method} is in both "${groupOf.get(method)}" and "${group.title}"`);
      else groupOf.set(method, group.title);
    }
  }
  for (const method of methodNames) {
    if (!groupOf.has(method)) problems.push(`${method} is in no group`);
  }
  if (problems.length > 0) {
    throw new Error(`src/data/beeMethods.ts does not match the Bee class:\n  ${problems.join('\n  ')}`);
  }
}

/** Section for Bee methods that src/data/beeMethods.ts does not place yet, e.g. right after a bee-js upgrade. */
export const UNGROUPED_TITLE = 'Other methods';

/**
 * The groups as the page shows them: names of methods that no longer exist are dropped and methods no group
 * names are collected at the end, so upgrading bee-js never breaks the build. The unit tests still fail until
 * the groups are updated by hand, since grouping by task is an editorial choice.
 * @param {string[]} methodNames public methods of the Bee class
 * @param {BeeMethodGroup[]} groups
 * @returns {BeeMethodGroup[]}
 */
export function pageBeeMethodGroups(methodNames, groups) {
  const known = new Set(methodNames);
  const placed = new Set();
  const shown = groups
    .map(({title, methods}) => ({
      title,
      methods: methods.filter((method) => {
        if (!known.has(method) || placed.has(method)) return false;
        placed.add(method);
        return true;
      }),
    }))
    .filter(({methods}) => methods.length > 0);
  const ungrouped = methodNames.filter((method) => !placed.has(method));
  return ungrouped.length > 0 ? [...shown, {title: UNGROUPED_TITLE, methods: ungrouped}] : shown;
}

/**
 * The value a constant holds at runtime, written as TypeScript, for constants whose declaration only gives a
 * type (`CHUNK_SIZE: number`). Null when the value is a structure better described by its type.
 * @param {unknown} value
 * @returns {string | null}
 */
export function formatConstantValue(value) {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Uint8Array) {
    return value.every((byte) => byte === 0) ? `new Uint8Array(${value.length})` : null;
  }
  // bee-js typed bytes (BatchId, Topic, ...) take their hex form in the constructor.
  if (value && typeof value === 'object' && 'toHex' in value && typeof value.toHex === 'function') {
    return `new ${value.constructor.name}('${value.toHex()}')`;
  }
  return null;
}

/**
 * YAML front matter; JSON strings are valid YAML scalars, so values need no further escaping. Undefined
 * fields are left out.
 * @param {Record<string, string | number | null | undefined>} fields
 */
export function frontMatter(fields) {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value === null ? 'null' : JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/**
 * First sentence-ish of a comment as plain text, for the page's meta description.
 * @param {import('typedoc').Comment | undefined} comment
 */
function describe(comment) {
  if (!comment) return null;
  const text = Comment.combineDisplayParts(comment.summary)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\{@\w+\s+([^}|]+)(?:\|[^}]*)?\}/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const firstParagraphEnd = text.search(/(?<=\.)\s/);
  return firstParagraphEnd > 0 ? text.slice(0, firstParagraphEnd) : text;
}

/** Labels TypeDoc gives the sections inside one member (its parameters, return value, ...). */
const MEMBER_SECTION_LABELS = [
  'Parameters',
  'Returns',
  'Type Parameters',
  'Inherited from',
  'Overrides',
  'Implementation of',
  'See',
  'Example',
  'Deprecated',
  'Default',
  'Throws',
  'Remarks',
  'Call Signature',
  'Get Signature',
  'Set Signature',
];
const MEMBER_SECTION_HEADING = new RegExp(`^(#{4,6}) (${MEMBER_SECTION_LABELS.join('|')})$`, 'gm');

/**
 * Writes a member's section labels as literal HTML headings, which MDX leaves to the browser, instead of
 * Markdown headings, which Docusaurus renders with an anchor link and a TOC entry each. Nobody links to the
 * "Returns" of one method among a hundred; on the Bee page these were ~290 components to hydrate.
 * @param {string} markdown
 */
export function plainMemberSectionHeadings(markdown) {
  return markdown.replace(MEMBER_SECTION_HEADING, (_, hashes, label) => `<h${hashes.length}>${label}</h${hashes.length}>`);
}

/** @param {ApiReferenceOptions} options */
function overviewIntro({beeJs}) {
  return [
    `This reference documents **@ethersphere/bee-js ${beeJs.version}**, generated from the type declarations ` +
      `of that release. It supports **Bee ${beeJs.supportedBeeVersion}** ` +
      `(\`${beeJs.supportedBeeVersionExact}\`, Bee API ${beeJs.supportedBeeApiVersion}).`,
    'Start with the [`Bee`](classes/Bee.md) class: every request to a Bee node is one of its methods, grouped ' +
      'there by task. The typed byte classes (such as [`Reference`](classes/Reference.md) and ' +
      '[`BatchId`](classes/BatchId.md)), the token classes [`BZZ`](classes/BZZ.md) and [`DAI`](classes/DAI.md), ' +
      'and the [`Utils`](namespaces/Utils/index.md) functions work offline.',
  ].join('\n\n');
}

/**
 * The anchor Docusaurus gives a heading made of words, spaces and hyphens (as group titles are). The build's
 * broken-anchor check fails if this ever disagrees with Docusaurus.
 * @param {string} title
 */
export function headingAnchor(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/**
 * A compact map of the Bee page: each task with links to its methods, so readers find a method without
 * scrolling through a hundred of them.
 * @param {BeeMethodGroup[]} groups
 */
export function beeTaskIndex(groups) {
  const rows = groups.map(
    (group) =>
      `| [${group.title}](#${headingAnchor(group.title)}) | ` +
      `${group.methods.map((method) => `[${method}](#${method.toLowerCase()})`).join(', ')} |`,
  );
  return ['## Methods by task', '| Task | Methods |', '| --- | --- |', ...rows].join('\n');
}

/** @param {ApiReferenceOptions} options */
function removedSection({beeJs, removedSymbols}) {
  if (removedSymbols.length === 0) return '';
  const items = removedSymbols.map((symbol) => `- [${symbol.name}](${removedSymbolUrl(symbol)}), last in ${symbol.lastIn}`);
  return [
    '## Removed',
    `Earlier releases exported these symbols; ${beeJs.version} does not. Their pages say what to use instead.`,
    items.join('\n'),
  ].join('\n\n');
}

/** @param {RemovedSymbol} symbol */
export function removedSymbolUrl(symbol) {
  return `${symbol.kind}/${symbol.name}.md`;
}

/**
 * @param {RemovedSymbol} symbol
 * @param {BeeJsFacts} beeJs
 * @param {number | undefined} sidebarPosition
 * @param {string} first the oldest release the history covers
 */
export function removedSymbolPage(symbol, beeJs, sidebarPosition, first) {
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

/**
 * A row of badges as static HTML: the API pages' notes need no JavaScript, and on the largest pages they sit
 * inside the server-rendered bodies (static-bodies.ts).
 * @param {{text: string, variant: 'added' | 'changed' | 'deprecated' | 'removed' | 'mode'}[]} items
 * @param {string} [label] visible words before the badges, e.g. "Node modes:"
 */
export function badges(items, label) {
  const spans = items.map(({text, variant}) => `<span className="api-badge api-badge--${variant}">${text}</span>`);
  return `<p className="api-badges">${label ? `<span className="api-badges__label">${label}</span> ` : ''}${spans.join(' ')}</p>`;
}

/**
 * "Added in", "Deprecated" and "Changed in" for one symbol or method. Earlier declarations sit in a closed
 * `<details>`, newest change first. `first` is the oldest release the history covers, so anything in it is
 * "added in it or earlier".
 * @param {{addedIn: string, changes?: MemberHistory['changes']}} history
 * @param {string} first
 * @param {boolean} deprecated
 */
export function historyNotes({addedIn, changes = []}, first, deprecated) {
  /** @type {Parameters<typeof badges>[0]} */
  const items = [{text: addedIn === first ? `Added in ${first} or earlier` : `Added in ${addedIn}`, variant: 'added'}];
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

/** Badge text of each node mode, in the order they are shown. */
const MODE_LABELS = ['ultra-light', 'light', 'full'];

/**
 * The node modes a Bee method works in, from the same data as the overview's cheat-sheet.
 * @param {readonly string[] | 'local' | undefined} modes
 */
export function modeBadges(modes) {
  if (!modes) return '';
  if (modes === 'local') return badges([{text: 'no node needed', variant: 'mode'}], 'Node modes:');
  return badges(
    MODE_LABELS.filter((mode) => modes.includes(mode)).map((mode) => ({text: mode, variant: 'mode'})),
    'Node modes:',
  );
}

/** @param {import('typedoc').Reflection} reflection */
function isDeprecated(reflection) {
  const comments = [
    reflection.comment,
    ...(reflection.isDeclaration() ? (reflection.signatures ?? []).map((signature) => signature.comment) : []),
  ];
  return comments.some((comment) => comment?.blockTags.some((tag) => tag.tag === '@deprecated'));
}

/** @param {number} major */
export const changesPageUrl = (major) => `changes/v${major}.md`;

/**
 * One major's "API changes" page. Links are relative to the page's folder.
 * @param {MajorChanges} changes
 * @param {(name: string) => string | undefined} urlOf reference page of an export or `Utils.member`, if any
 * @param {string} documentedVersion the bee-js release the reference documents
 */
export function changesPage(changes, urlOf, documentedVersion) {
  const link = (/** @type {string} */ name) => {
    if (name.startsWith('Bee.')) return `[${name}](../classes/Bee.md#${name.slice(4).toLowerCase()})`;
    const url = urlOf(name);
    return url ? `[${name}](../${url})` : `\`${name}\``;
  };
  const list = (/** @type {string[]} */ names) => (names.length ? names.map((name) => `- ${link(name)}`).join('\n') : 'None.');
  const members = (/** @type {'added' | 'removed' | 'changed'} */ change) => changes.members.filter((member) => member.change === change);
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

/** @param {ApiReferenceOptions} options */
function changesSection({changes}) {
  if (changes.length === 0) return '';
  const items = changes.map(({major}) => `- [bee-js ${major}](${changesPageUrl(major)})`);
  return ['## API changes', 'What each major release added, removed and changed, with links to the symbols:', items.join('\n')].join(
    '\n\n',
  );
}

/**
 * Constants whose declarations have no initializer (`export declare const SPAN_SIZE: number`) get the value
 * bee-js has at run time, so that their pages show it.
 * @param {import('typedoc').ProjectReflection} project
 * @param {Record<string, unknown>} runtime the package as `require` gives it
 */
function fillConstantValues(project, runtime) {
  for (const variable of project.getReflectionsByKind(ReflectionKind.Variable)) {
    if (!variable.parent?.kindOf(ReflectionKind.Project) || !('defaultValue' in variable)) continue;
    if (variable.defaultValue) continue;
    const formatted = formatConstantValue(runtime[variable.name]);
    if (formatted !== null) variable.defaultValue = formatted;
  }
}

/**
 * Sorts the `Bee` page's methods into the task groups of src/data/beeMethods.ts, the properties first.
 * @param {import('typedoc').ProjectReflection} project
 * @param {BeeMethodGroup[]} groups
 * @returns {BeeMethodGroup[]} the groups as the page shows them
 */
function groupBeeMethods(project, groups) {
  const bee = project.getChildByName('Bee');
  if (!bee || !bee.isDeclaration()) throw new Error('bee-js no longer exports a Bee class.');
  const methods = (bee.children ?? []).filter((child) => child.kindOf(ReflectionKind.Method));
  const groupsOnPage = pageBeeMethodGroups(
    methods.map((method) => method.name),
    groups,
  );
  const byName = new Map(methods.map((method) => [method.name, method]));
  const properties = new ReflectionCategory('Properties');
  properties.children = (bee.children ?? []).filter((child) => child.kindOf(ReflectionKind.Property));
  // Setting categories before TypeDoc's CategoryPlugin runs makes it keep ours (it skips categorised reflections).
  bee.categories = [
    properties,
    ...groupsOnPage.map((group) => {
      const category = new ReflectionCategory(group.title);
      category.children = group.methods.map((name) => /** @type {import('typedoc').DeclarationReflection} */ (byName.get(name)));
      return category;
    }),
  ].filter((category) => category.children.length > 0);
  return groupsOnPage;
}

/**
 * Fails on any TypeDoc warning, then leaves the converted project for the llms.txt digest.
 * @param {import('typedoc-plugin-markdown').MarkdownApplication} app
 * @param {import('typedoc').ProjectReflection} project
 * @param {string | undefined} projectFile
 */
function validateAndSaveProject(app, project, projectFile) {
  // docusaurus-plugin-typedoc never validates, so references to unexported types would pass unnoticed.
  // Throwing here, before anything is written, fails the site build with this message.
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error(
      'TypeDoc reported warnings or errors for the bee-js API reference (see above). Fix them, or suppress ' +
        'each one in plugins/api-reference/typedoc-options.ts with a comment saying why.',
    );
  }
  if (projectFile) {
    mkdirSync(path.dirname(projectFile), {recursive: true});
    writeFileSync(projectFile, JSON.stringify(app.serializer.projectToObject(project, normalizePath(process.cwd()))));
  }
}

/**
 * The history notes of a page's symbol: an export, or a member of the Utils namespace. Empty when the
 * history does not know it (a unit test names such pages).
 * @param {import('typedoc').Reflection} model
 * @param {ApiTimeline} timeline
 */
function symbolNotes(model, timeline) {
  const parent = model.parent;
  const history = parent?.kindOf(ReflectionKind.Project)
    ? timeline.exports[model.name]
    : parent?.kindOf(ReflectionKind.Namespace) && parent.name === 'Utils'
      ? timeline.Utils[model.name]
      : undefined;
  return history ? historyNotes(history, timeline.first, isDeprecated(model)) : '';
}

/**
 * Adds each Bee method's history and node modes under its heading.
 * @param {import('typedoc').DeclarationReflection} bee
 * @param {string} contents
 * @param {ApiReferenceOptions} settings
 */
function withBeeMethodNotes(bee, contents, {timeline, beeMethodModes}) {
  return contents.replace(/^### (?:~~)?(\w+)\(\)(?:~~)?\n/gm, (heading, name) => {
    const method = bee.getChildByName(name);
    const history = timeline.Bee[name];
    if (!method || !history) return heading;
    return `${heading}\n${historyNotes(history, timeline.first, isDeprecated(method))}\n\n${modeBadges(beeMethodModes[name])}\n`;
  });
}

/**
 * Every page's URL by export name (or `Namespace.member`), and its position among its folder's pages. Docusaurus
 * sorts autogenerated items by file name with upper case first (BZZ before BatchId); the overview lists them
 * ignoring case, and the sidebar should agree.
 * @param {import('typedoc-plugin-markdown').MarkdownRendererEvent} output
 * @param {RemovedSymbol[]} removedSymbols
 */
function indexPages(output, removedSymbols) {
  /** @type {Map<string, string>} */
  const exportUrls = new Map();
  for (const {model, url} of output.pages) {
    if (!(model instanceof DeclarationReflection)) continue;
    if (model.parent?.kindOf(ReflectionKind.Project)) exportUrls.set(model.name, url);
    else if (model.parent?.kindOf(ReflectionKind.Namespace)) exportUrls.set(`${model.parent.name}.${model.name}`, url);
  }
  const urls = [...output.pages.map((page) => page.url), ...removedSymbols.map(removedSymbolUrl)].sort((a, b) =>
    a.localeCompare(b, 'en', {sensitivity: 'base'}),
  );
  /** @type {Map<string, number>} */
  const sidebarPositions = new Map();
  /** @type {Map<string, number>} */
  const counters = new Map();
  for (const url of urls) {
    const folder = path.posix.dirname(url);
    const position = (counters.get(folder) ?? 0) + 1;
    counters.set(folder, position);
    sidebarPositions.set(url, position);
  }
  return {exportUrls, sidebarPositions};
}

/**
 * A symbol page's front matter (title, sidebar position, a description even for undocumented symbols) and the
 * Bee page's method notes.
 * @param {import('typedoc-plugin-markdown').MarkdownPageEvent<import('typedoc').Reflection>} page
 * @param {ApiReferenceOptions} settings
 * @param {number | undefined} sidebarPosition
 */
function finishPage(page, settings, sidebarPosition) {
  const model = page.model;
  const isOverview = model.kindOf(ReflectionKind.Project);
  const comment = model.comment ?? (model.isDeclaration() ? model.signatures?.[0]?.comment : undefined) ?? undefined;
  /** @type {Record<string, string | number | null | undefined>} */
  const fields = isOverview
    ? {title: 'API reference', sidebar_label: 'Overview', sidebar_position: 0}
    : {title: model.name, sidebar_position: sidebarPosition};
  const {version} = settings.beeJs;
  // Without a description Docusaurus takes the page's first text, which on an undocumented symbol is a
  // section label such as "Extends" or "Properties": useless in search results and link previews.
  fields.description = isOverview
    ? `Reference of every class, function, type and constant that bee-js ${version} exports.`
    : (describe(comment) ?? `${model.name}: ${ReflectionKind.singularString(model.kind).toLowerCase()} exported by bee-js ${version}.`);
  fields.custom_edit_url = null;
  const contents =
    model.isDeclaration() && model.name === 'Bee' && model.parent?.kindOf(ReflectionKind.Project)
      ? withBeeMethodNotes(model, page.contents ?? '', settings)
      : (page.contents ?? '');
  page.contents = frontMatter(fields) + plainMemberSectionHeadings(contents);
}

/**
 * Pages TypeDoc does not make: one per major's API changes, one per removed symbol, and the sidebar
 * categories' settings.
 * @param {string} outputDirectory
 * @param {ApiReferenceOptions} settings
 * @param {ReturnType<typeof indexPages>} pages
 */
function writeExtraPages(outputDirectory, {beeJs, removedSymbols, changes, timeline}, {exportUrls, sidebarPositions}) {
  const write = (/** @type {string} */ relative, /** @type {string} */ text) => {
    const file = path.join(outputDirectory, relative);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  };
  const removedUrls = new Map(removedSymbols.map((symbol) => [symbol.name, removedSymbolUrl(symbol)]));
  for (const major of changes) {
    write(
      changesPageUrl(major.major),
      changesPage(major, (name) => exportUrls.get(name) ?? removedUrls.get(name), beeJs.version),
    );
  }
  write(
    path.join('changes', '_category_.json'),
    JSON.stringify({label: 'API changes', position: KIND_FOLDERS.length + 1, collapsed: true}, null, 2),
  );
  for (const symbol of removedSymbols) {
    const url = removedSymbolUrl(symbol);
    write(url, removedSymbolPage(symbol, beeJs, sidebarPositions.get(url), timeline.first));
  }
  KIND_FOLDERS.forEach(({folder, label}, index) => {
    write(path.join(folder, '_category_.json'), JSON.stringify({label, position: index + 1, collapsed: true}, null, 2));
  });
}

/**
 * The plugin's steps in TypeDoc's order: conversion (constant values, the Bee page's groups, validation), then
 * rendering (notes at the top of pages, front matter, pages of its own).
 * @param {import('typedoc-plugin-markdown').MarkdownApplication} app
 */
export function load(app) {
  app.options.addDeclaration({
    name: 'apiReference',
    help: 'bee-js docs: Bee method groups, removed symbols and package facts for the API reference.',
    type: ParameterType.Mixed,
    defaultValue: null,
  });
  app.renderer.defineRouter(ROUTER_NAME, ApiRouter);
  app.renderer.defineTheme(ROUTER_NAME, ApiTheme);
  const beeJsRuntime = createRequire(import.meta.url)('@ethersphere/bee-js');

  /** @returns {ApiReferenceOptions} */
  const settings = () => {
    const value = /** @type {ApiReferenceOptions | null} */ (app.options.getValue('apiReference'));
    if (!value) throw new Error('The bee-js API reference plugin needs the apiReference option (see typedoc-options.ts).');
    return value;
  };

  /** @type {BeeMethodGroup[]} set during conversion, read while rendering */
  let beeGroupsOnPage = [];
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, ({project}) => {
    fillConstantValues(project, beeJsRuntime);
    beeGroupsOnPage = groupBeeMethods(project, settings().beeMethodGroups);
  });
  app.converter.on(Converter.EVENT_END, ({project}) => validateAndSaveProject(app, project, settings().projectFile));

  app.renderer.markdownHooks.on('content.begin', ({page: {model}}) => {
    if (model.kindOf(ReflectionKind.Project)) return overviewIntro(settings());
    const notes = symbolNotes(model, settings().timeline);
    if (model.kindOf(ReflectionKind.Class) && model.name === 'Bee') return `${notes}\n\n${beeTaskIndex(beeGroupsOnPage)}`;
    return notes;
  });
  app.renderer.markdownHooks.on('index.page.end', () =>
    [changesSection(settings()), removedSection(settings())].filter(Boolean).join('\n\n'),
  );

  /** @type {ReturnType<typeof indexPages>} set when rendering begins, read by each page and at the end */
  let pages = {exportUrls: new Map(), sidebarPositions: new Map()};
  app.renderer.on(MarkdownRendererEvent.BEGIN, (output) => {
    pages = indexPages(output, settings().removedSymbols);
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.isReflectionEvent()) finishPage(page, settings(), pages.sidebarPositions.get(page.url));
  });
  app.renderer.on(MarkdownRendererEvent.END, (output) => writeExtraPages(output.outputDirectory, settings(), pages));
}
