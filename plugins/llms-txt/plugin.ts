/**
 * After the build, writes files for language models and other tools: llms.txt (summary and link list),
 * llms-full.txt (every guide in sidebar order), llms-api.txt (the API digest) and an `index.md` twin next to
 * every doc page's index.html.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {catalogueOfPage, currentSampleCatalogue} from '../samples';
import {pageFences, type SampleCatalogue} from '../samples/catalogue';
import {samplesUsing} from '../samples/symbol-uses';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {ExamplesOf, MethodGroup} from './api-digest';
import {apiTimeline, readApiHistory} from '../bee-js-api/api-history';
import {convertedProjectFile} from '../bee-js-api/converted-project';
import {
  docIdsInSidebarOrder,
  makeLinkResolver,
  renderLlmsFull,
  renderLlmsTxt,
  toMarkdownTwin,
  twinPath,
  type DocPage,
  type SidebarEntry,
} from './markdown';
import {BUILD_OUTPUTS, writesBuildOutput} from '../shared/build-outputs';

export type LlmsTxtOptions = {
  /** The quote under the title of llms.txt. */
  summary: string;
  /** Paragraphs between the summary and the link lists. */
  details: string;
  /** Sidebar whose docs are the guides (llms-full.txt, the "Guides" list). */
  guidesSidebar: string;
  /** Doc id prefix of the API reference pages. */
  apiDocIdPrefix: string;
  /** Whether the build generates the API reference, whose TypeDoc conversion the API digest reads. */
  apiReference: boolean;
  api: {
    packageName: string;
    version: string;
    mainClass: string;
    mainClassGroups: readonly MethodGroup[];
  };
};

export const OUTPUT_FILES = {index: 'llms.txt', full: 'llms-full.txt', api: 'llms-api.txt'} as const;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Each export's first release, "9.0.1 or earlier" for those in the oldest release the history covers. */
function exportsAddedIn(): Record<string, string> {
  const {first, exports} = apiTimeline(readApiHistory());
  return Object.fromEntries(
    Object.entries(exports).map(([name, {addedIn}]) => [name, addedIn === first ? `${first} or earlier` : addedIn]),
  );
}

async function readDocPages(content: LoadedContent, siteDir: string): Promise<DocPage[]> {
  const version = content.loadedVersions[0];
  if (!version) throw new Error('The docs plugin loaded no version.');
  return Promise.all(
    version.docs.map(async (doc) => {
      const sourcePath = doc.source.replace(/^@site\//, '');
      const source = await readFile(path.join(siteDir, sourcePath), 'utf8');
      const fences = pageFences(sourcePath, catalogueOfPage(sourcePath));
      return {id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink, sourcePath, source, fences};
    }),
  );
}

/**
 * The digest's examples of a symbol: the guides' executed samples that use it (plugins/samples/symbol-uses.ts),
 * each linked to its code block on its page, relative to the site root as llms.txt's links are.
 */
function guideExamples(catalogue: SampleCatalogue, pages: readonly DocPage[], baseUrl: string): ExamplesOf {
  const permalinks = new Map(pages.map((page) => [page.sourcePath, page.permalink]));
  return (symbol, members) =>
    samplesUsing(catalogue, symbol, {members}).flatMap((use) => {
      const permalink = permalinks.get(use.file);
      if (!permalink) return [];
      return [
        {
          text: use.heading ? `${use.page} › ${use.heading}` : use.page,
          url: `${permalink.slice(baseUrl.length).replace(/\/?$/, '/')}#${use.blockId}`,
        },
      ];
    });
}

/** The lists of llms.txt: the guides in sidebar order, the API pages in sidebar order, and the other pages by id. */
function listedPages(pages: DocPage[], sidebars: Record<string, SidebarEntry[]>, options: LlmsTxtOptions) {
  const guidesSidebar = sidebars[options.guidesSidebar];
  if (!guidesSidebar) throw new Error(`llms-txt: no sidebar named "${options.guidesSidebar}".`);
  const byId = new Map(pages.map((page) => [page.id, page]));
  // The API reference may sit in the guides sidebar as a category; it is listed on its own either way.
  const isApiPage = (page: DocPage) => page.id.startsWith(options.apiDocIdPrefix);
  const guides = docIdsInSidebarOrder(guidesSidebar)
    .map((id) => byId.get(id)!)
    .filter((page) => !isApiPage(page));
  const sidebarOrder = Object.values(sidebars).flatMap(docIdsInSidebarOrder);
  const rank = (id: string) => (sidebarOrder.includes(id) ? sidebarOrder.indexOf(id) : sidebarOrder.length);
  const apiPages = pages.filter(isApiPage).sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  const listed = new Set([...guides, ...apiPages]);
  const otherPages = pages.filter((page) => !listed.has(page)).sort((a, b) => a.id.localeCompare(b.id));
  return {guides, apiPages, otherPages};
}

/** The `index.md` twin beside every doc page's index.html. */
async function writeMarkdownTwins(pages: DocPage[], outDir: string, baseUrl: string) {
  const linkResolver = makeLinkResolver(pages, baseUrl);
  await Promise.all(
    pages.map(async (page) => {
      const file = path.join(outDir, twinPath(page.permalink, baseUrl));
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, toMarkdownTwin(page, linkResolver(page.sourcePath)));
    }),
  );
}

