import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import {themes} from 'prism-react-renderer';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import rehypeStaticSignatures, {SIGNATURE_CLASS, SIGNATURE_META, signatureCss} from './rehype-static-signatures';
import {cssText, tokenStyles} from '../shared/prism-styles';
import {SITE_DIR} from '../shared/site-dir';
import {markSignatureFence, plainMemberSectionHeadings} from './typedoc/theme.mjs';

function fence(source: string, metastring: string | undefined): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{type: 'element', tagName: 'code', properties: {metastring}, children: [{type: 'text', value: source}]}],
  };
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

test('signature fences become statically coloured blocks; other code blocks stay for the theme', () => {
  const example = fence('const bee = new Bee(url);\n', undefined);
  const tree: Root = {type: 'root', children: [fence('function getStampCost(depth, amount): BZZ;\n', SIGNATURE_META), example]};
  rehypeStaticSignatures({theme: themes.vsDark})(tree);

  const [signature, untouched] = tree.children as Element[];
  assert.equal(untouched, example);
  assert.equal(signature.tagName, 'div');
  assert.deepEqual(signature.properties.className, [SIGNATURE_CLASS]);
  const keyword = signature.children.find((child): child is Element => child.type === 'element' && textOf(child) === 'function');
  const keywordColour = themes.vsDark.styles.find(({types}) => types.includes('keyword'))?.style.color;
  assert.equal(cascade(signatureCss(themes.vsDark), keyword?.properties.className as string[]), `color:${keywordColour}`);
  assert.equal(textOf(signature), 'function getStampCost(depth, amount): BZZ;');
});

/** The declarations a stylesheet of `.api-signature .class{…}` rules gives an element of these classes: later rules win. */
function cascade(css: string, classes: string[]): string {
  const declarations = new Map<string, string>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const tokenClass = selector.split(' ')[1]?.slice(1);
    if (!tokenClass || !classes.includes(tokenClass)) continue;
    for (const declaration of body.split(';')) declarations.set(declaration.split(':')[0], declaration);
  }
  return [...declarations.values()].join(';');
}

// Signatures hold declarations without doc comments, whose tokens are the only ones of two types that set one colour.
test("the signatures' stylesheet colours every token of bee-js's declarations as the theme's inline styles did", () => {
  const source = readFileSync(path.join(SITE_DIR, 'node_modules/@ethersphere/bee-js/dist/types/bee.d.ts'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  for (const theme of [themes.vsDark, themes.github, themes.dracula]) {
    const styles = tokenStyles(theme, 'typescript');
    const css = signatureCss(theme);
    const tree: Root = {type: 'root', children: [fence(source, SIGNATURE_META)]};
    rehypeStaticSignatures({theme})(tree);
    const spans = (tree.children[0] as Element).children.filter((child): child is Element => child.type === 'element');
    const tokens = normalizeTokens(Prism.tokenize(source.replace(/\n$/, ''), Prism.languages.typescript!))
      .flat()
      .filter((token) => token.types.some((type) => type !== 'plain' && styles.has(type)));
    assert.equal(spans.length, tokens.length);
    tokens.forEach((token, index) => {
      const inline = cssText(
        token.types.filter((type) => type !== 'plain').reduce((merged, type) => ({...merged, ...styles.get(type)}), {}),
      );
      const drawn = cascade(css, spans[index]!.properties.className as string[]);
      assert.deepEqual(new Set(drawn.split(';')), new Set(inline.split(';')), `${token.content} (${token.types.join(' ')})`);
    });
  }
});

test('signatures inside MDX elements (static-bodies.ts islands) are highlighted too', () => {
  const island = {type: 'mdxJsxFlowElement', name: 'ApiIsland', attributes: [], children: [fence('uploadData(): void;\n', SIGNATURE_META)]};
  const tree = {type: 'root', children: [island]} as unknown as Root;
  rehypeStaticSignatures({theme: themes.vsDark})(tree);
  const [signature] = island.children as unknown as Element[];
  assert.deepEqual(signature?.properties.className, [SIGNATURE_CLASS]);
});

test('only TypeScript fences of partials are marked as signatures', () => {
  assert.equal(markSignatureFence('```ts\nconst a = 1;\n```'), '```ts api-signature\nconst a = 1;\n```');
  assert.equal(markSignatureFence('> **a**: `number`'), '> **a**: `number`');
});

test('member section labels become plain headings, member names keep their anchors', () => {
  const markdown = '### uploadData()\n\n#### Parameters\n\n#### Returns\n\n#### status\n\n##### Inherited from';
  assert.equal(
    plainMemberSectionHeadings(markdown),
    '### uploadData()\n\n<h4 className="api-parameters">Parameters</h4>\n\n<h4>Returns</h4>\n\n#### status\n\n<h5>Inherited from</h5>',
  );
});

test('a Returns label runs into a type paragraph, not into a block', () => {
  assert.equal(
    plainMemberSectionHeadings('#### Returns\n\n`Promise`\\<`Reference`\\>'),
    '<h4 className="api-run-in">Returns</h4>\n\n`Promise`\\<`Reference`\\>',
  );
  assert.equal(
    plainMemberSectionHeadings('#### Returns\n\n```ts api-signature\n{a: 1}\n```'),
    '<h4>Returns</h4>\n\n```ts api-signature\n{a: 1}\n```',
  );
  assert.equal(plainMemberSectionHeadings('#### Returns\n\n- `a`'), '<h4>Returns</h4>\n\n- `a`');
});
