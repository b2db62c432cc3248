/**
 * What the pinned bee-js exports, read independently of TypeDoc (TypeScript's own checker plus the runtime
 * module), so tests can hold the generated reference against it.
 */
import ts from 'typescript';
import {exportKindOf, type ExportKind, installedEntry} from './declarations';

export type {ExportKind};

export type PackageExport = {name: string; kind: ExportKind; members: string[]};

/** The pinned declarations' type checker, module symbol, and a resolver of re-exported aliases. */
export function loadDeclarations() {
  const entry = installedEntry();
  const program = ts.createProgram([entry], {strict: true, skipLibCheck: true, noEmit: true, types: []});
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  if (!moduleSymbol) throw new Error(`TypeScript found no module in ${entry}.`);
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  return {checker, moduleSymbol, resolve};
}

/** Every export of the package's declarations, type-only ones included, with the reference folder it belongs in. */
export function declaredExports(): PackageExport[] {
  const {checker, moduleSymbol, resolve} = loadDeclarations();
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = resolve(symbol);
    const kind = exportKindOf(target.flags);
    if (kind === 'external') throw new Error(`bee-js exports ${symbol.name}, whose kind (flags ${target.flags}) has no reference folder.`);
    const members = kind === 'namespaces' ? checker.getExportsOfModule(target).map((member) => member.name) : [];
    return {name: symbol.name, kind, members};
  });
}

/** Names the package exports at runtime, as `require` sees them. */
export function runtimeExportNames(): string[] {
  return Object.keys(require('@ethersphere/bee-js'));
}

/** Public methods of the `Bee` class as declared (private and protected ones excluded). */
export function publicBeeMethods(): string[] {
  const {checker, moduleSymbol, resolve} = loadDeclarations();
  const bee = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'Bee');
  const declaration = bee && resolve(bee).valueDeclaration;
  if (!declaration || !ts.isClassDeclaration(declaration)) throw new Error('bee-js no longer exports a Bee class.');
  const hidden = [ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword];
  return declaration.members
    .filter(ts.isMethodDeclaration)
    .filter((method) => !method.modifiers?.some((modifier) => hidden.includes(modifier.kind)))
    .map((method) => method.name.getText());
}

/** Paths (relative to the reference root) of the pages the exports and removed symbols call for. */
export function expectedPages(exports: PackageExport[], removed: {name: string; kind: string}[]): string[] {
  const pages = exports.flatMap(({name, kind, members}) =>
    kind === 'namespaces'
      ? [`namespaces/${name}/index.md`, ...members.map((member) => `namespaces/${name}/${member}.md`)]
      : [`${kind}/${name}.md`],
  );
  return [...pages, ...removed.map(({name, kind}) => `${kind}/${name}.md`)].sort();
}

/** Pages one list has and the other lacks, both sorted. */
export function comparePages(expected: string[], actual: string[]): {missing: string[]; extra: string[]} {
  const actualSet = new Set(actual);
  const expectedSet = new Set(expected);
  return {
    missing: expected.filter((page) => !actualSet.has(page)).sort(),
    extra: actual.filter((page) => !expectedSet.has(page)).sort(),
  };
}
