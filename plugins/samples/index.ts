/**
 * The samples home: the site's sample catalogue (./catalogue.ts) and the API reference's, built once per build by
 * the plugin below, whose `loadContent` runs after TypeDoc has written the reference (when Docusaurus creates
 * the plugins) and before any page is compiled. The features read them through `currentSampleCatalogue`,
 * `catalogueOfPage` and, in their remark steps, `sampleOfNode`. The config lists `sampleCatalogue()` before the
 * features that read it.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {SiteFeature} from '../shared/site-feature';
import {type CataloguedSample, readSampleCatalogue, type SampleCatalogue, sampleCatalogue} from './catalogue';
import {forEachSampleFence} from './fence-walk';
import {findMarkdownFiles, SAMPLE_SOURCES, siteMarkdownFiles} from './site-markdown';
import {API_REFERENCE_DIR, SITE_DIR} from '../shared/site-dir';
import {sampleKind} from '../../src/samples/grammar';

export type {CataloguedSample, SampleCatalogue} from './catalogue';
export {BEE_JS_PACKAGE, BROWSER_TARGET} from './catalogue';
export {forEachSampleFence} from './fence-walk';

/**
 * The build's catalogues, set by the plugin's `loadContent` (or by a test): the site's, and the API reference's,
 * whose pages (bee-js's own examples) the site's leaves out.
 */
let loaded: {site: SampleCatalogue; apiReference: SampleCatalogue} | undefined;

/** The catalogues the remark steps read: the build's, or ones a test made from fixture pages. */
export function useSampleCatalogue(site: SampleCatalogue, apiReference: SampleCatalogue = site): void {
  loaded = {site, apiReference};
}

function loadedCatalogues() {
  if (!loaded)
    throw new Error('No sample catalogue: docusaurus.config.ts must list sampleCatalogue() (plugins/samples) among its features');
  return loaded;
}

/** The catalogue of this build; fails when the plugin has not loaded it, which means the config lacks it. */
export const currentSampleCatalogue = (): SampleCatalogue => loadedCatalogues().site;

const API_REFERENCE_FOLDER = path.relative(SITE_DIR, API_REFERENCE_DIR);
const inApiReference = (file: string) => file.startsWith(`${API_REFERENCE_FOLDER}${path.sep}`);

/** The catalogue that holds the samples of `file` (relative to the site): the build's, or the API reference's. */
export const catalogueOfPage = (file: string): SampleCatalogue =>
  inApiReference(file) ? loadedCatalogues().apiReference : loadedCatalogues().site;

const indexed = new WeakMap<SampleCatalogue, Map<string, CataloguedSample>>();
const key = (file: string, fenceLine: number) => `${file}:${fenceLine}`;

function sampleAt(catalogue: SampleCatalogue, file: string, fenceLine: number): CataloguedSample | undefined {
  let byPlace = indexed.get(catalogue);
  if (!byPlace) {
    byPlace = new Map(catalogue.samples.map((sample) => [key(sample.file, sample.fenceLine), sample]));
    indexed.set(catalogue, byPlace);
  }
  return byPlace.get(key(file, fenceLine));
}

/** A fence's entry made by `remarkCataloguePage` when the build's catalogues have none for it. */
type CataloguedNode = Code & {data?: Code['data'] & {cataloguedSample?: CataloguedSample}};

/** The entry of `node` (a fence of `file`) in the build's catalogues, or why it has none. */
function lookUp(file: string, node: Code): CataloguedSample | 'missing' {
  const fenceLine = node.position?.start.line ?? 0;
  const found = sampleAt(catalogueOfPage(file), file, fenceLine);
  if (found?.code === node.value) return found;
  if (currentSampleCatalogue().files.includes(file) && process.env.NODE_ENV !== 'development') {
    throw new Error(
      `${file}:${fenceLine + 1}: the sample catalogue reads this sample otherwise than the page shows it ` +
        '(src/samples/grammar.ts), so the checker would check other code than readers see',
    );
  }
  return 'missing';
}

/**
 * The catalogue's entry for a sample fence of a page that remark is compiling (`pagePath` absolute). A page the
 * catalogue holds must show each sample as the catalogue read it, or the checker would test other code than
 * readers see. The development server, whose pages change after the catalogue was built, and pages outside the
 * catalogue's folders (test fixtures) get the entry `remarkCataloguePage` made from the fence itself.
 */
export function sampleOfNode(pagePath: string, node: Code): CataloguedSample {
  const file = path.relative(SITE_DIR, pagePath);
  const found = lookUp(file, node);
  if (found !== 'missing') return found;
  const made = (node as CataloguedNode).data?.cataloguedSample;
  if (made?.code === node.value) return made;
  throw new Error(`${file}:${node.position?.start.line ?? 0}: a \`\`\`${node.lang} fence that the grammar reads as no sample`);
}

/** The catalogue entry of one fence, read alone, at its line of `file`. */
async function fenceEntry(file: string, node: Code): Promise<CataloguedSample | undefined> {
  const fenceLine = node.position?.start.line ?? 0;
  const fence = `\`\`\`${node.lang ?? ''} ${node.meta ?? ''}\n`;
  const source = `${'\n'.repeat(Math.max(fenceLine - 1, 0))}${fence}${node.value}\n\`\`\`\n`;
  return (await sampleCatalogue([{file, source}])).samples[0];
}

/**
 * The remark step that runs before the sample features' steps: each sample fence that the build's catalogues do
 * not hold as the page shows it gets an entry made from the fence itself, which `sampleOfNode` then returns.
 */
export function remarkCataloguePage() {
  return async (tree: Root, vfile: {path?: string}) => {
    if (!vfile.path) return;
    const file = path.relative(SITE_DIR, vfile.path);
    const missing: CataloguedNode[] = [];
    forEachSampleFence(
      tree,
      (language, meta) => sampleKind(language, meta) !== null,
      (node) => {
        if (lookUp(file, node) === 'missing') missing.push(node);
      },
    );
    await Promise.all(
      missing.map(async (node) => {
        const sample = await fenceEntry(file, node);
        if (sample) node.data = {...node.data, cataloguedSample: sample};
      }),
    );
  };
}

/** The Docusaurus plugin that builds the catalogues before the pages, and again when a markdown file changes. */
export default function sampleCatalogueFeature(): SiteFeature {
  return {
    plugins: [
      ({siteDir}) => ({
        name: 'sample-catalogue',
        getPathsToWatch: () => SAMPLE_SOURCES.dirs.map((dir) => path.join(siteDir, dir, '**', '*.{md,mdx}')),
        async loadContent() {
          const site = await readSampleCatalogue(siteDir, siteMarkdownFiles(siteDir));
          const apiReference = await readSampleCatalogue(siteDir, findMarkdownFiles(siteDir, [API_REFERENCE_FOLDER]));
          useSampleCatalogue(site, apiReference);
        },
      }),
    ],
    beforeDefaultRemarkPlugins: [remarkCataloguePage],
  };
}
