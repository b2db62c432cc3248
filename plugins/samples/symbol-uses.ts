/**
 * Which executed samples use each bee-js symbol, from the one TypeScript program that compiles every sample
 * (./compile.ts): the type checker resolves each name of a sample to its declaration in bee-js's `.d.ts`, so a
 * method called on a value (`bee.uploadFile(…)`), a property of an options object, a type in a `declare` line
 * and a constructor call all count, and a word in a comment or a string does not.
 *
 * Symbols are named as the API reference names its pages and sections: an export (`BatchId`, `Bee`), a member
 * of a class, interface, enumeration or type (`Bee.uploadFile`, `Bee.constructor`, `UploadOptions.deferred`,
 * `BeeRequestOptions.timeout`), a member of a namespace (`Utils.getStampCost`). A member reached through a
 * subtype is named on both (`batchId.toHex()`: `Bytes.toHex` and `BatchId.toHex`).
 *
 * Public API, for the API reference (plugins/api-reference) and the MCP server's lookup_symbol (plugins/mcp):
 *
 *   samplesUsing(catalogue, 'Bee.uploadFile'): SampleUse[]   // [] when no executed sample uses it
 *   samplesUsing(catalogue, 'UploadOptions', {members: true}) // also the samples that use its members
 *   sampleUses(catalogue): ReadonlyMap<string, SampleUse[]>  // every used symbol, each list in catalogue order
 *   usesOf(sampleUses(catalogue), 'Bee.uploadFile')          // samplesUsing over a list made elsewhere
 *
 * with `catalogue` the build's sample catalogue (`currentSampleCatalogue()` of ./index.ts, or
 * `readSampleCatalogue`). A SampleUse names the markdown file, its page title, the nearest heading above the
 * sample and `blockId`, the id of the sample's code element on the page (./block-id.ts), to link as
 * `<page URL>#<blockId>`. Only executed samples count: compiled without error, not React, not `norun`.
 */
import ts from 'typescript';
import {optsOutOfExecuting} from '../../src/samples/grammar';
import {codeBlockId, occurrenceCounter} from './block-id';
import type {CompiledCatalogue, CompiledOnlySample, SampleCatalogue} from './catalogue';
import type {CompiledSample} from './compile';

export type SampleUse = {
  /** The markdown file, relative to the site root: `docs/storage.mdx`. */
  file: string;
  /** 1-based line of the sample's opening fence. */
  fenceLine: number;
  /** The page's title (its front matter's, else its first heading). */
  page: string;
  /** The text of the nearest heading above the sample, as written (inline code kept); null when there is none. */
  heading: string | null;
  /** The id of the sample's code element on the page, its anchor. */
  blockId: string;
};

const BEE_JS_PACKAGE = '@ethersphere/bee-js';

/** bee-js's declarations by symbol, named as the reference names them; one index per checker and package. */
const indexes = new WeakMap<ts.Symbol, Map<ts.Symbol, string>>();

function declarationIndex(checker: ts.TypeChecker, packageSymbol: ts.Symbol): Map<ts.Symbol, string> {
  const known = indexes.get(packageSymbol);
  if (known) return known;
  const names = new Map<ts.Symbol, string>();
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const add = (symbol: ts.Symbol, name: string) => {
    if (!names.has(symbol)) names.set(symbol, name);
  };
  const addMembers = (owner: ts.Symbol, ownerName: string) => {
    const each = (member: ts.Symbol) => {
      if (member.name === 'prototype') return;
      add(member, `${ownerName}.${member.name === ts.InternalSymbolName.Constructor ? 'constructor' : member.name}`);
    };
    owner.members?.forEach(each);
    owner.exports?.forEach(each);
  };
  const addTypeMembers = (owner: ts.Symbol, ownerName: string) => {
    // A type alias of an object type: its properties belong to the anonymous type, named here after the alias.
    const type = checker.getDeclaredTypeOfSymbol(owner);
    for (const property of checker.getPropertiesOfType(type)) add(property, `${ownerName}.${property.name}`);
  };
  for (const exported of checker.getExportsOfModule(packageSymbol)) {
    const target = resolve(exported);
    add(target, exported.name);
    if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum)) addMembers(target, exported.name);
    if (target.flags & ts.SymbolFlags.TypeAlias) addTypeMembers(target, exported.name);
    if (target.flags & ts.SymbolFlags.Module) {
      for (const member of checker.getExportsOfModule(target)) add(resolve(member), `${exported.name}.${member.name}`);
    }
  }
  indexes.set(packageSymbol, names);
  return names;
}

