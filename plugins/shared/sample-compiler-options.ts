/**
 * How the site's TypeScript samples are compiled: by Twoslash for the type popups (plugins/twoslash) and by the
 * sample editor's language service (plugins/samples-in-browser), with the settings of the sample checker.
 */
import ts from 'typescript';

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
