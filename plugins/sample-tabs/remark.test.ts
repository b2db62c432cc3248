import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {cataloguedPage} from '../samples/catalogued-page';
import remarkSampleTabs, {SAMPLE_TABS_GROUP, SAMPLE_TABS_QUERY} from './remark';

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(element.attributes.map((attribute) => ('name' in attribute ? [attribute.name, attribute.value] : [])));

const row = (className: string, extra: Record<string, string> = {}): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: Object.entries({className, ...extra}).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
  children: [],
});

function transform(pagePath: string, children: Root['children']): {tree: Root; tabs: number | undefined} {
  const tree: Root = {type: 'root', children};
  const file = {path: pagePath, data: {} as {sampleTabs?: number}};
  remarkSampleTabs()(tree, file);
  return {tree, tabs: file.data.sampleTabs};
}

describe('sample language tabs', () => {
  test('a sample and its rows become a TypeScript and a JavaScript tab, the JavaScript Run row in the second', () => {
    const {pagePath, nodes} = cataloguedPage('docs/tabs-fixture.md', [
      {lang: 'ts', meta: 'run', value: 'const size: number = 2\n\nconsole.log(size * 1024)'},
      {lang: 'bash', value: 'echo not a sample'},
    ]);
    const [sample, bash] = nodes;
    const typescriptRow = row('run-sample');
    const javascriptRow = row('run-sample', {'data-sample-language': 'javascript'});
    const {tree, tabs} = transform(pagePath, [sample!, typescriptRow, javascriptRow, bash!]);
    assert.equal(tabs, 1);
    const [importTabs, importTab, element, after] = tree.children;
    assert.deepEqual([importTabs!.type, importTab!.type], ['mdxjsEsm', 'mdxjsEsm']);
    assert.equal(after, bash, 'other fences stay as they are');
    const group = element as MdxJsxFlowElement;
    assert.deepEqual(attributes(group), {groupId: SAMPLE_TABS_GROUP, queryString: SAMPLE_TABS_QUERY});
    const [typescript, javascript] = group.children as MdxJsxFlowElement[];
    assert.deepEqual(attributes(typescript!), {value: 'ts', label: 'TypeScript'});
    assert.deepEqual(typescript!.children, [sample, typescriptRow]);
    assert.deepEqual(attributes(javascript!), {value: 'js', label: 'JavaScript'});
    const [code, runRow] = javascript!.children as unknown as [{lang: string; value: string}, MdxJsxFlowElement];
    assert.equal(code.lang, 'js');
    assert.equal(code.value, 'const size = 2\n\nconsole.log(size * 1024)', 'types stripped, the blank line kept');
    assert.equal(runRow, javascriptRow);
  });

  test('a page without samples gets no tabs and no imports', () => {
    const {pagePath, nodes} = cataloguedPage('docs/tabs-fixture-none.md', [{lang: 'bash', value: 'echo hi'}]);
    const {tree, tabs} = transform(pagePath, nodes);
    assert.equal(tabs, undefined);
    assert.equal(tree.children.length, 1);
  });

  test("MDX compiles the tabs with the theme's components imported", async () => {
    const {pagePath} = cataloguedPage('docs/tabs-fixture-mdx.md', [{lang: 'ts', meta: 'run', value: 'console.log(1 as number)', line: 3}]);
    const source = '# Page\n\n```ts run\nconsole.log(1 as number)\n```\n';
    // Imported when needed: MDX is ESM only, and this test runs as CommonJS under tsx.
    const {compile} = await import('@mdx-js/mdx');
    const output = String(await compile({value: source, path: pagePath}, {remarkPlugins: [remarkSampleTabs]}));
    assert.match(output, /import SampleLanguageTabs from '@theme\/Tabs'/);
    assert.match(output, /import SampleLanguageTab from '@theme\/TabItem'/);
    assert.match(output, /_jsx\(SampleLanguageTab, \{\s*value: "js",\s*label: "JavaScript"/);
  });
});
