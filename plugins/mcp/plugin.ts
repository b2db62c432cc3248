/**
 * The MCP feature's Docusaurus plugin. After the build, once the `.md` twins and llms files (plugins/llms-txt)
 * and the search index (plugins/search) are written, it snapshots them with bee-js's symbols and packs the
 * server (./package.ts). With hosted DocSearch there is no local index to search, and no server is written.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {readStoredPage, SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {memberAnchorsOf} from '../bee-js-api/api-anchors';
import {convertedProjectFile} from '../bee-js-api/converted-project';
import {currentSampleCatalogue} from '../samples';
import {samplesUsing, type SampleUse} from '../samples/symbol-uses';
import {BUILD_OUTPUTS, buildOutputWritten} from '../shared/build-outputs';
import {timeBuildStep} from '../shared/build-step';
import {fileSize, packServerPackage, prepareServerPackage, readLlmsFiles, readPages} from './package';
import {readSearchIndex} from './server/snapshot';
import type {SymbolEntry, SymbolSample} from './server/snapshot';
import {readSymbols} from './symbols';

export type McpOptions = {beeJsVersion: string};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

type SourcedPage = {source: string; permalink: string};

/** Export kinds whose samples are those of their members too, as their API pages count them. */
const COUNTS_MEMBERS = new Set(['interfaces', 'type-aliases', 'enumerations']);

/** Samples whose code lookup_symbol returns; the rest are listed by their address. */
const SAMPLES_WITH_CODE = 3;

/** Guides before blog posts, each in catalogue order: a guide shows today's usage, a post its release's. */
const guidesFirst = (uses: SampleUse[]) =>
  [...uses].sort((a, b) => Number(a.file.startsWith('blog/')) - Number(b.file.startsWith('blog/')));

/**
 * Each symbol with the executed samples that use it (plugins/samples/symbol-uses.ts, from the samples' one
 * program), each addressed as the page's URL and its code block's anchor, the first ones with the code a reader copies.
 */
function withSamples(symbols: SymbolEntry[], pageUrls: ReadonlyMap<string, string>): SymbolEntry[] {
  const catalogue = currentSampleCatalogue();
  const codeOf = (use: SampleUse) =>
    catalogue.samples.find((sample) => sample.file === use.file && sample.fenceLine === use.fenceLine)?.copyableCode;
  return symbols.map((symbol) => {
    const uses = guidesFirst(samplesUsing(catalogue, symbol.name, {members: COUNTS_MEMBERS.has(symbol.kind)}));
    // A sample outside the docs and the blog (a standalone page) is named by its page and heading alone.
    const samples = uses.map((use, index): SymbolSample => {
      const url = pageUrls.get(use.file);
      const code = index < SAMPLES_WITH_CODE ? codeOf(use) : undefined;
      return {page: use.page, heading: use.heading, ...(url && {url: `${url}#${use.blockId}`}), ...(code && {code})};
    });
    return {...symbol, samples};
  });
}

export default function mcpPlugin(context: LoadContext, {beeJsVersion}: McpOptions): Plugin {
  let pages: SourcedPage[] = [];
  return {
    name: 'mcp',
    allContentLoaded({allContent}) {
      const docs = (allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined)?.loadedVersions[0]?.docs ?? [];
      const posts = (allContent[BLOG_PLUGIN]?.default as {blogPosts?: {metadata: SourcedPage}[]} | undefined)?.blogPosts ?? [];
      pages = [...docs, ...posts.map((post) => post.metadata)];
    },
    async postBuild({outDir, siteConfig}) {
      if (siteConfig.customFields?.docsearchBackend === 'algolia') {
        console.log('[mcp] Hosted DocSearch: no local search index, so no MCP server is written.');
        return;
      }
      const origin = siteConfig.url.replace(/\/$/, '');
      const site = {title: siteConfig.title, url: `${origin}${siteConfig.baseUrl}`, beeJsVersion};
      // The symbols, the server and its type files need neither the index nor the llms files: made while those are written.
      const projectFile = convertedProjectFile(context.generatedFilesDir);
      const anchors = existsSync(projectFile) ? memberAnchorsOf(projectFile) : new Map();
      // Permalinks as the content plugins give them, before the site's trailing-slash setting applies to routes.
      const pageUrls = new Map(
        pages.map((page) => [page.source.replace(/^@site\//, ''), `${origin}${applyTrailingSlash(page.permalink, siteConfig)}`]),
      );
      const symbols = withSamples(readSymbols({baseUrl: site.url, anchors}), pageUrls);
      const version = (JSON.parse(readFileSync(path.join(context.siteDir, 'package.json'), 'utf8')) as {version: string}).version;
      // Started after the symbols, which can throw: then no package is left being made with nobody awaiting it.
      const prepared = timeBuildStep('MCP server', () => prepareServerPackage({siteDir: context.siteDir, version, site}));
      const [preparedPackage] = await Promise.all([
        prepared,
        buildOutputWritten(BUILD_OUTPUTS.llmsFiles),
        buildOutputWritten(BUILD_OUTPUTS.searchIndex),
      ]);
      // Timed after the wait: until the index and the llms files are written, packing only waits, and their own steps hold that time.
      await timeBuildStep('MCP package', async () => {
        const titles = new Map(readSearchIndex(outDir).pages.map((page) => [page.url, readStoredPage(page).title]));
        const tarball = await packServerPackage(preparedPackage, {
          outDir,
          searchIndexFile: path.join(outDir, SEARCH_INDEX_PATH),
          snapshot: {site, pages: readPages(outDir, titles), files: readLlmsFiles(outDir), symbols},
        });
        console.log(`[mcp] Wrote ${path.relative(context.siteDir, tarball)} (${Math.round(fileSize(tarball) / 1024)} KB).`);
      });
    },
  };
}
