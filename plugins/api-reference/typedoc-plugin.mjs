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
import {Comment, Converter, ParameterType, ReflectionCategory, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent, MarkdownRendererEvent, MemberRouter} from 'typedoc-plugin-markdown';

export const ROUTER_NAME = 'bee-js-api';

/**
 * @typedef {{title: string, methods: string[]}} BeeMethodGroup
 * @typedef {{name: string, kind: string, removedIn: string, replacement: string}} RemovedSymbol
 * @typedef {{version: string, supportedBeeVersion: string, supportedBeeVersionExact: string, supportedBeeApiVersion: string}} BeeJsFacts
 * @typedef {{beeJs: BeeJsFacts, beeMethodGroups: BeeMethodGroup[], removedSymbols: RemovedSymbol[]}} ApiReferenceOptions
 */

/** Sidebar subcategories in the order the spec lists them; the key is TypeDoc's folder name. */
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
 * spec's routes have them. The stock member router nests them one level deeper, under the package scope and
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
    throw new Error(`plugins/api-reference/bee-method-groups.ts does not match the Bee class:\n  ${problems.join('\n  ')}`);
  }
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
  return title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
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
  const items = removedSymbols.map(
    (symbol) => `- [${symbol.name}](${removedSymbolUrl(symbol)}), removed in ${symbol.removedIn}`,
  );
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
 */
export function removedSymbolPage(symbol, beeJs, sidebarPosition) {
  return (
    frontMatter({
      title: symbol.name,
      sidebar_label: `${symbol.name} (removed)`,
      sidebar_position: sidebarPosition,
      description: `${symbol.name} was removed from bee-js in ${symbol.removedIn}.`,
      custom_edit_url: null,
    }) +
    `# ${symbol.name.replace(/_/g, '\\_')}\n\n` +
    `:::warning[Removed in bee-js ${symbol.removedIn}]\n\n` +
    `\`${symbol.name}\` is not part of bee-js ${beeJs.version}. Importing it fails.\n\n:::\n\n` +
    `${symbol.replacement}\n`
  );
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'apiReference',
    help: 'bee-js docs: Bee method groups, removed symbols and package facts for the API reference.',
    type: ParameterType.Mixed,
    defaultValue: null,
  });
  app.renderer.defineRouter(ROUTER_NAME, ApiRouter);
  const beeJsRuntime = createRequire(import.meta.url)('@ethersphere/bee-js');

  /** @returns {ApiReferenceOptions} */
  const settings = () => {
    const value = /** @type {ApiReferenceOptions | null} */ (app.options.getValue('apiReference'));
    if (!value) throw new Error('The bee-js API reference plugin needs the apiReference option (see typedoc-options.ts).');
    return value;
  };

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const {project} = context;
    for (const variable of project.getReflectionsByKind(ReflectionKind.Variable)) {
      if (!(variable.parent?.kindOf(ReflectionKind.Project)) || !('defaultValue' in variable)) continue;
      if (variable.defaultValue) continue;
      const formatted = formatConstantValue(beeJsRuntime[variable.name]);
      if (formatted !== null) variable.defaultValue = formatted;
    }

    const bee = project.getChildByName('Bee');
    if (!bee || !bee.isDeclaration()) throw new Error('bee-js no longer exports a Bee class.');
    const methods = (bee.children ?? []).filter((child) => child.kindOf(ReflectionKind.Method));
    checkBeeMethodGroups(
      methods.map((method) => method.name),
      settings().beeMethodGroups,
    );
    const byName = new Map(methods.map((method) => [method.name, method]));
    const properties = new ReflectionCategory('Properties');
    properties.children = (bee.children ?? []).filter((child) => child.kindOf(ReflectionKind.Property));
    // Setting categories before TypeDoc's CategoryPlugin runs makes it keep ours (it skips categorised reflections).
    bee.categories = [
      properties,
      ...settings().beeMethodGroups.map((group) => {
        const category = new ReflectionCategory(group.title);
        category.children = group.methods.map((name) => /** @type {import('typedoc').DeclarationReflection} */ (byName.get(name)));
        return category;
      }),
    ].filter((category) => category.children.length > 0);
  });

  app.converter.on(Converter.EVENT_END, (context) => {
    // docusaurus-plugin-typedoc never validates, so references to unexported types would pass unnoticed.
    app.validate(context.project);
  });

  app.renderer.on(MarkdownRendererEvent.BEGIN, () => {
    if (app.logger.hasErrors() || app.logger.hasWarnings()) {
      throw new Error(
        'TypeDoc reported warnings or errors for the bee-js API reference (see above). Fix them, or suppress ' +
          'each one in plugins/api-reference/typedoc-options.ts with a comment saying why.',
      );
    }
  });

  app.renderer.markdownHooks.on('content.begin', (context) => {
    const model = context.page.model;
    if (model.kindOf(ReflectionKind.Project)) return overviewIntro(settings());
    if (model.kindOf(ReflectionKind.Class) && model.name === 'Bee') return beeTaskIndex(settings().beeMethodGroups);
    return '';
  });
  app.renderer.markdownHooks.on('index.page.end', () => removedSection(settings()));

  /** @type {Map<string, number>} page URL -> position among its folder's pages, ignoring case */
  const sidebarPositions = new Map();
  app.renderer.on(MarkdownRendererEvent.BEGIN, (output) => {
    // Docusaurus sorts autogenerated items by file name with upper case first (BZZ before BatchId); the
    // overview lists them ignoring case, and the sidebar should agree.
    const urls = [...output.pages.map((page) => page.url), ...settings().removedSymbols.map(removedSymbolUrl)].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}));
    /** @type {Map<string, number>} */
    const counters = new Map();
    for (const url of urls) {
      const folder = path.posix.dirname(url);
      const position = (counters.get(folder) ?? 0) + 1;
      counters.set(folder, position);
      sidebarPositions.set(url, position);
    }
  });

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.isReflectionEvent()) return;
    const model = page.model;
    const isOverview = model.kindOf(ReflectionKind.Project);
    const comment =
      model.comment ?? (model.isDeclaration() ? model.signatures?.[0]?.comment : undefined) ?? undefined;
    /** @type {Record<string, string | number | null | undefined>} */
    const fields = isOverview
      ? {title: 'API reference', sidebar_label: 'Overview', sidebar_position: 0}
      : {title: model.name, sidebar_position: sidebarPositions.get(page.url)};
    const description = isOverview
      ? `Reference of every class, function, type and constant that bee-js ${settings().beeJs.version} exports.`
      : describe(comment);
    if (description) fields.description = description;
    fields.custom_edit_url = null;
    page.contents = frontMatter(fields) + (page.contents ?? '');
  });

  app.renderer.on(MarkdownRendererEvent.END, (output) => {
    const {beeJs, removedSymbols} = settings();
    for (const symbol of removedSymbols) {
      const url = removedSymbolUrl(symbol);
      const file = path.join(output.outputDirectory, url);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, removedSymbolPage(symbol, beeJs, sidebarPositions.get(url)));
    }
    KIND_FOLDERS.forEach(({folder, label}, index) => {
      const file = path.join(output.outputDirectory, folder, '_category_.json');
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify({label, position: index + 1, collapsed: true}, null, 2));
    });
  });
}
