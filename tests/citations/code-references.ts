/**
 * The references to lines of source that TypeScript code writes in its comments, strings and JSX text: links
 * (`https://github.com/ethersphere/bee/blob/v2.8.1/pkg/api/router.go#L222`) and `file:line` references
 * (`router.go:222`, `router.go:649-672`, `router.go:692, 700`). Prose records no words of the line, so each such
 * reference names the function that holds it right after it: `router.go:222 in (*Service).checkChainAvailability`.
 * A `file:line` reference names its file by as much of the path as makes it one file of the pinned sources.
 */
import ts from 'typescript';
import {LINE_REFERENCE, URL_IN_TEXT} from './links';

export type CodeReference = {
  /** A URL, or the path a `file:line` reference writes. */
  target: {url: string} | {path: string; ranges: [first: number, last: number][]};
  written: string;
  function?: string;
  citedIn: string;
  citedAt: number;
};

/** ` in (*Service).mountAPI`, ` in createApp`, ` in const blockThreshold`, optionally in backticks. */
const FOLLOWING_FUNCTION = /^[\s"'`,]*in\s+`?((?:const|var|type)\s+\w+|[\w$.()*/]+)`?/;

function followingFunction(rest: string): string | undefined {
  let name = FOLLOWING_FUNCTION.exec(rest)?.[1];
  if (!name) return undefined;
  // A reference in parentheses ends with the closing one: `(router.go:222 in f)`.
  while (/[).,;:]$/.test(name) && (name.endsWith(')') ? name.split('(').length < name.split(')').length : true)) name = name.slice(0, -1);
  return name;
}

/** The pieces of `text` that are prose: comments, string literals, template text and JSX text, with their offsets. */
function prosePieces(source: ts.SourceFile): {text: string; start: number}[] {
  const text = source.text;
  const pieces = new Map<number, {text: string; start: number}>();
  const comments = (ranges: ts.CommentRange[] | undefined) => {
    // A JSDoc line's leading `*` is layout, not words: blanked in place, so offsets still find the line.
    for (const {pos, end} of ranges ?? []) pieces.set(pos, {text: text.slice(pos, end).replace(/(\n\s*)\*/g, '$1 '), start: pos});
  };
  const visit = (node: ts.Node) => {
    comments(ts.getLeadingCommentRanges(text, node.pos));
    comments(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const start = node.getStart(source);
      pieces.set(start, {text: text.slice(start, node.end), start});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...pieces.values()];
}

/** Every reference to a line of source in the prose of a TypeScript file. */
export function codeReferences(text: string, file: string): CodeReference[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (offset: number) => source.getLineAndCharacterOfPosition(offset).line + 1;
  const references: CodeReference[] = [];
  for (const piece of prosePieces(source)) {
    for (const match of piece.text.matchAll(URL_IN_TEXT)) {
      const url = match[0].replace(/[.,;:]+$/, '');
      references.push({
        target: {url},
        written: url,
        function: followingFunction(piece.text.slice(match.index + url.length)),
        citedIn: file,
        citedAt: lineOf(piece.start + match.index),
      });
    }
    for (const match of piece.text.matchAll(LINE_REFERENCE)) {
      const ranges = match[2]!.split(/,\s*/).map((range): [number, number] => {
        const [first, last] = range.split('-').map(Number);
        return [first!, last ?? first!];
      });
      references.push({
        target: {path: match[1]!, ranges},
        written: match[0],
        function: followingFunction(piece.text.slice(match.index + match[0].length)),
        citedIn: file,
        citedAt: lineOf(piece.start + match.index),
      });
    }
  }
  return references.sort((a, b) => a.citedAt - b.citedAt);
}
