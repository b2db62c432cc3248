/**
 * A code block as static HTML (hast): the lines as the theme's CodeBlock draws them (one `.token-line` per
 * line, Prism tokens coloured by the site's theme). In a compiled sample, each name the compiler knows about is
 * wrapped in a focusable element whose popup shows its type and doc comment, and pinned `^?` types and expected
 * errors are lines of their own under the line they belong to. Everything shows and hides with CSS
 * (client/twoslash.css).
 */
import type {PrismTheme} from 'prism-react-renderer';
import {normalizeTokens, Prism} from './prism';
import type {Element, ElementContent} from 'hast';
import type {CompiledSample, TypeInfo} from '../samples/compile';
import {TWOSLASH_CLASSES} from '../../src/samples/markup';
import {cssText, type CssDeclarations, tokenStyles} from '../shared/prism-styles';

export type RenderOptions = {
  theme: PrismTheme;
  /** Site path (no base URL) of the API page for a hover, or null. */
  apiPath: (hover: TypeInfo, target: string) => string | null;
};

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** TypeScript's quick info without what repeats the code: the `(alias)` prefix and the `import X` line. */
function typeText(quickInfo: string): string {
  return quickInfo
    .replace(/^\(alias\) /, '')
    .split('\n')
    .filter((line) => !/^import /.test(line))
    .join('\n');
}

/**
 * The doc comment's first paragraph, with `{@link X}` as X and `code spans` in a monospace span: not `code`,
 * which MDX would hand to the theme's code component (a code block, when not inside a paragraph).
 */
function firstParagraph(docs: string): ElementContent[] {
  const paragraph = docs
    .split(/\n\s*\n/)[0]!
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_, target: string, label?: string) => label?.trim() || target)
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return paragraph
    .split('`')
    .map((part, index) => (index % 2 === 1 ? element('span', {className: [TWOSLASH_CLASSES.docsCode]}, [text(part)]) : text(part)));
}

function popup(hover: TypeInfo, target: string, options: RenderOptions): Element {
  const children: ElementContent[] = [element('span', {className: [TWOSLASH_CLASSES.type]}, [text(typeText(hover.text))])];
  if (hover.docs) children.push(element('span', {className: [TWOSLASH_CLASSES.docs]}, firstParagraph(hover.docs)));
  const apiPath = options.apiPath(hover, target);
  if (apiPath) {
    // The page's name, and the member's for a link to its heading: `Bee`, `Bee.uploadData`.
    const page = apiPath.split('/').at(-2)!;
    const name = apiPath.includes('#') ? `${page}.${target}` : page;
    children.push(element('a', {href: apiPath, className: [TWOSLASH_CLASSES.apiLink]}, [text(`${name} in the API reference`)]));
  }
  return element('span', {className: [TWOSLASH_CLASSES.popup], role: 'tooltip'}, children);
}

type Piece = {start: number; end: number; className: string; style: string};

/** The line's Prism tokens as pieces with their offset in the code; `offset` is where the line starts. */
function linePieces(line: {types: string[]; content: string}[], offset: number, styles: Map<string, CssDeclarations>): Piece[] {
  let position = offset;
  // An empty line is one token '\n' (see the theme's CodeBlock/Line): the line's <br> stands for it.
  return line
    .filter((token) => token.content !== '' && token.content !== '\n')
    .map((token) => {
      const style = cssText(
        token.types.filter((type) => type !== 'plain').reduce<CssDeclarations>((merged, type) => ({...merged, ...styles.get(type)}), {}),
      );
      // The classes prism-react-renderer gives a token, as on the theme's code blocks.
      const piece = {start: position, end: position + token.content.length, className: ['token', ...token.types].join(' '), style};
      position = piece.end;
      return piece;
    });
}

