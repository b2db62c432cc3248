/**
 * The bee-js symbols a compiled sample uses, from the one TypeScript program that compiles every sample
 * (./compile.ts): the type checker resolves each name of a sample to its declaration in bee-js's `.d.ts`, so a
 * method called on a value (`bee.uploadFile(…)`), a property of an options object, a type in a `declare` line
 * and a constructor call all count, and a word in a comment or a string does not. Symbols are named as
 * ./symbol-uses.ts describes.
 */
import ts from 'typescript';
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
