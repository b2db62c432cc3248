/** Prism token trees to the per-line, flat token lists prism-react-renderer's render props hand out. */
import type {Token} from 'prism-react-renderer';

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismTokenStream};
type PrismTokenStream = string | PrismToken | PrismToken[];

type PrismLike = {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: never): PrismToken[];
  hooks: {run(name: string, env: Record<string, unknown>): void};
};

const LINE_BREAK = /\r\n|\r|\n/;

/** Like prism-react-renderer: a type repeating the innermost one is not added again. */
function withType(types: string[], added: string | string[] | undefined): string[] {
  if (added === undefined || types.at(-1) === added) return types;
  return types.concat(added);
}

/** An empty line keeps one newline token, so it still takes a line's height once rendered. */
function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, {content: '\n', empty: true});
}

export function splitIntoLines(stream: PrismToken[]): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (token: PrismTokenStream, inherited: string[], nested: boolean) => {
    if (Array.isArray(token)) {
      for (const child of token) visit(child, inherited, nested);
      return;
    }
    if (typeof token !== 'string') {
      visit(token.content, withType(withType(inherited, token.type), token.alias), true);
      return;
    }
    const types = nested ? inherited : ['plain'];
    token.split(LINE_BREAK).forEach((content, index) => {
      if (index > 0) {
        markEmpty(lines.at(-1)!);
        lines.push([]);
      }
      lines.at(-1)!.push({types, content});
    });
  };
  visit(stream, [], false);
  markEmpty(lines.at(-1)!);
  return lines;
}

/** Tokenizes like prism-react-renderer: unknown languages stay plain, tokenize hooks run as in Prism.highlight. */
export function tokenizeLines(prism: PrismLike, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (grammar === undefined) return splitIntoLines([code]);
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar as never);
  prism.hooks.run('after-tokenize', env);
  return splitIntoLines(env.tokens as PrismToken[]);
}
