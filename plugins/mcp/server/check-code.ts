/**
 * check_code: TypeScript's diagnostics for a reader's code against bee-js's declarations, compiled with the
 * samples' settings (plugins/shared/sample-compiler-options.ts) over the declaration files the build shipped.
 * Nothing is emitted or run. A language service keeps the parsed declaration files between calls, so only the
 * first call pays for reading them, and it gives the deprecation suggestions a program alone does not.
 */
import ts from 'typescript';
import {COMPILER_OPTIONS} from '../../shared/sample-compiler-options';
import {commonJsAwaitNotes, moduleReferences, type ModuleReference} from './module-references';
import type {TypeFiles} from './snapshot';

/** The virtual root the shipped files sit under: `node_modules/…` as a project has them, TypeScript's libs in `lib/`. */
const ROOT = '/check/';
export const LIB_DIR = 'lib/';
const CODE_FILE = `${ROOT}code.ts`;
/** Declarations check_code adds to the reader's code: which modules are untyped, and what `require` returns. */
const SHIM_FILE = `${ROOT}check-code-shim.d.ts`;
/** A package the shipped files do not declare is untyped, as in a project without its types: no TS2307. */
const UNTYPED_PACKAGES = "declare module '*';\n";
/** TypeScript's suggestions for a use of a declaration tagged @deprecated: of a symbol, of one signature. */
const DEPRECATED = new Set([6385, 6387]);

export type CodeDiagnostic = {
  line: number;
  column: number;
  code: string;
  category: 'error' | 'warning' | 'suggestion' | 'message';
  message: string;
};

/** What the reader should know about code that type-checks: a deprecated call, a module not checked. */
export type CodeNote = {line: number; column: number; code?: string; message: string};

export type CheckedCode = {diagnostics: CodeDiagnostic[]; notes: CodeNote[]};

const CATEGORIES = {
  [ts.DiagnosticCategory.Error]: 'error',
  [ts.DiagnosticCategory.Warning]: 'warning',
  [ts.DiagnosticCategory.Suggestion]: 'suggestion',
  [ts.DiagnosticCategory.Message]: 'message',
} as const;

function positionOf(file: ts.SourceFile | undefined, start: number | undefined): {line: number; column: number} {
  if (!file || start === undefined) return {line: 0, column: 0};
  const {line, character} = file.getLineAndCharacterOfPosition(start);
  return {line: line + 1, column: character + 1};
}

function diagnosticOf(diagnostic: ts.Diagnostic): CodeDiagnostic {
  return {
    ...positionOf(diagnostic.file, diagnostic.start),
    code: `TS${diagnostic.code}`,
    category: CATEGORIES[diagnostic.category],
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  };
}

export type CodeChecker = {
  /** Syntax errors alone: code with any is not TypeScript the checker can read. */
  syntaxErrors: (code: string) => CodeDiagnostic[];
  check: (code: string) => CheckedCode;
};

/**
 * `require('x')` typed as `import('x')` for each module the code requires that has types, so that CommonJS code is
 * checked as the import is; the rest stay `any`, as Node.js's types declare `require`.
 */
function requireShim(typed: readonly string[]): string {
  const overloads = typed.map((specifier) => `(id: ${JSON.stringify(specifier)}): typeof import(${JSON.stringify(specifier)});`);
  return `${UNTYPED_PACKAGES}declare namespace NodeJS { interface Require { ${overloads.join(' ')} } }\n`;
}

function virtualFiles(files: TypeFiles) {
  const paths = new Map(Object.entries(files).map(([file, text]) => [`${ROOT}${file}`, text]));
  const directories = new Set<string>();
  for (const file of paths.keys()) {
    for (let dir = file.slice(0, file.lastIndexOf('/')); dir.length >= ROOT.length - 1; dir = dir.slice(0, dir.lastIndexOf('/'))) {
      directories.add(dir);
    }
  }
  return {paths, directories};
}