/** The module symbol of bee-js as the sample imports it; null for a sample that does not import it. */
function importedPackage(checker: ts.TypeChecker, file: ts.SourceFile): ts.Symbol | null {
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === BEE_JS_PACKAGE
    ) {
      const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
      if (symbol) return symbol;
    }
  }
  return null;
}

function isInImportOrExport(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isImportDeclaration(current) || ts.isExportDeclaration(current)) return true;
    if (ts.isStatement(current)) return false;
  }
  return false;
}

/** The object type a property name belongs to: the receiver of `x.name`, an object literal's contextual type, a destructured value. */
function ownerTypeOf(checker: ts.TypeChecker, name: ts.Identifier): ts.Type | undefined {
  const {parent} = name;
  if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && (parent as {name: ts.Node}).name === name) {
    return checker.getTypeAtLocation(ts.isPropertyAccessExpression(parent) ? parent.expression : parent.left);
  }
  if (
    (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === name
  ) {
    return ts.isObjectLiteralExpression(parent.parent) ? checker.getContextualType(parent.parent) : undefined;
  }
  if (ts.isBindingElement(parent) && (parent.propertyName ?? parent.name) === name && ts.isObjectBindingPattern(parent.parent)) {
    return checker.getTypeAtLocation(parent.parent);
  }
  return undefined;
}

/**
 * The bee-js symbols that a sample file of `program` uses, sorted: every identifier outside its imports
 * resolved by the checker (aliases followed, instantiated members taken back to their declarations), a
 * property also named on the bee-js type it was reached through, and `new X(…)` also as `X.constructor`.
 */