/** The API digest and each export's one-line summary; neither without the API reference (TYPEDOC=0), which converts what they read. */
async function apiDigest(context: LoadContext, options: LlmsTxtOptions, pages: DocPage[], baseUrl: string) {
  // Loaded only now: TypeDoc warns when it is loaded twice in one process, and the API reference plugin,
  // which loads it natively earlier in the build, treats every TypeDoc warning as an error.
  const {readConvertedProject, exportSummaries, renderApiDigest} = await import('./api-digest');
  if (!options.apiReference) return {digest: undefined, summaries: new Map<string, string>()};
  const project = await readConvertedProject(convertedProjectFile(context.generatedFilesDir));
  const examples = guideExamples(currentSampleCatalogue(), pages, baseUrl);
  return {
    digest: renderApiDigest(project, {...options.api, addedIn: exportsAddedIn(), examples}),
    summaries: exportSummaries(project),
  };
}

/** llms.txt: the lists, with the API pages described by the digest's summaries, and the other files. */
function renderIndex(
  lists: ReturnType<typeof listedPages>,
  {
    title,
    baseUrl,
    options,
    summaries,
    hasDigest,
  }: {title: string; baseUrl: string; options: LlmsTxtOptions; summaries: Map<string, string>; hasDigest: boolean},
): string {
  // A one-word description is a heading Docusaurus fell back to ("Parameters"), not a description.
  const describedApiPages = lists.apiPages.map((page) => ({
    ...page,
    description: summaries.get(page.title) ?? (/\s/.test(page.description) ? page.description : ''),
  }));
  const digestExtra = {
    title: 'API digest',
    path: OUTPUT_FILES.api,
    description: `Every export of ${options.api.packageName} with its signature, a one-line description and the release that added it.`,
  };
  return renderLlmsTxt({
    title,
    summary: options.summary,
    details: options.details,
    baseUrl,
    sections: [
      {title: 'Guides', pages: lists.guides},
      {title: 'API reference', pages: describedApiPages},
      {title: 'More pages', pages: lists.otherPages},
    ],
    extras: [
      {title: 'All guides in one file', path: OUTPUT_FILES.full, description: 'Every guide above as markdown, in reading order.'},
      ...(hasDigest ? [digestExtra] : []),
    ],
  });
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  let docsContent: LoadedContent | undefined;
  return writesBuildOutput(BUILD_OUTPUTS.llmsFiles, {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      docsContent = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
    },
    async postBuild({outDir, siteConfig}) {
      if (!docsContent) throw new Error(`llms-txt needs the docs plugin (${DOCS_PLUGIN}) with the default id.`);
      const {baseUrl, title} = siteConfig;
      const pages = await readDocPages(docsContent, context.siteDir);
      const lists = listedPages(pages, docsContent.loadedVersions[0]!.sidebars as Record<string, SidebarEntry[]>, options);
      await writeMarkdownTwins(pages, outDir, baseUrl);
      const {digest, summaries} = await apiDigest(context, options, pages, baseUrl);
      await Promise.all([
        writeFile(
          path.join(outDir, OUTPUT_FILES.index),
          renderIndex(lists, {title, baseUrl, options, summaries, hasDigest: Boolean(digest)}),
        ),
        writeFile(path.join(outDir, OUTPUT_FILES.full), renderLlmsFull(`${title}: all guides`, baseUrl, lists.guides)),
        digest && writeFile(path.join(outDir, OUTPUT_FILES.api), digest),
      ]);
    },
  });
}