/** The language service over the shipped files, the reader's code and the shim, each set before a check. */
function languageService(files: TypeFiles) {
  const {paths, directories} = virtualFiles(files);
  const current = {code: '', shim: requireShim([]), version: 0};
  const read = (fileName: string) => (fileName === CODE_FILE ? current.code : fileName === SHIM_FILE ? current.shim : paths.get(fileName));
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => COMPILER_OPTIONS,
    getScriptFileNames: () => [CODE_FILE, SHIM_FILE],
    // The declaration files never change; the code and the shim may change with every check.
    getScriptVersion: (fileName) => (fileName === CODE_FILE || fileName === SHIM_FILE ? String(current.version) : '0'),
    getScriptSnapshot: (fileName) => {
      const text = read(fileName);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getDefaultLibFileName: (options) => `${ROOT}${LIB_DIR}${ts.getDefaultLibFileName(options)}`,
    getCurrentDirectory: () => ROOT.slice(0, -1),
    useCaseSensitiveFileNames: () => true,
    fileExists: (fileName) => read(fileName) !== undefined,
    readFile: read,
    directoryExists: (dir) => directories.has(dir.replace(/\/$/, '')),
    getDirectories: (dir) =>
      [...directories].filter((candidate) => candidate.slice(0, candidate.lastIndexOf('/')) === dir.replace(/\/$/, '')),
    realpath: (fileName) => fileName,
  };
  return {service: ts.createLanguageService(host), host, current};
}

/** The modules Node.js's types (and the code) declare by name, once: the shipped files never change. */
function ambientModules(service: ts.LanguageService): Set<string> {
  const names = service
    .getProgram()!
    .getTypeChecker()
    .getAmbientModules()
    .map((symbol) => symbol.name.replace(/^"|"$/g, ''));
  return new Set(names.filter((name) => !name.includes('*')));
}

function untypedNote(file: ts.SourceFile, {specifier, node, viaRequire}: ModuleReference): CodeNote {
  return {
    ...positionOf(file, node.getStart(file)),
    message: viaRequire
      ? `require(${JSON.stringify(specifier)}) is not checked: check_code has no types for it, so it is any.`
      : `"${specifier}" is not checked: check_code has the types of @ethersphere/bee-js and Node.js only, so it treats this module as untyped (any).`,
  };
}

/** A deprecation suggestion as a note, with the declaration's @deprecated text (what to use instead) when it has one. */
function deprecationNote(service: ts.LanguageService, diagnostic: ts.Diagnostic): CodeNote {
  const tag = service.getQuickInfoAtPosition(CODE_FILE, diagnostic.start ?? 0)?.tags?.find((candidate) => candidate.name === 'deprecated');
  const advice = tag?.text
    ? ` ${ts
        .displayPartsToString(tag.text)
        .trim()
        .replace(/(?<![.!?])$/, '.')}`
    : '';
  const {code, message, line, column} = diagnosticOf(diagnostic);
  return {line, column, code, message: `${message}${advice}`};
}

export function createCodeChecker(files: TypeFiles): CodeChecker {
  const {service, host, current} = languageService(files);
  let declared: Set<string> | undefined;
  // Typed: a file the specifier resolves to, or a module declared by name.
  const isTyped = (specifier: string) =>
    (declared ??= ambientModules(service)).has(specifier) ||
    ts.resolveModuleName(specifier, CODE_FILE, COMPILER_OPTIONS, host).resolvedModule !== undefined;
  const update = (code: string, typedRequires: readonly string[]) => {
    current.code = code;
    current.shim = requireShim(typedRequires);
    current.version += 1;
  };
  return {
    syntaxErrors: (code) => {
      update(code, []);
      return service.getSyntacticDiagnostics(CODE_FILE).map(diagnosticOf);
    },
    check: (code) => {
      const file = ts.createSourceFile(CODE_FILE, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
      const references = moduleReferences(file);
      const typedRequires = references.filter((reference) => reference.viaRequire && isTyped(reference.specifier));
      update(code, [...new Set(typedRequires.map((reference) => reference.specifier))]);
      const diagnostics = [...service.getSyntacticDiagnostics(CODE_FILE), ...service.getSemanticDiagnostics(CODE_FILE)];
      const deprecated = service.getSuggestionDiagnostics(CODE_FILE).filter((diagnostic) => DEPRECATED.has(diagnostic.code));
      const untyped = references.filter((reference) => !isTyped(reference.specifier));
      return {
        diagnostics: diagnostics.map(diagnosticOf),
        notes: [
          ...deprecated.map((diagnostic) => deprecationNote(service, diagnostic)),
          ...untyped.map((reference) => untypedNote(file, reference)),
          ...commonJsAwaitNotes(file, references),
        ],
      };
    },
  };
}
