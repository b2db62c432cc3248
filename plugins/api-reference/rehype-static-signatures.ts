/**
 * Rehype plugin: highlights the API reference's signature blocks (fences marked `api-signature`) at build time
 * into plain elements coloured by the site's Prism theme.
 *
 * Why: a fenced block becomes Docusaurus's CodeBlock component, which tokenizes again in the browser while
 * hydrating. The Bee class page has over a hundred signatures, and hydrating that many CodeBlocks blocked the
 * main thread for seconds on a throttled mobile profile. Static spans hydrate cheaply. Examples in the
 * reference keep the regular CodeBlock, with its copy button.
 */
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MetaWord} from '../../src/samples/grammar';
import {cssText, type CssDeclarations, tokenStyles} from '../shared/prism-styles';

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

export function highlightSignature(source: string, theme: PrismTheme, language = 'typescript'): Element {
  const styles = tokenStyles(theme, language);
  const lines = normalizeTokens(Prism.tokenize(source.replace(/\n$/, ''), Prism.languages[language]!));
  const children: ElementContent[] = lines.flatMap((line, index) => {
    const spans: ElementContent[] = line.map((token) => {
      const style = token.types
        .filter((type) => type !== 'plain')
        .reduce<CssDeclarations>((merged, type) => ({...merged, ...styles.get(type)}), {});
      const css = cssText(style);
      return css
        ? {type: 'element', tagName: 'span', properties: {style: css}, children: [{type: 'text', value: token.content}]}
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
      style: cssText({color: theme.plain.color, backgroundColor: theme.plain.backgroundColor}),
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
