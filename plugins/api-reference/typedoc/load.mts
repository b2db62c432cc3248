/**
 * The TypeDoc plugin that shapes the generated bee-js reference into the site's layout, in TypeDoc's order:
 * conversion (constant values, the Bee page's groups, validation), then rendering (notes at the top of pages,
 * examples in the guides at the end, front matter, pages of its own). The data it needs arrives through the `apiReference` option
 * (../typedoc-options.ts); ../typedoc-plugin.mjs is TypeDoc's entry to it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Converter, normalizePath, ParameterType, type ProjectReflection, ReflectionKind} from 'typedoc';
import {type MarkdownApplication, MarkdownPageEvent, MarkdownRendererEvent} from 'typedoc-plugin-markdown';
import type {BeeMethodGroup} from '../../../src/data/beeMethods';
import {changesSection, removedSection, symbolNotes} from './history-pages.mjs';
import {beeTaskIndex, groupBeeMethods} from './method-groups.mjs';
import {pageExamples} from './examples.mjs';
import {fillConstantValues, finishPage, indexPages, overviewIntro, type PageIndex, writeExtraPages} from './pages.mjs';
import {ApiRouter, ROUTER_NAME} from './router.mjs';
import type {ApiReferenceSettings} from './settings.mjs';
import {ApiTheme} from './theme.mjs';

/**
 * Drops the members that only Node's own declarations give bee-js's classes (Error's stack-trace statics from
 * @types/node, which ./typedoc.tsconfig.json loads so that Node types such as `Readable` show by name): they are
 * Node's API, not bee-js's.
 */
function removeNodeOnlyMembers(project: ProjectReflection): void {
  for (const member of project.getReflectionsByKind(ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor)) {
    if (project.getSymbolIdFromReflection(member)?.packageName === '@types/node') project.removeReflection(member);
  }
}

/** Fails on any TypeDoc warning, then leaves the converted project for the llms.txt digest. */
function validateAndSaveProject(app: MarkdownApplication, project: ProjectReflection, projectFile: string | undefined): void {
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

export function load(app: MarkdownApplication): void {
  app.options.addDeclaration({
    name: 'apiReference',
    help: 'bee-js docs: Bee method groups, removed symbols and package facts for the API reference.',
    type: ParameterType.Mixed,
    defaultValue: null,
  });
  app.renderer.defineRouter(ROUTER_NAME, ApiRouter);
  app.renderer.defineTheme(ROUTER_NAME, ApiTheme);
  const beeJsRuntime = createRequire(import.meta.url)('@ethersphere/bee-js') as Record<string, unknown>;

  const settings = (): ApiReferenceSettings => {
    const value = app.options.getValue('apiReference' as never) as ApiReferenceSettings | null;
    if (!value) throw new Error('The bee-js API reference plugin needs the apiReference option (see typedoc-options.ts).');
    return value;
  };

  // Set during conversion, read while rendering.
  let beeGroupsOnPage: BeeMethodGroup[] = [];
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, ({project}) => {
    removeNodeOnlyMembers(project);
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
  app.renderer.markdownHooks.on('content.end', ({page: {model, url}}) => pageExamples(model, url) ?? '');
  app.renderer.markdownHooks.on('index.page.end', () =>
    [changesSection(settings()), removedSection(settings())].filter(Boolean).join('\n\n'),
  );

  // Set when rendering begins, read by each page and at the end.
  let pages: PageIndex = {exportUrls: new Map(), sidebarPositions: new Map()};
  app.renderer.on(MarkdownRendererEvent.BEGIN, (output: MarkdownRendererEvent) => {
    pages = indexPages(output, settings().removedSymbols);
  });
  app.renderer.on(MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
    if (page.isReflectionEvent()) finishPage(page, settings(), pages.sidebarPositions.get(page.url));
  });
  app.renderer.on(MarkdownRendererEvent.END, (output: MarkdownRendererEvent) => writeExtraPages(output.outputDirectory, settings(), pages));
}
