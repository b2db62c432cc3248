/**
 * The declaration files a sample's types come from, as the browser's TypeScript worker reads them: the program
 * the sample checker compiles (same options) with bee-js's entry as its only root, so every file its types
 * import (cafe-utility, zod, ws, Node.js's types) and every standard library file comes along, and nothing else.
 * React's declarations, which only the .tsx samples need, are a second set. Paths are those of an in-memory file system rooted at `/`: `/node_modules/...`, and the standard library at
 * `/lib.*.d.ts`, where @typescript/vfs looks for it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {COMPILER_OPTIONS} from '../shared/sample-compiler-options';

export type Declarations = {
  /** TypeScript's compiler options, as the sample checker's (enums are numbers, so they travel as JSON). */
  compilerOptions: ts.CompilerOptions;
  /** Virtual path -> file text. */
  files: Record<string, string>;
};

const BEE_JS_TYPES = ['node_modules', '@ethersphere', 'bee-js', 'dist', 'types', 'index.d.ts'];
// React's entry, and the JSX runtime a .tsx file imports implicitly (compiler option `jsx: react-jsx`).
const REACT_TYPES = [
  ['node_modules', '@types', 'react', 'index.d.ts'],
  ['node_modules', '@types', 'react', 'jsx-runtime.d.ts'],
];
/** Packages whose doc comments stay, for hover: bee-js's and React's, the two a sample is about. */
const DOCUMENTED_FOLDERS = ['/node_modules/@ethersphere/bee-js/', '/node_modules/@types/react/'];

/**
 * Without their doc comments, the standard library and the packages bee-js's types import are under half the
 * bytes, and the worker parses them several times faster; hover then shows their types without their prose.
 */
function withoutDocComments(text: string): string {
  return text.replace(/\/\*\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n');
}

/** The package.json files module resolution reads on the way to `file`, up to the node_modules folder. */
function packageManifests(siteDir: string, file: string): string[] {
  const manifests: string[] = [];
  const nodeModules = path.join(siteDir, 'node_modules');
  for (let dir = path.dirname(file); dir.startsWith(nodeModules + path.sep); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) manifests.push(manifest);
  }
  return manifests;
}

/** A program over `roots` (paths below siteDir) with the sample checker's options. */
const createProgram = (siteDir: string, roots: string[][]) =>
  ts.createProgram({
    rootNames: roots.map((root) => path.join(siteDir, ...root)),
    options: COMPILER_OPTIONS,
    host: ts.createCompilerHost(COMPILER_OPTIONS),
  });

/** Every file of `program`, by virtual path. */
function programFiles(siteDir: string, program: ts.Program): Record<string, string> {
  const libDir = path.dirname(ts.getDefaultLibFilePath(COMPILER_OPTIONS));
  const files: Record<string, string> = {};
  const virtualPath = (file: string) => `/${path.relative(siteDir, file).split(path.sep).join('/')}`;
  for (const source of program.getSourceFiles()) {
    const file = path.resolve(source.fileName);
    if (path.dirname(file) === libDir) {
      files[`/${path.basename(file)}`] = withoutDocComments(source.text);
      continue;
    }
    const virtual = virtualPath(file);
    files[virtual] = DOCUMENTED_FOLDERS.some((folder) => virtual.startsWith(folder)) ? source.text : withoutDocComments(source.text);
    for (const manifest of packageManifests(siteDir, file)) files[virtualPath(manifest)] ??= readFileSync(manifest, 'utf8');
  }
  return files;
}

/** What every sample needs: bee-js's declarations, the files they import, and the standard library. */
export function collectDeclarations(siteDir: string): Declarations {
  return {compilerOptions: COMPILER_OPTIONS, files: programFiles(siteDir, createProgram(siteDir, [BEE_JS_TYPES]))};
}

/**
 * What a React (.tsx) sample needs on top of `base`: the files a program over React's entry and JSX runtime adds
 * (React's types and csstype), served apart so that only a .tsx sample's editor fetches them.
 */
export function collectReactDeclarations(siteDir: string, base: Declarations): Record<string, string> {
  const all = programFiles(siteDir, createProgram(siteDir, [BEE_JS_TYPES, ...REACT_TYPES]));
  return Object.fromEntries(Object.entries(all).filter(([file]) => !(file in base.files)));
}
