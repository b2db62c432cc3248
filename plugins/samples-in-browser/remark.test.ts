import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {EDIT_BUTTON_ATTRIBUTE, EDIT_SAMPLE_CLASS} from '../../src/samples/markup';
import remarkSampleButtons from './remark';
import {RUN_FOLDER, cacheDir, runAssets} from './assets';
import {cataloguedPage, type PageFence} from '../samples/catalogued-page';

const SITE_DIR = join(import.meta.dirname, '..', '..');

/** The code nodes of a catalogued page holding these fences. */
function page(...fences: PageFence[]): Promise<{pagePath: string; nodes: Code[]}> {
  return cataloguedPage('docs/run-fixture.md', fences);
}

function transform(pagePath: string, ...children: Root['children']): Root['children'] {
  const tree: Root = {type: 'root', children};
  remarkSampleButtons(() => runAssets(SITE_DIR))(tree, {path: pagePath});
  return tree.children;
}

/** One fence, catalogued as the only sample of a page, and the page's tree after the plugin. */
async function transformOne(value: string, meta: string | null = null, lang = 'ts'): Promise<{sample: Code; nodes: Root['children']}> {
  const {pagePath, nodes} = await cataloguedPage(`docs/edit-fixture-${lang}.md`, [{lang, meta, value}]);
  return {sample: nodes[0]!, nodes: transform(pagePath, nodes[0]!)};
}

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(element.attributes.map((attribute) => ('name' in attribute ? [attribute.name, attribute.value] : [])));

const runButtonOf = (row: MdxJsxFlowElement) =>
  (row.children as MdxJsxFlowElement[]).find((child) => child.name === 'button' && 'data-run-sample' in attributes(child))!;

const isEditButton = (node: unknown) =>
  (node as MdxJsxFlowElement).name === 'button' &&
  (node as MdxJsxFlowElement).attributes.some((attribute) => 'name' in attribute && attribute.name === EDIT_BUTTON_ATTRIBUTE);

const className = (element: MdxJsxFlowElement) =>
  element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'className')?.value;

describe('Run buttons', () => {
  test('a run sample gets a Run button after it, carrying the Output it must print, and a browser module', async () => {
    const {pagePath, nodes} = await page(
      {
        lang: 'ts',
        meta: 'run',
        value: "import { Size } from '@ethersphere/bee-js'\n\nconst size: Size = Size.fromKilobytes(2)\nconsole.log(size.toBytes())",
      },
      {lang: 'text', meta: 'title="Output"', value: '2048'},
    );
    const [sample, output] = nodes;
    const [first, inserted, javascriptRow, last] = transform(pagePath, sample!, output!);
    assert.equal(first, sample, 'the code node is left as it was');
    assert.equal(last, output);
    // The JavaScript tab's row: Run only, on a module made from the JavaScript version, and nothing else (the
    // panel reads the Output and the rest from the TypeScript tab's button).
    const javascript = javascriptRow as MdxJsxFlowElement;
    assert.equal(attributes(javascript)['data-sample-language'], 'javascript');
    assert.equal(javascript.children.length, 1);
    const javascriptButton = runButtonOf(javascript);
    assert.deepEqual(Object.keys(attributes(javascriptButton)), ['data-run-sample']);
    const javascriptModule = readFileSync(
      join(cacheDir(SITE_DIR, RUN_FOLDER), attributes(javascriptButton)['data-run-sample'] as string),
      'utf8',
    );
    assert.match(javascriptModule, /^\/\/ sample\.js/, 'made from the JavaScript version');
    const wrapper = inserted as MdxJsxFlowElement;
    assert.equal(wrapper.name, 'div');
    const button = runButtonOf(wrapper);
    assert.equal(button.name, 'button');
    const {'data-run-sample': file, 'data-run-expected': expected, 'data-run-kind': kind} = attributes(button);
    assert.equal(expected, '2048');
    assert.equal(kind, undefined);
    const module = readFileSync(join(cacheDir(SITE_DIR, RUN_FOLDER), file as string), 'utf8');
    assert.match(module, /from "\.\/bee-js-[0-9a-f]{12}\.js"/);
    assert.doesNotMatch(module, /: Size/, 'types are gone');
  });

  test('on an API reference page a sample gets no JavaScript Run, which has no tab there to stand in', async () => {
    const value = "import { Size } from '@ethersphere/bee-js'\n\nconsole.log(Size.fromKilobytes(2).toBytes())";
    const {pagePath, nodes} = await cataloguedPage('docs/api/classes/RunFixture.md', [{lang: 'ts', meta: 'run', value}]);
    const rows = transform(pagePath, nodes[0]!).slice(1) as MdxJsxFlowElement[];
    assert.equal(rows.length, 1, 'one row: Edit and the TypeScript Run');
    assert.equal(attributes(rows[0]!)['data-sample-language'], undefined);
    assert.ok(runButtonOf(rows[0]!));
  });

  test("a node sample reads the reader's node URL and its fill-in values from the run form", async () => {
    const value =
      "import { Bee } from '@ethersphere/bee-js'\n\nconst bee = new Bee('http://localhost:1633')\nconst batchId = '…' // your batch ID\nawait bee.uploadData(batchId, 'x')";
    const {pagePath, nodes} = await page({lang: 'ts', value});
    const [, inserted] = transform(pagePath, ...nodes);
    const button = runButtonOf(inserted as MdxJsxFlowElement);
    const {'data-run-sample': file, 'data-run-kind': kind, 'data-run-inputs': inputs} = attributes(button);
    assert.equal(kind, 'node');
    assert.equal(inputs, 'batchId');
    const module = readFileSync(join(cacheDir(SITE_DIR, RUN_FOLDER), file as string), 'utf8');
    assert.doesNotMatch(module, /localhost:1633/);
    assert.match(module, /new Bee\(globalThis\.runSampleNodeUrl\)/);
    assert.match(module, /var batchId = globalThis\.batchId/);
  });

  test('samples inside other elements are found; unrunnable ones get the reason; other fences nothing', async () => {
    const {pagePath, nodes} = await page(
      {
        lang: 'ts',
        value: "import { Bee } from '@ethersphere/bee-js'\nconst bee = new Bee('http://localhost:1633')\nconsole.log(process.env.HOME)",
      },
      {lang: 'bash', value: 'echo hi'},
    );
    const [sample, bash] = nodes;
    const tabs: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [sample!]};
    const [outer] = transform(pagePath, tabs, bash!);
    const [, reason] = (outer as MdxJsxFlowElement).children;
    assert.match(JSON.stringify(reason), /process\.env/);
    assert.equal(transform(pagePath, bash!).length, 1);
  });
});

