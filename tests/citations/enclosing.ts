/**
 * The declaration that holds a line of source, named the way a citation records it: for Go, the function as a
 * stack trace names it (`(*Service).mountAPI`, `Service.mountAPI`, `mountAPI`), or `const name` / `var name` /
 * `type Name` outside functions; for TypeScript and JavaScript, the innermost named function (`createApp`,
 * `Bee.getStorageCost`, `Bee.constructor`), or `const NAME` for a top-level constant.
 */
import ts from 'typescript';

/** Top-level Go declarations start at column 0 and gofmt closes their blocks with `}` or `)` at column 0. */
const GO_FUNC = /^func\s+(?:\(\s*(?:\w+\s+)?(\*?)\s*(\w+)(?:\[[^\]]*\])?\s*\)\s*)?(\w+)/;
const GO_DECL = /^(const|var|type)\s+(?:(\()|(\w+))/;

function goEnclosing(lines: readonly string[], line: number): string | undefined {
  let open: {name: string; block: 'func' | 'call' | 'paren' | 'single'; keyword?: string} | undefined;
  for (let index = 0; index < line; index++) {
    const text = lines[index]!;
    const func = GO_FUNC.exec(text);
    const decl = GO_DECL.exec(text);
    if (func) {
      const [, pointer, receiver, name] = func;
      const qualified = receiver ? (pointer ? `(*${receiver}).${name}` : `${receiver}.${name}`) : name!;
      // A one-line function (`func f() { return }`) closes on its own line.
      open = text.trimEnd().endsWith('}') && index + 1 < line ? undefined : {name: qualified, block: 'func'};
    } else if (decl) {
      const [, keyword, paren, name] = decl;
      if (paren) open = {name: keyword!, block: 'paren', keyword};
      else
        // `var mediumEt = newErasureTable(` spans lines up to its `)`, as a struct type does up to its `}`.
        open = text.trimEnd().endsWith('{')
          ? {name: `${keyword} ${name}`, block: 'func'}
          : text.trimEnd().endsWith('(')
            ? {name: `${keyword} ${name}`, block: 'call'}
            : index + 1 === line
              ? {name: `${keyword} ${name}`, block: 'single'}
              : undefined;
    } else if (open && ((open.block === 'func' && text.startsWith('}')) || (open.block !== 'func' && text.startsWith(')')))) {
      if (index + 1 < line) open = undefined;
    }
  }
  if (open?.block === 'paren') {
    // In a `const (` block the cited line names its constant first.
    const name = /^\s*(\w+)\b/.exec(lines[line - 1]!)?.[1];
    return name ? `${open.keyword} ${name}` : open.keyword;
  }
  return open?.name;
}

function functionName(node: ts.Node, source: ts.SourceFile): string | undefined {
  const owner = (member: ts.Node) => {
    const parent = member.parent;
    return ts.isClassLike(parent) && parent.name ? `${parent.name.text}.` : '';
  };
  if (ts.isFunctionDeclaration(node) && node.name) return node.name.text;
  if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) return `${owner(node)}${node.name.getText(source)}`;
  if (ts.isConstructorDeclaration(node)) return `${owner(node)}constructor`;
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
    if (ts.isFunctionExpression(node) && node.name) return node.name.text;
    const parent = node.parent;
    if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.initializer === node)
      return parent.name.getText(source);
  }
  return undefined;
}

function scriptEnclosing(text: string, fileName: string, line: number): string | undefined {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const position = source.getPositionOfLineAndCharacter(line - 1, 0);
  const lineEnd = text.indexOf('\n', position) === -1 ? text.length : text.indexOf('\n', position);
  // The innermost node that covers the cited line's first non-blank character.
  const offset = position + (/\S/.exec(text.slice(position, lineEnd))?.index ?? 0);
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (offset < node.getStart(source) || offset >= node.getEnd()) return;
    const name = functionName(node, source);
    if (name) found = name;
    else if (ts.isVariableStatement(node) && ts.isSourceFile(node.parent) && !found) {
      found = `const ${node.declarationList.declarations[0]!.name.getText(source)}`;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The name of what holds line `line` (1-based) of `text`, or undefined when it is outside every declaration. */
export function enclosingDeclaration(text: string, fileName: string, line: number): string | undefined {
  return fileName.endsWith('.go') ? goEnclosing(text.split('\n'), line) : scriptEnclosing(text, fileName, line);
}

const GO_SUBTEST = /^(\s*)\w+\.Run\("((?:[^"\\]|\\.)*)"/;

/**
 * Every name a citation may give what holds line `line`, most general first. In a Go test that is the test
 * function and then each `t.Run` subtest around the line, as `go test -run` names them with the names as written
 * (`TestPostageCreateStamp`, `TestPostageCreateStamp/with-error`); elsewhere the one enclosing declaration.
 */
export function enclosingNames(text: string, fileName: string, line: number): string[] {
  const outer = enclosingDeclaration(text, fileName, line);
  if (!outer) return [];
  if (!fileName.endsWith('_test.go')) return [outer];
  const lines = text.split('\n');
  let start = line - 1;
  while (start > 0 && !GO_FUNC.test(lines[start]!)) start--;
  const names = [outer];
  for (let index = start + 1; index < line; index++) {
    const subtest = GO_SUBTEST.exec(lines[index]!);
    if (!subtest) continue;
    const [, indent, name] = subtest;
    let end = index + 1;
    while (end < lines.length && !lines[end]!.startsWith(`${indent}}`)) end++;
    if (line - 1 <= end) names.push(`${names.at(-1)}/${name}`);
  }
  return names;
}
