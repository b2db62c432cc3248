/**
 * The modules a reader's code loads, read from its syntax alone: imports, re-exports, `import x = require()`,
 * dynamic `import()` and CommonJS `require()` calls with a literal name. check_code types each require of a typed
 * module as its import, and notes the modules it has no types for.
 */
import ts from 'typescript';

export type ModuleReference = {specifier: string; node: ts.Node; viaRequire: boolean};

function referenceOf(node: ts.Node): ModuleReference | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
    return {specifier: node.moduleSpecifier.text, node, viaRequire: false};
  if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression))
    return {specifier: node.expression.text, node: node.parent, viaRequire: false};
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isStringLiteralLike(node.arguments[0]!)) return undefined;
  const specifier = node.arguments[0].text;
  if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return {specifier, node, viaRequire: false};
  if (ts.isIdentifier(node.expression) && node.expression.text === 'require') return {specifier, node, viaRequire: true};
  return undefined;
}

export function moduleReferences(file: ts.SourceFile): ModuleReference[] {
  const references: ModuleReference[] = [];
  const visit = (node: ts.Node) => {
    const reference = referenceOf(node);
    if (reference) references.push(reference);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return references;
}

/** An `await` outside every function: in the module's own code, not in a function it declares. */
function topLevelAwait(file: ts.SourceFile): ts.AwaitExpression | undefined {
  let found: ts.AwaitExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isAwaitExpression(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Code that loads modules with require() and has no import or export runs as CommonJS, where an `await` outside
 * an async function is a syntax error; the check compiles every file as a module, so it says so in a note.
 */
export function commonJsAwaitNotes(file: ts.SourceFile, references: readonly ModuleReference[]) {
  const isModule = file.statements.some(
    (statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement),
  );
  const isCommonJs = !isModule && references.some((reference) => reference.viaRequire);
  const awaited = isCommonJs ? topLevelAwait(file) : undefined;
  if (!awaited) return [];
  const {line, character} = file.getLineAndCharacterOfPosition(awaited.getStart(file));
  return [
    {
      line: line + 1,
      column: character + 1,
      message:
        'This code loads modules with require(), so Node.js runs it as CommonJS, where `await` outside an async function is a syntax error: wrap the code in an async function, or use import and save it as .mjs (or set "type": "module").',
    },
  ];
}
