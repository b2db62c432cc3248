/**
 * The sample catalogue: every fence of the site read once with the grammar (src/samples/grammar.ts), and every
 * sample compiled in one TypeScript program (./compile.ts). Each sample carries what the features need of it:
 * where it is, its code as written and as a reader copies it, its kind, its compile result, what the page
 * offers to run it with and the browser module a Run button loads. The type popups render from it, the Run and
 * Edit buttons take their attributes and modules from it, the `.md` twins their code, and the sample checker
 * (tests/code-samples/check.ts) checks it: no other code reads a fence or compiles a sample.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSync} from 'esbuild';
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
import {timeBuildStepSync} from '../shared/build-step';

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

/** A Run module: esbuild strips the types; a node sample reads the reader's node URL and form values. */
function browserModule(code: string, talksToNode: boolean, loader: 'ts' | 'js' = 'ts'): string {
  const result = buildSync({
    stdin: {contents: talksToNode ? withReadersValues(code) : code, loader, sourcefile: `sample.${loader}`},
    bundle: true,
    external: [BEE_JS_PACKAGE],
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

function outputAfter(fences: FencedBlock[], index: number, lines: readonly string[]): FencedBlock | null {
  const [block, next] = [fences[index]!, fences[index + 1]];
  if (!next || next.file !== block.file || !isOutputFence(next.language, next.meta)) return null;
  return lines.slice(block.closingLine, next.fenceLine - 1).every((line) => line.trim() === '') ? next : null;
}

function describeSample(
  block: FencedBlock,
  kind: SampleKind,
  output: FencedBlock | null,
): Omit<CataloguedSample, 'compiled' | 'javascript' | 'javascriptBrowserModule'> {
  const codeLines = block.code.split('\n');
  const markers = codeLines.flatMap((line, index) => (TWOSLASH_MARKER_LINE.test(line) ? [index] : []));
  const run = kind === 'react' ? ({kind: 'none'} as const) : classifySample(block.code, block.meta);
  const runnable = run.kind === 'free' || run.kind === 'node';
  return {
    ...block,
    kind,
    copyableCode: codeLines.filter((_, index) => !markers.includes(index)).join('\n'),
    markerLines: markers.map((index) => block.contentLine + index),
    output,
    run,
    browserModule: runnable ? browserModule(block.code, run.kind === 'node') : null,
  };
}

/** The catalogue of markdown sources given as text: what `readSampleCatalogue` builds from files, and tests from fixtures. */
export function sampleCatalogue(sources: {file: string; source: string}[]): SampleCatalogue {
  const lines = new Map(sources.map(({file, source}) => [file, source.split(/\r?\n/)]));
  const fences = sources.flatMap(({file, source}) => extractFencedBlocks(source, file));
  const described = fences.flatMap((block, index) => {
    const kind = sampleKind(block.language, block.meta);
    return kind === null ? [] : [describeSample(block, kind, outputAfter(fences, index, lines.get(block.file)!))];
  });
  const compiledOnes = described.filter((sample) => isCompiledSample(sample.language, sample.meta));
  const compiled = timeBuildStepSync('sample compile', () => compileSamples(compiledOnes));
  const results = new Map(compiled.map((result, index) => [compiledOnes[index]!, result]));
  const javascript = timeBuildStepSync('sample JavaScript versions', () =>
    javascriptVersions(compiledOnes.map(({copyableCode, language}) => ({code: copyableCode, language}))),
  );
  const javascriptOf = new Map(javascript.map((result, index) => [compiledOnes[index]!, result]));
  const samples = described.map((sample) => {
    const javascript = javascriptOf.get(sample) ?? null;
    const runnable = typeof javascript === 'string' && sample.browserModule !== null;
    return {
      ...sample,
      compiled: results.get(sample) ?? null,
      javascript,
      javascriptBrowserModule: runnable ? browserModule(javascript, sample.run.kind === 'node', 'js') : null,
    };
  });
  return {files: sources.map(({file}) => file), lines, fences, samples};
}

/**
 * The catalogue last read, by the sources it was read from: TypeDoc's options read the site's catalogue for the
 * API reference's examples before the samples plugin loads its content, and a build would otherwise compile every
 * sample and make every JavaScript version twice.
 */
let lastRead: {sources: string; catalogue: SampleCatalogue} | undefined;

/** The catalogue of markdown files, relative to `root`. */
export function readSampleCatalogue(root: string, files: string[]): SampleCatalogue {
  const sources = files.map((file) => ({file, source: readFileSync(join(root, file), 'utf8')}));
  const key = JSON.stringify(sources);
  if (lastRead?.sources !== key) lastRead = {sources: key, catalogue: sampleCatalogue(sources)};
  return lastRead.catalogue;
}

/**
 * A page's fences as plain-text copies need them: where each fence is, the marker lines readers do not copy, and
 * each sample's JavaScript version by the 1-based line of the sample's closing fence.
 */
export type PageFences = {
  blocks: FencedBlock[];
  markerLines: ReadonlySet<number>;
  javascript: ReadonlyMap<number, {language: string; code: string}>;
};

/**
 * The fences of a page, from `catalogue` when it holds the page, else read from `source` (a page outside the
 * catalogue's folders, such as the generated API reference).
 */
export function pageFences(file: string, source: string, catalogue?: SampleCatalogue): PageFences {
  const from = catalogue?.files.includes(file) ? catalogue : sampleCatalogue([{file, source}]);
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
