/**
 * Rehype plugin: highlights the API reference's signature blocks (fences marked `api-signature`) at build time
 * into plain elements coloured by the site's Prism theme, through one class a token type (`signatureCss`) instead of
 * a style attribute on each of the Bee page's 1,500 tokens.
 *
 * Why: a fenced block becomes Docusaurus's CodeBlock component, which tokenizes again in the browser while
 * hydrating. The Bee class page has over a hundred signatures, and hydrating that many CodeBlocks blocked the
 * main thread for seconds on a throttled mobile profile. Static spans hydrate cheaply. Examples in the
 * reference keep the regular CodeBlock, with its copy button.
 */
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MetaWord} from '../../src/samples/grammar';
import {cssText, tokenStyles} from '../shared/prism-styles';

export const SIGNATURE_META = 'api-signature' satisfies MetaWord;
export const SIGNATURE_CLASS = 'api-signature';

function isSignatureBlock(node: Element): boolean {
  if (node.tagName !== 'pre') return false;
  const [code] = node.children;
  return code?.type === 'element' && code.tagName === 'code' && code.properties.metastring === SIGNATURE_META;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const TOKEN_CLASS_PREFIX = 'sig-';

/**
 * The stylesheet of signature blocks: the theme's plain colours, then a rule a token type in the theme's order, so
 * that a token of several types gets what prism-react-renderer's merge gives it (tested on bee-js's declarations).
 */
export function signatureCss(theme: PrismTheme, language = 'typescript'): string {
  const rules = [...tokenStyles(theme, language)].map(
    ([type, style]) => `.${SIGNATURE_CLASS} .${TOKEN_CLASS_PREFIX}${type}{${cssText(style)}}`,
  );
  return [`.${SIGNATURE_CLASS}{${cssText({color: theme.plain.color, backgroundColor: theme.plain.backgroundColor})}}`, ...rules].join('');
}

export function highlightSignature(source: string, theme: PrismTheme, language = 'typescript'): Element {
  const styles = tokenStyles(theme, language);
  const lines = normalizeTokens(Prism.tokenize(source.replace(/\n$/, ''), Prism.languages[language]!));
  const children: ElementContent[] = lines.flatMap((line, index) => {
    const spans: ElementContent[] = line.map((token) => {
      const className = token.types.filter((type) => type !== 'plain' && styles.has(type)).map((type) => TOKEN_CLASS_PREFIX + type);
      return className.length
        ? {type: 'element', tagName: 'span', properties: {className}, children: [{type: 'text', value: token.content}]}
        : {type: 'text', value: token.content};
    });
    return index < lines.length - 1 ? [...spans, {type: 'text', value: '\n'}] : spans;
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [SIGNATURE_CLASS],
      // Like the theme's code blocks: keyboard users can scroll a long signature sideways.
      tabIndex: 0,
    },
    children,
  };
}

type Parent = {children: (Root | RootContent)[]};

export default function rehypeStaticSignatures({theme}: {theme: PrismTheme}) {
  // Signatures also sit inside MDX elements (the islands of static-bodies.ts), so every parent is searched.
  const replaceIn = (parent: Parent) => {
    parent.children = parent.children.map((child) => {
      if (child.type === 'element' && isSignatureBlock(child)) return highlightSignature(textOf(child.children[0]!), theme);
      if ('children' in child) replaceIn(child as Parent);
      return child;
    });
  };
  return (tree: Root) => replaceIn(tree);
}
