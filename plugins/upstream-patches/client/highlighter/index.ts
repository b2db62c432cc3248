/**
 * Drop-in for the two exports of prism-react-renderer the theme uses in the browser, `Prism` and `Highlight`,
 * over Prism's bare core (see ../index.ts). Same render props and class names, so the theme's CodeBlock
 * components render exactly as before. Client code importing anything else from the package (`themes`,
 * `useTokenize`) fails the build with "export 'themes' … was not found in 'prism-react-renderer'"; build-time
 * code such as docusaurus.config.ts is not bundled and keeps the whole package.
 */
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import {useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {tokenizeLines} from './tokenize';

export {Prism};

type ThemeDictionary = Record<string, CSSProperties | undefined>;

/**
 * Token type -> style for one language, later theme entries winning; `root` styles the block, `plain` (the
 * theme's plain colours without the background) the lines and untyped tokens. As in prism-react-renderer.
 */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  return {...dictionary, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

/** prism-react-renderer's rules, quirks included, so blocks look exactly as they did with it. */
function tokenStyle({types, empty}: Token, dictionary: ThemeDictionary): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}

export function Highlight({theme, language: requestedLanguage, code, prism = Prism, children}: HighlightProps): ReactElement {
  if (theme === undefined) throw new Error('Highlight needs a theme: the site passes the one of themeConfig.prism.');
  const language = requestedLanguage.toLowerCase();
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => tokenizeLines(prism, code, language), [prism, code, language]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root!,
    getLineProps: ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dictionary.plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const themed = tokenStyle(token, dictionary);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style === undefined ? themed : {...themed, ...style},
      };
    },
  });
}
