/**
 * Runs Twoslash on one TypeScript sample, with the compiler settings of the sample checker
 * (tests/code-samples/check.ts), and caches the part of the result the pages use, keyed by a hash of
 * everything that can change it. The site is built three times per CI run; only the first compiles.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {createTwoslasher, type TwoslashInstance, type TwoslashNode} from 'twoslash';

const SITE_DIR = path.join(__dirname, '..', '..');
export const CACHE_DIR = path.join(SITE_DIR, 'node_modules', '.cache', 'twoslash');

/**
 * The sample checker's COMPILER_OPTIONS as compiler enums. The checker appends `export {}` to make every
 * sample an ES module; `moduleDetection: force` does the same without adding a line to the shown code.
 */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  isolatedModules: true,
  jsx: ts.JsxEmit.ReactJSX,
  moduleDetection: ts.ModuleDetectionKind.Force,
};

/** A hover or a pinned `^?` query: where it is in the shown code, and what the compiler says about it. */
export type TypeInfo = {start: number; length: number; text: string; docs?: string};

/** An error the sample expects with `// @errors: <code>`, shown under its line. */
export type ExpectedError = {start: number; length: number; code: number; text: string};

/** What the page needs of a Twoslash run; `code` is the sample without Twoslash's marker lines. */
export type CompiledSample = {code: string; hovers: TypeInfo[]; queries: TypeInfo[]; errors: ExpectedError[]};

/** A sample that does not compile: `line` is 0-based within the sample as written, markers included. */
export class SampleTypeError extends Error {
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
const CACHE_FORMAT = 2;

function cacheKey(code: string, language: string): string {
  const inputs = {
    CACHE_FORMAT,
    code,
    language,
    options: COMPILER_OPTIONS,
    typescript: ts.version,
    twoslash: packageVersion('twoslash'),
    beeJs: packageVersion('@ethersphere/bee-js'),
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

let twoslasher: TwoslashInstance | undefined;

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

function toTypeInfo(node: TwoslashNode & {text: string; docs?: string}): TypeInfo {
  return {start: node.start, length: node.length, text: node.text, ...(node.docs ? {docs: node.docs} : {})};
}

function runTwoslash(code: string, language: string): CompiledSample {
  twoslasher ??= createTwoslasher({compilerOptions: COMPILER_OPTIONS, vfsRoot: SITE_DIR});
  // Errors are validated here rather than by Twoslash, so that a failure names the line of the page.
  const result = twoslasher(code, language, {handbookOptions: {noErrorValidation: true}});
  const expectedCodes = result.meta.handbookOptions.errors;
  const unexpected = result.errors.find((error) => !expectedCodes.includes(Number(error.code)));
  if (unexpected) {
    const line = lineOf(code, sourceIndex(unexpected.start, result.meta.removals));
    throw new SampleTypeError(line, `TS${unexpected.code}: ${unexpected.text}`);
  }
  return {
    // A marker on the last line leaves a line break behind, which would show as an empty last line.
    code: result.code.replace(/\n+$/, ''),
    hovers: result.hovers.map(toTypeInfo),
    queries: result.queries.map(toTypeInfo),
    errors: result.errors.map((error) => ({start: error.start, length: error.length, code: Number(error.code), text: error.text})),
  };
}

/** The sample's type information, from the cache when this sample was compiled before with the same inputs. */
export function compileSample(code: string, language: string): CompiledSample {
  const file = path.join(CACHE_DIR, `${cacheKey(code, language)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CompiledSample;
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const compiled = runTwoslash(code, language);
  mkdirSync(CACHE_DIR, {recursive: true});
  // Written whole under a temporary name first: another build reading the cache never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(compiled));
  renameSync(temporary, file);
  return compiled;
}
