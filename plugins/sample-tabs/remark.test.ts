import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {SAMPLE_TABS} from '../../src/samples/markup';
import {cataloguedPage} from '../samples/catalogued-page';
import remarkSampleTabs from './remark';

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(element.attributes.map((attribute) => ('name' in attribute ? [attribute.name, attribute.value] : [])));

const row = (className: string, extra: Record<string, string> = {}): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: Object.entries({className, ...extra}).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
  children: [],
});

function transform(pagePath: string, children: Root['children']): Root {
  const tree: Root = {type: 'root', children};
  remarkSampleTabs()(tree, {path: pagePath});
  return tree;
}

describe('sample language tabs', () => {
  test('a sample and its rows become a TypeScript and a JavaScript panel, the JavaScript Run row in the second', async () => {
    const {pagePath, nodes} = await cataloguedPage('docs/tabs-fixture.md', [
      {lang: 'ts', meta: 'run', value: 'const size: number = 2\n\nconsole.log(size * 1024)'},
      {lang: 'bash', value: 'echo not a sample'},
    ]);
    const [sample, bash] = nodes;
    const typescriptRow = row('run-sample');
    const javascriptRow = row('run-sample', {'data-sample-language': 'javascript'});
    const tree = transform(pagePath, [sample!, typescriptRow, javascriptRow, bash!]);
    assert.equal(tree.children.length, 2, 'the sample and its rows are one element now');
    const [container, after] = tree.children as [MdxJsxFlowElement, unknown];
    assert.equal(after, bash, 'other fences stay as they are');
    assert.equal(attributes(container)[SAMPLE_TABS.container], '');
    const [tabList, content] = container.children as MdxJsxFlowElement[];
    const tabs = (tabList!.children as MdxJsxFlowElement[]).map((tab) => ({...attributes(tab), label: JSON.stringify(tab.children)}));
    assert.deepEqual(
      tabs.map((tab) => [tab[SAMPLE_TABS.tab], tab['aria-selected'], tab.className]),
      [
        ['ts', 'true', 'tabs__item tabs__item--active'],
        ['js', 'false', 'tabs__item'],
      ],
    );
    assert.match(tabs[1]!.label, /JavaScript/);
    const [typescript, javascript] = content!.children as MdxJsxFlowElement[];
    assert.deepEqual(attributes(typescript!), {role: 'tabpanel', [SAMPLE_TABS.panel]: 'ts'});
    assert.deepEqual(typescript!.children, [sample, typescriptRow]);
    assert.deepEqual(attributes(javascript!), {role: 'tabpanel', [SAMPLE_TABS.panel]: 'js', hidden: null});
    const [code, runRow] = javascript!.children as unknown as [{lang: string; value: string}, MdxJsxFlowElement];
    assert.equal(code.lang, 'js');
    assert.equal(code.value, 'const size = 2\n\nconsole.log(size * 1024)', 'types stripped, the blank line kept');
    assert.equal(runRow, javascriptRow);
  });

  test('fences that are not compiled samples stay as they are', async () => {
    const {pagePath, nodes} = await cataloguedPage('docs/tabs-fixture-none.md', [
      {lang: 'bash', value: 'echo hi'},
      {lang: 'ts', meta: 'nocheck="needs a browser File"', value: 'const file = input.files[0]'},
    ]);
    const tree = transform(pagePath, [...nodes]);
    assert.deepEqual(tree.children, nodes);
  });

  test('MDX compiles the tabs to plain elements, with no component to load', async () => {
    const {pagePath} = await cataloguedPage('docs/tabs-fixture-mdx.md', [
      {lang: 'ts', meta: 'run', value: 'console.log(1 as number)', line: 3},
    ]);
    const source = '# Page\n\n```ts run\nconsole.log(1 as number)\n```\n';
    // Imported when needed: MDX is ESM only, and this test runs as CommonJS under tsx.
    const {compile} = await import('@mdx-js/mdx');
    const output = String(await compile({value: source, path: pagePath}, {remarkPlugins: [remarkSampleTabs]}));
    assert.doesNotMatch(output, /@theme\//);
    assert.match(output, /"data-sample-panel": "js",\s*hidden: true/);
  });
});
