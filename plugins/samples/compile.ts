/**
 * Runs Twoslash on the site's TypeScript samples, with the compiler settings of the sample checker
 * (tests/code-samples/check.ts), and caches the part of the result the pages use, keyed by a hash of
 * everything that can change it. The site is built three times per CI run; only the first compiles.
 *
 * Left alone, Twoslash compiles every sample as `index.ts` of one environment: each sample makes a new program
 * and a new type checker, about 80 ms a sample, most of it setting up the checker's globals again.
 * `compileSamples` writes the samples to files of their own in that environment first, so that one program
 * and one checker serve them all: 11.3 s -> 4 s for the site's 142 samples.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {createFSBackedSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment} from '@typescript/vfs';
import {createTwoslasher, defaultCompilerOptions, getObjectHash, type TwoslashInstance, type TwoslashNode} from 'twoslash';
import {COMPILER_OPTIONS} from '../shared/sample-compiler-options';
import {SITE_DIR} from '../shared/site-dir';
import {beeJsSymbolsOf} from './bee-js-symbols';
import {StacklessError} from './stackless-error';

export const CACHE_DIR = path.join(SITE_DIR, 'node_modules', '.cache', 'twoslash');

/** A hover or a pinned `^?` query: where it is in the shown code, and what the compiler says about it. */
export type TypeInfo = {start: number; length: number; text: string; docs?: string};

/** An error the sample expects with `// @errors: <code>`, shown under its line. */
export type ExpectedError = {start: number; length: number; code: number; text: string};

/**
 * What the page needs of a Twoslash run; `code` is the sample without Twoslash's marker lines. `beeJsSymbols`
 * are the bee-js symbols the sample uses, as the program's checker resolves its names (./bee-js-symbols.ts).
 */
export type CompiledSample = {code: string; hovers: TypeInfo[]; queries: TypeInfo[]; errors: ExpectedError[]; beeJsSymbols: string[]};

/** A sample that does not compile: `line` is 0-based within the sample as written, markers included. */
export class SampleTypeError extends StacklessError {
  constructor(
    readonly line: number,
    readonly diagnostic: string,
  ) {
    super(diagnostic);
  }
}