describe('Edit buttons', () => {
  test('a runnable sample gets its Edit button first in its Run element, which stays right after the code', async () => {
    const {sample, nodes} = await transformOne(
      "import { Size } from '@ethersphere/bee-js'\nconsole.log(Size.fromKilobytes(2).toBytes())",
      'run',
    );
    const [first, run] = nodes;
    assert.equal(first, sample);
    const [edit, runButton] = (run as MdxJsxFlowElement).children as MdxJsxFlowElement[];
    assert.ok(isEditButton(edit));
    assert.ok((runButton!.attributes as {name: string}[]).some((attribute) => attribute.name === 'data-run-sample'));
  });

  test('a sample without Run (norun, or one the browser cannot run) still gets an Edit button of its own', async () => {
    for (const [value, meta] of [
      ['const a: number = 1', 'norun="waits for the reader"'],
      ["import fs from 'node:fs'\nfs.existsSync('x')", 'run'],
    ] as const) {
      const {sample, nodes} = await transformOne(value, meta);
      const editElement = nodes.find(
        (node) => node.type === 'mdxJsxFlowElement' && ((node as MdxJsxFlowElement).children as unknown[]).some(isEditButton),
      ) as MdxJsxFlowElement | undefined;
      assert.ok(editElement, sample.meta ?? '');
      assert.ok(
        sample.meta === 'run' || String(className(editElement)).split(' ').includes(EDIT_SAMPLE_CLASS),
        'a div of its own when there is no Run element',
      );
    }
  });

  test('a React sample gets an Edit button of its own', async () => {
    const [, element] = (await transformOne('export const App = () => <p>Hi</p>', null, 'tsx')).nodes;
    assert.ok(((element as MdxJsxFlowElement).children as unknown[]).some(isEditButton));
    assert.ok(
      String(className(element as MdxJsxFlowElement))
        .split(' ')
        .includes(EDIT_SAMPLE_CLASS),
    );
  });

  test('nocheck samples, API signatures and other languages get no Edit button', async () => {
    const {pagePath, nodes: samples} = await cataloguedPage('docs/edit-fixture-ts.md', [
      {lang: 'ts', meta: 'nocheck="needs a File"', value: 'x'},
      {lang: 'ts', meta: 'api-signature', value: 'class Bee {}'},
      {lang: 'bash', value: 'npm i'},
    ]);
    assert.deepEqual(transform(pagePath, ...samples), samples);
  });
});
