/**
 * The sample catalogue: every fence of the site read once with the grammar (src/samples/grammar.ts), and every
 * sample compiled in one TypeScript program (./compile.ts). Each sample carries what the features need of it:
 * where it is, its code as written and as a reader copies it, its kind, its compile result, what the page
 * offers to run it with and the browser module a Run button loads. The type popups render from it, the Run and
 * Edit buttons take their attributes and modules from it, the `.md` twins their code, and the sample checker
 * (tests/code-samples/check.ts) checks it: no other code reads a fence or compiles a sample.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {build, type BuildOptions} from 'esbuild';
import {compileSamples, type CompiledSample, SampleTypeError} from './compile';
import {classifySample, type Offer} from './classify';
import {JavascriptError, javascriptLanguage, javascriptVersions} from './javascript';
import {
  extractFencedBlocks,
  type FencedBlock,
  isCompiledSample,
  isOutputFence,
  type SampleKind,
  sampleKind,
  TWOSLASH_MARKER_LINE,
} from '../../src/samples/grammar';
import {withReadersValues} from '../../src/samples/sample-code';
import {timeBuildStep, timeBuildStepSync} from '../shared/build-step';

/** The one JavaScript target of everything the site runs in the browser beyond the bundler's own output. */
export const BROWSER_TARGET = 'es2022';
/** How samples import bee-js; a browser module keeps this import for the page to point at its bee-js file. */
export const BEE_JS_PACKAGE = '@ethersphere/bee-js';

export type CataloguedSample = FencedBlock & {
  kind: SampleKind;
  /** What a reader copies: the code without Twoslash's marker lines. */
  copyableCode: string;
  /** 1-based lines of the file that are marker lines, which plain-code copies leave out. */
  markerLines: number[];
  /** The compile's result; null for a sample whose fence opts out of compiling (the grammar's `isCompiledSample`). */
  compiled: CompiledSample | SampleTypeError | null;
  /** The fence right after the sample, with only blank lines between, that shows what it prints. */
  output: FencedBlock | null;
  /** What the page offers under the sample: Run, Run against your node, a reason, or nothing (React samples: nothing). */
  run: Offer;
  /** The sample as a browser ES module importing `BEE_JS_PACKAGE`, when the page offers to run it. */
  browserModule: string | null;
  /**
   * The JavaScript version of a compiled sample (./javascript.ts), which the page shows in its JavaScript tab,
   * the `.md` twins after the TypeScript and the checker runs; why it could not be made; null for an uncompiled sample.
   */
  javascript: string | JavascriptError | null;
  /** The JavaScript version as a browser module, for the Run button of the JavaScript tab, when the page offers to run it. */
  javascriptBrowserModule: string | null;
};

export type SampleCatalogue = {
  /** Markdown files read, relative to the root. */
  files: string[];
  /** Each file's lines, for messages and for what lies between fences. */
  lines: ReadonlyMap<string, readonly string[]>;
  /** Every fence of every file, samples or not, in file order. */
  fences: FencedBlock[];
  samples: CataloguedSample[];
};

/** A Run module's source: a node sample's module reads the reader's node URL and form values. */
type ModuleRequest = {code: string; talksToNode: boolean; loader: 'ts' | 'js'};

/** A Run module: esbuild strips the types and bundles what the sample imports but bee-js. */
function browserModuleOptions({code, talksToNode, loader}: ModuleRequest): BuildOptions & {write: false} {
  return {
    stdin: {contents: talksToNode ? withReadersValues(code) : code, loader, sourcefile: `sample.${loader}`},
    bundle: true,
    external: [BEE_JS_PACKAGE],
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    write: false,
  };
}

/** esbuild bundles these in its own process, several at once, while this thread goes on. */
const browserModule = async (request: ModuleRequest) => (await build(browserModuleOptions(request))).outputFiles[0]!.text;

function outputAfter(fences: FencedBlock[], index: number, lines: readonly string[]): FencedBlock | null {
  const [block, next] = [fences[index]!, fences[index + 1]];
  if (!next || next.file !== block.file || !isOutputFence(next.language, next.meta)) return null;
  return lines.slice(block.closingLine, next.fenceLine - 1).every((line) => line.trim() === '') ? next : null;
}

type DescribedSample = Omit<CataloguedSample, 'compiled' | 'javascript' | 'browserModule' | 'javascriptBrowserModule'>;

function describeSample(block: FencedBlock, kind: SampleKind, output: FencedBlock | null): DescribedSample {
  const codeLines = block.code.split('\n');
  const markers = codeLines.flatMap((line, index) => (TWOSLASH_MARKER_LINE.test(line) ? [index] : []));
  const run = kind === 'react' ? ({kind: 'none'} as const) : classifySample(block.code, block.meta);
  return {
    ...block,
    kind,
    copyableCode: codeLines.filter((_, index) => !markers.includes(index)).join('\n'),
    markerLines: markers.map((index) => block.contentLine + index),
    output,
    run,
  };
}

const isRunnable = ({run}: DescribedSample) => run.kind === 'free' || run.kind === 'node';

