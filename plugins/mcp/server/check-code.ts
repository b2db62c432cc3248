/**
 * check_code: TypeScript's diagnostics for a reader's code against bee-js's declarations, compiled with the
 * samples' settings (plugins/shared/sample-compiler-options.ts) over the declaration files the build shipped.
 * Nothing is emitted or run. The declaration files are parsed once and kept, and each program starts from the
 * one before, so only the first call pays for reading them.
 */
import ts from 'typescript';
import {COMPILER_OPTIONS} from '../../shared/sample-compiler-options';
import type {TypeFiles} from './snapshot';

/** The virtual root the shipped files sit under: `node_modules/…` as a project has them, TypeScript's libs in `lib/`. */
const ROOT = '/check/';
export const LIB_DIR = 'lib/';
const CODE_FILE = `${ROOT}code.ts`;

export type CodeDiagnostic = {
  line: number;
  column: number;
  code: string;
  category: 'error' | 'warning' | 'suggestion' | 'message';
  message: string;
};

const CATEGORIES = {
  [ts.DiagnosticCategory.Error]: 'error',
  [ts.DiagnosticCategory.Warning]: 'warning',
  [ts.DiagnosticCategory.Suggestion]: 'suggestion',
  [ts.DiagnosticCategory.Message]: 'message',
} as const;

function diagnosticOf(diagnostic: ts.Diagnostic): CodeDiagnostic {
  const start =
    diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
  return {
    line: start ? start.line + 1 : 0,
    column: start ? start.character + 1 : 0,
    code: `TS${diagnostic.code}`,
    category: CATEGORIES[diagnostic.category],
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  };
}

export type CodeChecker = {
  /** Syntax errors alone: code with any is not TypeScript the checker can read. */
  syntaxErrors: (code: string) => CodeDiagnostic[];
  check: (code: string) => CodeDiagnostic[];
};

export function createCodeChecker(files: TypeFiles): CodeChecker {
  const paths = new Map(Object.entries(files).map(([file, text]) => [`${ROOT}${file}`, text]));
  const directories = new Set<string>();
  for (const file of paths.keys()) {
    for (let dir = file.slice(0, file.lastIndexOf('/')); dir.length >= ROOT.length - 1; dir = dir.slice(0, dir.lastIndexOf('/'))) {
      directories.add(dir);
    }
  }
  const parsed = new Map<string, ts.SourceFile>();
  let code = '';
  let previous: ts.Program | undefined;
  const host: ts.CompilerHost = {
    getSourceFile(fileName, languageVersion) {
      if (fileName === CODE_FILE) return ts.createSourceFile(fileName, code, languageVersion, true);
      let file = parsed.get(fileName);
      const text = paths.get(fileName);
      if (!file && text !== undefined) {
        file = ts.createSourceFile(fileName, text, languageVersion, true);
        parsed.set(fileName, file);
      }
      return file;
    },
    getDefaultLibFileName: (options) => `${ROOT}${LIB_DIR}${ts.getDefaultLibFileName(options)}`,
    getDefaultLibLocation: () => `${ROOT}${LIB_DIR.slice(0, -1)}`,
    writeFile: () => undefined,
    getCurrentDirectory: () => ROOT.slice(0, -1),
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (fileName) => fileName === CODE_FILE || paths.has(fileName),
    readFile: (fileName) => (fileName === CODE_FILE ? code : paths.get(fileName)),
    directoryExists: (dir) => directories.has(dir.replace(/\/$/, '')),
    getDirectories: (dir) =>
      [...directories].filter((candidate) => candidate.slice(0, candidate.lastIndexOf('/')) === dir.replace(/\/$/, '')),
    realpath: (fileName) => fileName,
  };
  return {
    syntaxErrors: (text) => {
      const file = ts.createSourceFile(CODE_FILE, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
      // parseDiagnostics is internal; a program of this one file gives the same list through the public API.
      const program = ts.createProgram({
        rootNames: [CODE_FILE],
        options: {noLib: true, noResolve: true, types: []},
        host: {...host, getSourceFile: (fileName) => (fileName === CODE_FILE ? file : undefined)},
      });
      return program.getSyntacticDiagnostics(file).map(diagnosticOf);
    },
    check: (text) => {
      code = text;
      const program = ts.createProgram({rootNames: [CODE_FILE], options: COMPILER_OPTIONS, host, oldProgram: previous});
      previous = program;
      const file = program.getSourceFile(CODE_FILE)!;
      return [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
        ...program.getGlobalDiagnostics(),
        ...program.getOptionsDiagnostics(),
      ].map(diagnosticOf);
    },
  };
}