function packageVersion(name: string): string {
  // Read from the folder: twoslash's package exports do not include its package.json.
  const manifest = path.join(SITE_DIR, 'node_modules', ...name.split('/'), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** Changing this invalidates every cached sample: bump it when CompiledSample or its derivation changes. */
const CACHE_FORMAT = 3;

let versions: Record<string, string> | undefined;

function cacheKey(code: string, language: string): string {
  versions ??= {
    typescript: ts.version,
    twoslash: packageVersion('twoslash'),
    beeJs: packageVersion('@ethersphere/bee-js'),
    // The symbols a sample uses are part of its cached result: a change to their resolver recompiles every sample.
    symbolUses: createHash('sha256')
      .update(readFileSync(path.join(__dirname, 'bee-js-symbols.ts')))
      .digest('hex'),
  };
  const inputs = {CACHE_FORMAT, code, language, options: COMPILER_OPTIONS, ...versions};
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

/** Twoslash's folder for the files of a compile: module imports resolve from the site's node_modules. */
const FS_ROOT = `${SITE_DIR.replace(/\\/g, '/')}/`;

/**
 * The compiler options Twoslash gives its environment, merged as `createTwoslasher` merges them, so that its
 * cache finds the environment made here under the key it computes (TypeScript 6 renamed `baseUrl`).
 */
const TWOSLASH_COMPILER_OPTIONS: ts.CompilerOptions = {
  ...defaultCompilerOptions,
  ...(Number(ts.versionMajorMinor.split('.')[0]) <= 5 ? {baseUrl: FS_ROOT} : {pathsBasePath: FS_ROOT}),
  ...COMPILER_OPTIONS,
};

/**
 * An environment whose sample files stay as they are: Twoslash writes a sample's file again before asking for
 * its errors and empties it when done, and every write would make a new program with a new type checker.
 */
function keepingSampleFiles(env: VirtualTypeScriptEnvironment): VirtualTypeScriptEnvironment {
  const hasText = (file: string, text: string) => env.getSourceFile(file)?.text === text;
  return {
    ...env,
    createFile(file, text) {
      if (hasText(file, text) || (text === '' && env.getSourceFile(file))) return;
      env.createFile(file, text);
    },
    updateFile(file, text, previousSpan) {
      if (previousSpan || !hasText(file, text)) env.updateFile(file, text, previousSpan);
    },
  };
}

type Compiler = {
  env: VirtualTypeScriptEnvironment;
  twoslasher: TwoslashInstance;
};

function createCompiler(): Compiler {
  const env = createVirtualTypeScriptEnvironment(createFSBackedSystem(new Map(), SITE_DIR, ts), [], ts, TWOSLASH_COMPILER_OPTIONS);
  const environments = new Map([[getObjectHash(TWOSLASH_COMPILER_OPTIONS), keepingSampleFiles(env)]]);
  const twoslasher = createTwoslasher({compilerOptions: COMPILER_OPTIONS, vfsRoot: SITE_DIR, cache: environments});
  return {env, twoslasher};
}

/** A sample as a file of the environment: Twoslash's `@filename` marker, naming it after its cache key, then the code. */
function sampleFile(code: string, language: string) {
  const name = `sample-${cacheKey(code, language)}.${language}`;
  const header = `// @filename: ${name}\n`;
  return {path: FS_ROOT + name, header, text: header + code};
}

/** Index in the code as written of `index` in Twoslash's output, which lacks the removed marker ranges. */
function sourceIndex(index: number, removals: [number, number][]): number {
  let result = index;
  for (const [start, end] of [...removals].sort((a, b) => a[0] - b[0])) {
    if (start > result) break;
    result += end - start;
  }
  return result;
}

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length - 1;

function toTypeInfo(node: TwoslashNode & {text: string; docs?: string}, shift: number): TypeInfo {
  return {start: node.start - shift, length: node.length, text: node.text, ...(node.docs ? {docs: node.docs} : {})};
}

function runTwoslash(compiler: Compiler, code: string, language: string): CompiledSample {
  addSampleFiles(compiler, [{code, language}]);
  const {header, text: input, path: file} = sampleFile(code, language);
  const {env, twoslasher} = compiler;
  // Errors are validated here rather than by Twoslash, so that a failure names the line of the page.
  const result = twoslasher(input, language, {handbookOptions: {noErrorValidation: true}});
  const expectedCodes = result.meta.handbookOptions.errors;
  const unexpected = result.errors.find((error) => !expectedCodes.includes(Number(error.code)));
  if (unexpected) {
    const line = lineOf(input, sourceIndex(unexpected.start, result.meta.removals)) - 1;
    throw new SampleTypeError(line, `TS${unexpected.code}: ${unexpected.text}`);
  }
  // The header is a comment Twoslash keeps: drop it, and move every position back by its length.
  const shift = header.length;
  return {
    // A marker on the last line leaves a line break behind, which would show as an empty last line.
    code: result.code.slice(shift).replace(/\n+$/, ''),
    hovers: result.hovers.map((hover) => toTypeInfo(hover, shift)),
    queries: result.queries.map((query) => toTypeInfo(query, shift)),
    errors: result.errors.map((error) => ({start: error.start - shift, length: error.length, code: Number(error.code), text: error.text})),
    // Asked after Twoslash's own questions, so that the popups' types come out as they did without this.
    beeJsSymbols: beeJsSymbolsOf(env.languageService.getProgram()!, file),
  };
}

export const cacheFile = (code: string, language: string) => path.join(CACHE_DIR, `${cacheKey(code, language)}.json`);

/**
 * Writes the samples that the environment lacks to files of their own, then has the checker find their errors
 * (which the program keeps) before Twoslash asks it about any name: TypeScript's quick info on a JSX tag name
 * leaves the checker reporting "Cannot find name 'div'" for that file afterwards, and with one checker for all
 * samples no fresh program comes between Twoslash's hovers and its error check.
 */
function addSampleFiles({env}: Compiler, samples: {code: string; language: string}[]): void {
  const added = samples.map(({code, language}) => sampleFile(code, language)).filter((file) => !env.getSourceFile(file.path));
  for (const file of added) env.createFile(file.path, file.text);
  for (const file of added) env.languageService.getSemanticDiagnostics(file.path);
}

/**
 * Compiles many samples with one new program, in their order, and caches each: a page compiled after this
 * finds its samples in the cache. The order of a union's members in a hover depends on what the checker met
 * before, so a new checker and a fixed order make the popups the same in every process: the build compiles the
 * site's samples here, in the order of their files, as the sample checker does, not in the bundler's order.
 */
export function compileSamples(samples: {code: string; language: string}[]): (CompiledSample | SampleTypeError)[] {
  const uncompiled = samples.filter(({code, language}) => !existsSync(cacheFile(code, language)));
  // Made for this batch and dropped with it: a program and its checker hold the parsed standard library, bee-js
  // and Node.js types, which the rest of the build does not need.
  const compiler = lazyCompiler();
  if (uncompiled.length > 0) addSampleFiles(compiler(), uncompiled);
  return samples.map(({code, language}) => {
    try {
      return compileSample(code, language, compiler);
    } catch (error) {
      if (error instanceof SampleTypeError) return error;
      throw error;
    }
  });
}

/** A compiler made the first time it is asked for. */
function lazyCompiler(): () => Compiler {
  let compiler: Compiler | undefined;
  return () => (compiler ??= createCompiler());
}

/** The sample's type information, from the cache when this sample was compiled before with the same inputs. */
export function compileSample(code: string, language: string, compiler = lazyCompiler()): CompiledSample {
  const file = cacheFile(code, language);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CompiledSample;
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const compiled = runTwoslash(compiler(), code, language);
  mkdirSync(CACHE_DIR, {recursive: true});
  // Written whole under a temporary name first: another build reading the cache never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(compiled));
  renameSync(temporary, file);
  return compiled;
}