/** Splits pieces so that no piece crosses a hover's start or end. */
function splitAt(pieces: Piece[], cuts: number[]): Piece[] {
  return pieces.flatMap((piece) => {
    const inside = cuts.filter((cut) => cut > piece.start && cut < piece.end).sort((a, b) => a - b);
    const bounds = [piece.start, ...inside, piece.end];
    return bounds.slice(0, -1).map((start, index) => ({...piece, start, end: bounds[index + 1]!}));
  });
}

/** Where an annotation line's text starts: under the column its range starts in. */
const indentTo = (code: string, start: number) => `${start - (code.lastIndexOf('\n', start - 1) + 1)}ch`;

/** A line of its own under the code line, a `token-line` like the code's (which the copy button does not read). */
function annotationLine(className: string, indent: string, content: ElementContent[]): Element {
  return element('div', {className: ['token-line', className], style: `padding-left:${indent}`}, content);
}

/** Prism's name of a fence's language: `ts` is `typescript`, as the theme's styles name it. */
const prismLanguage = (language: string) => (language === 'ts' ? 'typescript' : language);

export function renderSample(sample: Omit<CompiledSample, 'beeJsSymbols'>, language: string, options: RenderOptions): ElementContent[] {
  const {code} = sample;
  const styles = tokenStyles(options.theme, prismLanguage(language));
  const grammar = Prism.languages[prismLanguage(language)];
  // As prism-react-renderer's Highlight: a language Prism does not know is one plain token.
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  const lineStyle = cssText({color: options.theme.plain.color});
  const hoversByStart = new Map(sample.hovers.map((hover) => [hover.start, hover]));
  const slice = (piece: Piece): ElementContent => {
    const content = text(code.slice(piece.start, piece.end));
    return element('span', {className: piece.className.split(' '), ...(piece.style ? {style: piece.style} : {})}, [content]);
  };

  const output: ElementContent[] = [];
  let lineStart = 0;
  for (const line of lines) {
    const lineEnd = code.indexOf('\n', lineStart) === -1 ? code.length : code.indexOf('\n', lineStart);
    const onLine = ({start}: {start: number}) => start >= lineStart && start <= lineEnd;
    const cuts = sample.hovers.filter(onLine).flatMap((hover) => [hover.start, hover.start + hover.length]);
    const pieces = splitAt(linePieces(line, lineStart, styles), cuts);
    const children: ElementContent[] = [];
    for (let index = 0; index < pieces.length;) {
      const hover = hoversByStart.get(pieces[index]!.start);
      if (!hover) {
        children.push(slice(pieces[index]!));
        index += 1;
        continue;
      }
      const end = hover.start + hover.length;
      const covered: ElementContent[] = [];
      while (index < pieces.length && pieces[index]!.end <= end) covered.push(slice(pieces[index++]!));
      const target = code.slice(hover.start, end);
      const wrapped = element('span', {className: [TWOSLASH_CLASSES.hover], tabIndex: 0}, [...covered, popup(hover, target, options)]);
      children.push(wrapped);
    }
    // Lines as Prism's Highlight and the theme's Line draw them: the trailing <br> keeps an empty line's height.
    output.push(element('div', {className: ['token-line'], style: lineStyle}, [...children, element('br', {}, [])]));
    for (const query of sample.queries.filter(onLine)) {
      output.push(annotationLine(TWOSLASH_CLASSES.pinned, indentTo(code, query.start), [text(`^ ${typeText(query.text)}`)]));
    }
    for (const error of sample.errors.filter(onLine)) {
      output.push(annotationLine(TWOSLASH_CLASSES.errorLine, indentTo(code, error.start), [text(`TS${error.code}: ${error.text}`)]));
    }
    lineStart = lineEnd + 1;
  }
  return output;
}

/** A code block that is not a compiled sample: its lines highlighted, without popups (`language` as fenced). */
export const renderCode = (code: string, language: string, theme: PrismTheme): ElementContent[] =>
  renderSample({code, hovers: [], queries: [], errors: []}, language, {theme, apiPath: () => null});
