/**
 * The samples home: the site's sample catalogue (./catalogue.ts), built once per build by a Docusaurus plugin's
 * `loadContent`, which runs before any page is compiled, and read by the features' remark steps through
 * `sampleOfNode`. The config lists `sampleCatalogue()` before the features that read it.
 */
import path from 'node:path';
import type {Code} from 'mdast';
import type {SiteFeature} from '../shared/site-feature';
import {
  type CataloguedSample,
  markdownSources,
  readSampleCatalogueInStages,
  type SampleCatalogue,
  sampleCatalogue,
  sampleCatalogueInStages,
} from './catalogue';
import {findMarkdownFiles, SAMPLE_SOURCES, siteMarkdownFiles} from './site-markdown';
import {API_REFERENCE_DIR, SITE_DIR} from '../shared/site-dir';

export type {CataloguedSample, SampleCatalogue} from './catalogue';
export {BEE_JS_PACKAGE, BROWSER_TARGET} from './catalogue';
export {forEachSampleFence} from './fence-walk';

let current: SampleCatalogue | undefined;

/** The catalogue the remark steps read: the build's, or one a test made from fixture pages. */
export function useSampleCatalogue(catalogue: SampleCatalogue): void {
  current = catalogue;
}

/** The catalogue of this build; fails when the plugin has not loaded it, which means the config lacks it. */
export function currentSampleCatalogue(): SampleCatalogue {
  if (!current)
    throw new Error('No sample catalogue: docusaurus.config.ts must list sampleCatalogue() (plugins/samples) among its features');
  return current;
}

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

/**
 * The samples of the generated API reference (bee-js's own examples, which the site's catalogue leaves out), read
 * in one compile: made one fence at a time, each made a new program, 14 of them took 24 s of a cold build's
 * bundling at load 9 (`npm run bench -- build`). A build starts reading them once TypeDoc has written the pages
 * (`readApiReferenceCatalogueAside`), so that they are ready before the bundler starts; else the first page asks.
 */
let apiReferenceCatalogue: SampleCatalogue | Promise<SampleCatalogue> | undefined;
const inApiReference = (file: string) => file.startsWith(`${path.relative(SITE_DIR, API_REFERENCE_DIR)}${path.sep}`);
const apiReferenceSources = () => markdownSources(SITE_DIR, findMarkdownFiles(SITE_DIR, [path.relative(SITE_DIR, API_REFERENCE_DIR)]));

/** Starts reading the API reference's catalogue: compiled now, its JavaScript versions and Run modules made aside. */
export function readApiReferenceCatalogueAside(): void {
  if (apiReferenceCatalogue) return;
  const complete = sampleCatalogueInStages(apiReferenceSources()).complete;
  // Awaited by the catalogue plugin's loadContent; a failure is reported there.
  complete.catch(() => undefined);
  apiReferenceCatalogue = complete;
}

/**
 * The catalogue that holds the samples of `file` (relative to the site): the build's, or for a page of the API
 * reference the one of its own, read once. The `.md` twins read their JavaScript versions from it: made again for
 * each page of the API reference, they took 1.2 s of a cold build's postBuild (`npm run bench -- build`).
 */
export function catalogueOfPage(file: string): SampleCatalogue {
  if (!inApiReference(file)) return currentSampleCatalogue();
  if (!apiReferenceCatalogue || apiReferenceCatalogue instanceof Promise) apiReferenceCatalogue = sampleCatalogue(apiReferenceSources());
  return apiReferenceCatalogue;
}

/**
 * The catalogue's entry for a sample fence of a page that remark is compiling (`pagePath` absolute). A page the
 * catalogue holds must show each sample as the catalogue read it, or the checker would test other code than
 * readers see. The API reference's pages get theirs from a catalogue of their own; the development server, whose
 * pages change after the catalogue was built, and pages outside the catalogue's folders (test fixtures) get an
 * entry made from the fence itself.
 */
export function sampleOfNode(pagePath: string, node: Code): CataloguedSample {
  const file = path.relative(SITE_DIR, pagePath);
  const fenceLine = node.position?.start.line ?? 0;
  const catalogue = currentSampleCatalogue();
  const found = sampleAt(catalogue, file, fenceLine);
  if (found?.code === node.value) return found;
  const strict = catalogue.files.includes(file) && process.env.NODE_ENV !== 'development';
  if (strict) {
    throw new Error(
      `${file}:${fenceLine + 1}: the sample catalogue reads this sample otherwise than the page shows it ` +
        '(src/samples/grammar.ts), so the checker would check other code than readers see',
    );
  }
  if (inApiReference(file)) {
    const inCatalogue = sampleAt(catalogueOfPage(file), file, fenceLine);
    if (inCatalogue?.code === node.value) return inCatalogue;
  }
  const fence = `\`\`\`${node.lang ?? ''} ${node.meta ?? ''}\n`;
  const made = sampleCatalogue([{file, source: `${'\n'.repeat(Math.max(fenceLine - 1, 0))}${fence}${node.value}\n\`\`\`\n`}]);
  const [sample] = made.samples;
  if (!sample) throw new Error(`${file}:${fenceLine}: a \`\`\`${node.lang} fence that the grammar reads as no sample`);
  return sample;
}

/** The Docusaurus plugin that builds the catalogue before the pages, and again when a markdown file changes. */
export default function sampleCatalogueFeature(): SiteFeature {
  return {
    plugins: [
      ({siteDir}) => ({
        name: 'sample-catalogue',
        getPathsToWatch: () => SAMPLE_SOURCES.dirs.map((dir) => path.join(siteDir, dir, '**', '*.{md,mdx}')),
        async loadContent() {
          current = await readSampleCatalogueInStages(siteDir, siteMarkdownFiles(siteDir)).complete;
          if (apiReferenceCatalogue instanceof Promise) apiReferenceCatalogue = await apiReferenceCatalogue;
        },
      }),
    ],
  };
}