export function beeJsSymbolsOf(program: ts.Program, fileName: string): string[] {
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error(`The samples' program has no file ${fileName}.`);
  const checker = program.getTypeChecker();
  const packageSymbol = importedPackage(checker, file);
  if (!packageSymbol) return [];
  const names = declarationIndex(checker, packageSymbol);
  const found = new Set<string>();
  const namesOf = (symbol: ts.Symbol | undefined): string[] => {
    if (!symbol) return [];
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return checker.getRootSymbols(target).flatMap((root) => names.get(root) ?? []);
  };
  const addProperty = (owner: ts.Type, property: string) => {
    const nonNullable = checker.getNonNullableType(owner);
    for (const type of nonNullable.isUnionOrIntersection() ? nonNullable.types : [nonNullable]) {
      const member = checker.getPropertyOfType(type, property);
      if (!member) continue;
      namesOf(member).forEach((name) => found.add(name));
      const [ownerName] = namesOf(type.aliasSymbol ?? type.getSymbol());
      if (ownerName && !ownerName.includes('.')) found.add(`${ownerName}.${property}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && !isInImportOrExport(node)) {
      const owner = ownerTypeOf(checker, node);
      if (owner) addProperty(owner, node.text);
      else namesOf(checker.getSymbolAtLocation(node)).forEach((name) => found.add(name));
      if (ts.isNewExpression(node.parent) && node.parent.expression === node) {
        namesOf(checker.getSymbolAtLocation(node)).forEach((name) => found.add(`${name}.constructor`));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found].sort();
}

/** Whether the checker ran the sample: compiled without error, not a React sample, not opted out of executing. */
export const isExecutedSample = (sample: CompiledOnlySample): boolean =>
  sample.kind !== 'react' && !optsOutOfExecuting(sample.meta) && sample.compiled !== null && !(sample.compiled instanceof Error);

const FRONT_MATTER_TITLE = /^title:\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(.+?))\s*$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;

/** Heading text as a reader sees it: no `{#id}` (`\\{#id}` in MDX), links as their text. */
const headingText = (raw: string) =>
  raw
    .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();

/** A file's title and, for each line, the nearest heading at or above it (headings inside fences do not count). */
function fileOutline(catalogue: CompiledCatalogue, file: string): {title: string; headingAt: (line: number) => string | null} {
  const lines = catalogue.lines.get(file) ?? [];
  const fenced = new Set<number>();
  for (const block of catalogue.fences) {
    if (block.file === file) for (let line = block.fenceLine; line <= block.closingLine; line += 1) fenced.add(line);
  }
  let title: string | null = null;
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    for (const line of lines.slice(1, end)) {
      const match = FRONT_MATTER_TITLE.exec(line);
      if (match) title = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\"/g, '"');
    }
    start = end + 1;
  }
  const headings: (string | null)[] = [];
  let current: string | null = null;
  lines.forEach((line, index) => {
    const match = index >= start && !fenced.has(index + 1) ? HEADING.exec(line) : null;
    if (match) {
      current = headingText(match[2]!);
      if (match[1] === '#') title ??= current;
    }
    headings.push(current);
  });
  return {title: title ?? file, headingAt: (line) => headings[line - 1] ?? null};
}

const usesByCatalogue = new WeakMap<CompiledCatalogue, ReadonlyMap<string, SampleUse[]>>();

/** Every bee-js symbol that executed samples use, with its uses in catalogue order (files sorted, then by line). */
export function sampleUses(catalogue: CompiledCatalogue): ReadonlyMap<string, SampleUse[]> {
  const known = usesByCatalogue.get(catalogue);
  if (known) return known;
  const uses = new Map<string, SampleUse[]>();
  const outlines = new Map<string, ReturnType<typeof fileOutline>>();
  const counters = new Map<string, (code: string) => number>();
  const blockIds = new Map<string, string>();
  for (const fence of catalogue.fences) {
    let next = counters.get(fence.file);
    if (!next) counters.set(fence.file, (next = occurrenceCounter()));
    blockIds.set(`${fence.file}:${fence.fenceLine}`, codeBlockId(fence.code, next(fence.code)));
  }
  for (const sample of catalogue.samples) {
    if (!isExecutedSample(sample)) continue;
    let outline = outlines.get(sample.file);
    if (!outline) outlines.set(sample.file, (outline = fileOutline(catalogue, sample.file)));
    const use: SampleUse = {
      file: sample.file,
      fenceLine: sample.fenceLine,
      page: outline.title,
      heading: outline.headingAt(sample.fenceLine),
      blockId: blockIds.get(`${sample.file}:${sample.fenceLine}`)!,
    };
    for (const symbol of (sample.compiled as CompiledSample).beeJsSymbols) {
      const list = uses.get(symbol);
      if (list) list.push(use);
      else uses.set(symbol, [use]);
    }
  }
  usesByCatalogue.set(catalogue, uses);
  return uses;
}

/** Uses of several symbols as one list, each sample once, in catalogue order. */
export function mergedUses(lists: Iterable<readonly SampleUse[]>): SampleUse[] {
  const bySample = new Map<string, SampleUse>();
  for (const list of lists) for (const use of list) bySample.set(`${use.file}:${use.fenceLine}`, use);
  return [...bySample.values()].sort((a, b) => a.file.localeCompare(b.file) || a.fenceLine - b.fenceLine);
}

/**
 * The executed samples that use `symbol` (`Bee.uploadFile`, `BatchId`, `Utils.getStampCost`); [] when none does.
 * With `members`, also those that use its members (`UploadOptions.deferred` for `UploadOptions`), each sample once.
 */
export function samplesUsing(catalogue: SampleCatalogue, symbol: string, options: {members?: boolean} = {}): SampleUse[] {
  return usesOf(sampleUses(catalogue), symbol, options);
}

/** `samplesUsing` over uses that `sampleUses` listed, such as a copy another thread received. */
export function usesOf(uses: ReadonlyMap<string, SampleUse[]>, symbol: string, {members = false}: {members?: boolean} = {}): SampleUse[] {
  if (!members) return uses.get(symbol) ?? [];
  return mergedUses([...uses].filter(([name]) => name === symbol || name.startsWith(`${symbol}.`)).map(([, list]) => list));
}