/** The fences of the sources and their samples, described: what is left is to compile them and make their modules. */
function readFences(sources: {file: string; source: string}[]) {
  const lines = new Map(sources.map(({file, source}) => [file, source.split(/\r?\n/)]));
  const fences = sources.flatMap(({file, source}) => extractFencedBlocks(source, file));
  const described = fences.flatMap((block, index) => {
    const kind = sampleKind(block.language, block.meta);
    return kind === null ? [] : [describeSample(block, kind, outputAfter(fences, index, lines.get(block.file)!))];
  });
  const compiledOnes = described.filter((sample) => isCompiledSample(sample.language, sample.meta));
  return {
    files: sources.map(({file}) => file),
    lines,
    fences,
    described,
    compiledOnes,
    javascriptInputs: compiledOnes.map(({copyableCode, language}) => ({code: copyableCode, language})),
    moduleRequests: described.map((sample) =>
      isRunnable(sample) ? {code: sample.code, talksToNode: sample.run.kind === 'node', loader: 'ts' as const} : null,
    ),
  };
}

type ReadSources = ReturnType<typeof readFences>;

/** The samples with the compile's results. */
function withCompiled(read: ReadSources, compiled: (CompiledSample | SampleTypeError)[]) {
  const results = new Map(compiled.map((result, index) => [read.compiledOnes[index]!, result]));
  return read.described.map((sample) => ({...sample, compiled: results.get(sample) ?? null}));
}

/** The compiled samples with their JavaScript versions and their TypeScript Run modules. */
function withResults(
  read: ReadSources,
  compiledSamples: ReturnType<typeof withCompiled>,
  javascript: (string | JavascriptError)[],
  modules: (string | null)[],
) {
  const javascriptOf = new Map(javascript.map((result, index) => [read.compiledOnes[index]!, result]));
  return compiledSamples.map((sample, index) => ({
    ...sample,
    javascript: javascriptOf.get(read.described[index]!) ?? null,
    browserModule: modules[index]!,
  }));
}

type WithResults = ReturnType<typeof withResults>;

/** The Run modules of the JavaScript tabs: for each runnable sample that has a JavaScript version. */
const javascriptModuleRequests = (samples: WithResults) =>
  samples.map(({javascript, browserModule, run}): ModuleRequest | null =>
    typeof javascript === 'string' && browserModule !== null ? {code: javascript, talksToNode: run.kind === 'node', loader: 'js'} : null,
  );

const catalogueOf = ({files, lines, fences}: ReadSources, samples: WithResults, javascriptModules: (string | null)[]): SampleCatalogue => ({
  files,
  lines,
  fences,
  samples: samples.map((sample, index) => ({...sample, javascriptBrowserModule: javascriptModules[index]!})),
});

/**
 * The catalogue of markdown sources given as text: what `readSampleCatalogue` builds from files, and tests from
 * fixtures. Prettier (the JavaScript versions) and esbuild (the Run modules) work in their own processes while
 * this thread compiles the samples.
 */
export async function sampleCatalogue(sources: {file: string; source: string}[]): Promise<SampleCatalogue> {
  const read = readFences(sources);
  const modules = Promise.all(read.moduleRequests.map((request) => request && browserModule(request)));
  const javascript = timeBuildStep('sample JavaScript versions', () => javascriptVersions(read.javascriptInputs));
  // Both are awaited below; until then a failure of theirs must not count as unhandled.
  for (const aside of [modules, javascript]) aside.catch(() => undefined);
  const compiled = timeBuildStepSync('sample compile', () => compileSamples(read.compiledOnes));
  const samples = withResults(read, withCompiled(read, compiled), await javascript, await modules);
  const javascriptModules = javascriptModuleRequests(samples).map((request) => request && browserModule(request));
  return catalogueOf(read, samples, await Promise.all(javascriptModules));
}

/** Markdown files, relative to `root`, as the catalogue reads them. */
export const markdownSources = (root: string, files: string[]) =>
  Promise.all(files.map(async (file) => ({file, source: await readFile(join(root, file), 'utf8')})));

/** The catalogue of markdown files, relative to `root`. */
export const readSampleCatalogue = async (root: string, files: string[]): Promise<SampleCatalogue> =>
  sampleCatalogue(await markdownSources(root, files));

/**
 * A page's fences as plain-text copies need them: where each fence is, the marker lines readers do not copy, and
 * each sample's JavaScript version by the 1-based line of the sample's closing fence.
 */
export type PageFences = {
  blocks: FencedBlock[];
  markerLines: ReadonlySet<number>;
  javascript: ReadonlyMap<number, {language: string; code: string}>;
};

/** The fences of the page `file` of `catalogue`, which must hold it. */
export function pageFences(file: string, from: SampleCatalogue): PageFences {
  if (!from.files.includes(file)) throw new Error(`${file}: not in the sample catalogue, so its fences are unknown`);
  const samples = from.samples.filter((sample) => sample.file === file);
  return {
    blocks: from.fences.filter((block) => block.file === file),
    markerLines: new Set(samples.flatMap((sample) => sample.markerLines)),
    javascript: new Map(
      samples.flatMap(({closingLine, language, javascript}) =>
        typeof javascript === 'string' ? [[closingLine, {language: javascriptLanguage(language), code: javascript}] as const] : [],
      ),
    ),
  };
}
