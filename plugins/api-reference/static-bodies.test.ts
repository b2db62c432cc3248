import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {CallExpression, ExpressionStatement, ObjectExpression, Program} from 'estree';
import {ISLAND_COMPONENT, ISLAND_ID_PREFIX, recmaStaticBodies, remarkStaticBodies, STATIC_BODY_PAGES} from './static-bodies';
import {EXAMPLES_CLASS} from '../samples/guide-examples';
import {SERVER_HTML_FLAG} from '../server-html';
import {compiledCall} from '../server-html/compiled-call';

const PAGE = '/site/docs/api/classes/Bee.md';

const heading = (depth: 1 | 2 | 3, text: string): RootContent => ({type: 'heading', depth, children: [{type: 'text', value: text}]});
const paragraph = (text: string): RootContent => ({type: 'paragraph', children: [{type: 'text', value: text}]});
const code = (value: string, meta: string | null): RootContent => ({type: 'code', lang: 'ts', meta, value});

function transform(children: RootContent[], path = PAGE) {
  const tree: Root = {type: 'root', children};
  const file = {path, data: {} as {apiIslands?: number}};
  remarkStaticBodies({pages: [PAGE], referenceDir: '/site/docs/api'})(tree, file);
  return {tree, file};
}

function islandSummary(node: RootContent): string {
  if (node.type !== 'mdxJsxFlowElement') return node.type;
  const attributes = (node as MdxJsxFlowElement).attributes.map((attribute) =>
    'name' in attribute ? `${attribute.name}=${attribute.value}` : '',
  );
  return `${node.name}(${attributes.join(' ')})[${node.children.map((child) => child.type).join(',')}]`;
}

test('the Bee and Data pages have static bodies', () => {
  assert.deepEqual(
    STATIC_BODY_PAGES.map((page) => page.split('/').slice(-4).join('/')),
    ['docs/api/classes/Bee.md', 'docs/api/interfaces/Data.md'],
  );
});

test('content between headings becomes numbered islands, example code its own; headings stay outside', () => {
  const {tree, file} = transform([
    {type: 'yaml', value: 'title: Bee'},
    {type: 'mdxJsxFlowElement', name: 'header', attributes: [], children: [heading(1, 'Bee')]} as MdxJsxFlowElement,
    paragraph('The main component.'),
    heading(2, 'Example'),
    code('const bee = new Bee(url)', null),
    heading(3, 'uploadData()'),
    code('uploadData(batch, data): Promise<UploadResult>;', 'api-signature'),
    paragraph('Uploads raw data.'),
    {type: 'table', children: []},
    code('await bee.uploadData(batch, data)', null),
    paragraph('After the example.'),
    code('await bee.uploadData(batch, data)', 'title="upload.ts"'),
  ]);
  const island = (n: number, language = '') => `${ISLAND_COMPONENT}(id=${ISLAND_ID_PREFIX}${n}${language && ` language=${language}`})`;
  assert.deepEqual(tree.children.map(islandSummary), [
    'mdxjsEsm',
    'yaml',
    `header()[heading]`,
    `${island(0)}[paragraph]`,
    'heading',
    `${island(1, 'ts')}[code]`,
    'heading',
    `${island(2)}[code,paragraph,table]`,
    `${island(3, 'ts')}[code]`,
    `${island(4)}[paragraph]`,
    'code',
  ]);
  assert.match((tree.children[0] as {value: string}).value, new RegExp(`^import ${ISLAND_COMPONENT} from ".*ApiIsland\\.tsx";$`));
  assert.equal(file.data.apiIslands, 5);
});

const examplesHeading = (className: string): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'h4',
  attributes: [{type: 'mdxJsxAttribute', name: 'className', value: className}],
  children: [{type: 'paragraph', children: [{type: 'text', value: 'Examples in the guides'}]}],
});

test('other API pages are left alone but for their examples sections, each an island of its heading and list', () => {
  const {tree, file} = transform(
    [
      heading(3, 'toHex()'),
      paragraph('Hex form.'),
      examplesHeading(EXAMPLES_CLASS),
      {type: 'list', children: []},
      heading(3, 'toUtf8()'),
      examplesHeading(EXAMPLES_CLASS),
      paragraph('No sample in the guides uses it.'),
      paragraph('After the section.'),
    ],
    '/site/docs/api/classes/Reference.md',
  );
  const island = (n: number) => `${ISLAND_COMPONENT}(id=${ISLAND_ID_PREFIX}${n})`;
  assert.deepEqual(tree.children.map(islandSummary), [
    'mdxjsEsm',
    'heading',
    'paragraph',
    `${island(0)}[mdxJsxFlowElement,list]`,
    'heading',
    `${island(1)}[mdxJsxFlowElement,paragraph]`,
    'paragraph',
  ]);
  assert.equal(file.data.apiIslands, 2);
});

test('pages without examples sections, and pages outside the reference, are left alone', () => {
  for (const [path, children] of [
    ['/site/docs/api/classes/Reference.md', [heading(3, 'toHex()'), examplesHeading('other-class'), paragraph('Hex form.')]],
    ['/site/docs/storage.mdx', [heading(2, 'Buy storage'), examplesHeading(EXAMPLES_CLASS), paragraph('A guide.')]],
  ] as const) {
    const {tree, file} = transform([...children], path);
    assert.deepEqual(tree.children, children);
    assert.equal(file.data.apiIslands, undefined);
  }
});

test('a page that already uses the island name is refused with a clear error', () => {
  const own: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: ISLAND_COMPONENT, attributes: [], children: []};
  assert.throws(() => transform([heading(3, 'x()'), own]), /already uses the name ApiIsland/);
});

const compiledIsland = (id: string) => compiledCall(ISLAND_COMPONENT, {id, children: 'body'});

test('compiled islands pass their children only where the flag is true', () => {
  const program: Program = {type: 'Program', sourceType: 'module', body: [compiledIsland('api-island-0')]};
  recmaStaticBodies()(program, {path: PAGE, data: {apiIslands: 1}});
  const props = ((program.body[0] as ExpressionStatement).expression as CallExpression).arguments[1] as ObjectExpression;
  const children = props.properties.find(
    (property) => property.type === 'Property' && (property.key as {name: string}).name === 'children',
  );
  assert.deepEqual(children?.type === 'Property' && children.value, {
    type: 'ConditionalExpression',
    test: {type: 'Identifier', name: SERVER_HTML_FLAG},
    consequent: {type: 'Literal', value: 'body'},
    alternate: {type: 'Identifier', name: 'undefined'},
  });
});

test('compiled output with fewer islands than were made fails the build with a clear error', () => {
  const program: Program = {type: 'Program', sourceType: 'module', body: [compiledIsland('api-island-0')]};
  assert.throws(
    () => recmaStaticBodies()(program, {path: PAGE, data: {apiIslands: 2}}),
    /made 2 API islands but the compiled page passes children to ApiIsland 1 times/,
  );
});
