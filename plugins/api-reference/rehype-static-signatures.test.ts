import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import {themes} from 'prism-react-renderer';
import rehypeStaticSignatures, {SIGNATURE_CLASS, SIGNATURE_META} from './rehype-static-signatures';
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
  assert.equal(keyword?.properties.style, `color:${keywordColour}`);
  assert.equal(textOf(signature), 'function getStampCost(depth, amount): BZZ;');
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
