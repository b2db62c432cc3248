/**
 * The JavaScript version of a TypeScript sample, the one home of this transform: the page's JavaScript tab, the
 * `.md` twins and the sample checker all take it from the sample catalogue (./catalogue.ts), which makes it here.
 * It is the compiler's own output (types stripped, ES2022 modules, so no helpers, no "use strict" and top-level
 * `await` kept), formatted by Prettier in the samples' own style, with the blank lines the compiler drops put back
 * where the TypeScript had them. Results are cached by content in `node_modules/.cache/sample-javascript/`.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {SITE_DIR} from '../shared/site-dir';
import {StacklessError} from './stackless-error';

const CACHE_DIR = path.join(SITE_DIR, 'node_modules', '.cache', 'sample-javascript');
/** Read by path from the site: under tsx, a module's own `__filename` may be a data: URL. */
const TRANSFORM_FILES = ['javascript.ts', 'format-javascript.mjs'].map((name) => path.join(SITE_DIR, 'plugins', 'samples', name));
const [, FORMATTER] = TRANSFORM_FILES;

/** The samples' style (no semicolons, single quotes, spaces inside braces), not the site's own source style. */
const PRETTIER_OPTIONS = {semi: false, singleQuote: true, trailingComma: 'all', printWidth: 100, arrowParens: 'always'};

/** Stands for a blank line of the TypeScript: a comment survives the compiler, which drops blank lines. */
const BLANK_LINE_MARK = '//__sample_blank_line__';

/** A sample whose JavaScript version could not be made: `line` is 0-based within the code given, or null. */
export class JavascriptError extends StacklessError {
  constructor(
    readonly line: number | null,
    readonly diagnostic: string,
  ) {
    super(diagnostic);
  }
}

/** The fence language of the JavaScript version of a sample in `language` (`ts` or `tsx`). */
export const javascriptLanguage = (language: string) => (language === 'tsx' ? 'jsx' : 'js');

/** Lines inside template literals, whose blank lines are part of a string and must stay as they are. */
function templateLines(source: ts.SourceFile): Set<number> {
  const inside = new Set<number>();
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = first + 1; line <= last; line++) inside.add(line);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return inside;
}

/** The compiler's output for the sample, blank lines marked; throws a JavascriptError on a syntax error. */
function transpile(code: string, language: string): string {
  const kind = language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(`sample.${language}`, code, ts.ScriptTarget.ES2022, true, kind);
  const strings = templateLines(source);
  const marked = code
    .split('\n')
    .map((line, index) => (line.trim() === '' && !strings.has(index) ? BLANK_LINE_MARK : line))
    .join('\n');
  const {outputText, diagnostics = []} = ts.transpileModule(marked, {
    fileName: `sample.${language}`,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleDetection: ts.ModuleDetectionKind.Force,
      jsx: ts.JsxEmit.Preserve,
    },
  });
  const [error] = diagnostics;
  if (error) {
    const line = error.file && error.start !== undefined ? error.file.getLineAndCharacterOfPosition(error.start).line : null;
    throw new JavascriptError(line, `TS${error.code}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  }
  return outputText;
}

/** The formatted code with the marked blank lines back, never two in a row, none at either end. */
function unmark(formatted: string): string {
  return (
    formatted
      .split('\n')
      .map((line) => (line.trim() === BLANK_LINE_MARK ? '' : line))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      // The compiler adds this to a module without imports or exports; a `.mjs` file or module script is one anyway.
      .replace(/\n*export \{\}$/, '')
  );
}

let versions: string | undefined;

function cacheFile(code: string, language: string): string {
  versions ??= JSON.stringify({
    typescript: ts.version,
    prettier: (JSON.parse(readFileSync(path.join(SITE_DIR, 'node_modules', 'prettier', 'package.json'), 'utf8')) as {version: string})
      .version,
    transform: TRANSFORM_FILES.reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256')).digest('hex'),
  });
  const key = createHash('sha256').update(JSON.stringify({versions, code, language})).digest('hex').slice(0, 32);
  return path.join(CACHE_DIR, `${key}.json`);
}

function readCached(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as {javascript: string}).javascript;
  } catch {
    return null;
  }
}

type Formatted = ({code: string} | {error: string})[];

const FORMATTER_ARGS = () => [FORMATTER!, JSON.stringify(PRETTIER_OPTIONS)];

/**
 * Prettier on many programs in one child process, which works on another core while this thread compiles the
 * samples; a program Prettier cannot parse comes back as an error.
 */
async function format(programs: {code: string; parser: string}[]): Promise<Formatted> {
  if (programs.length === 0) return [];
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      FORMATTER_ARGS(),
      {cwd: SITE_DIR, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(JSON.stringify(programs));
  });
  return JSON.parse(output) as Formatted;
}

type Versions = (string | JavascriptError)[];

/** The versions the cache has, and the compiler's output of the others, waiting for Prettier. */
function transpiled(samples: {code: string; language: string}[]) {
  const results: (string | JavascriptError | null)[] = samples.map(({code, language}) => readCached(cacheFile(code, language)));
  const pending: {index: number; code: string; parser: string}[] = [];
  samples.forEach(({code, language}, index) => {
    if (results[index] !== null) return;
    try {
      pending.push({index, code: transpile(code, language), parser: 'babel'});
    } catch (error) {
      if (!(error instanceof JavascriptError)) throw error;
      results[index] = error;
    }
  });
  return {results, pending, programs: pending.map(({code, parser}) => ({code, parser}))};
}

/** The results with Prettier's output of the pending ones filled in, each written to the cache. */
function withFormatted(
  samples: {code: string; language: string}[],
  {results, pending}: ReturnType<typeof transpiled>,
  formatted: Formatted,
) {
  mkdirSync(CACHE_DIR, {recursive: true});
  pending.forEach(({index}, position) => {
    const result = formatted[position]!;
    if ('error' in result) {
      results[index] = new JavascriptError(null, `its JavaScript version does not parse: ${result.error.split('\n')[0]}`);
      return;
    }
    const javascript = unmark(result.code);
    results[index] = javascript;
    const {code, language} = samples[index]!;
    const file = cacheFile(code, language);
    // Written whole under a temporary name first: another process reading the cache never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({javascript}));
    renameSync(temporary, file);
  });
  return results as Versions;
}

/**
 * The JavaScript versions of samples (their code without Twoslash's marker lines), in their order: the code, or
 * a JavascriptError when the compiler or Prettier cannot read the sample or its output.
 */
export async function javascriptVersions(samples: {code: string; language: string}[]): Promise<Versions> {
  const made = transpiled(samples);
  return withFormatted(samples, made, await format(made.programs));
}
