import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkRunSamples from './remark';
import {cacheDir} from './assets';
import {cataloguedPage, type PageFence} from '../samples/catalogued-page';

const SITE_DIR = join(import.meta.dirname, '..', '..');

/** The code nodes of a catalogued page holding these fences. */
function page(...fences: PageFence[]): {pagePath: string; nodes: Code[]} {
  return cataloguedPage('docs/run-fixture.md', fences);
}

function transform(pagePath: string, ...children: Root['children']): Root['children'] {
  const tree: Root = {type: 'root', children};
  remarkRunSamples({siteDir: SITE_DIR})(tree, {path: pagePath});
  return tree.children;
}

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(element.attributes.map((attribute) => ('name' in attribute ? [attribute.name, attribute.value] : [])));

describe('remarkRunSamples', () => {
  test('a run sample gets a Run button after it, carrying the Output it must print, and a browser module', () => {
    const {pagePath, nodes} = page(
      {
        lang: 'ts',
        meta: 'run',
        value: "import { Size } from '@ethersphere/bee-js'\n\nconst size: Size = Size.fromKilobytes(2)\nconsole.log(size.toBytes())",
      },
      {lang: 'text', meta: 'title="Output"', value: '2048'},
    );
    const [sample, output] = nodes;
    const [first, inserted, last] = transform(pagePath, sample!, output!);
    assert.equal(first, sample, 'the code node is left as it was');
    assert.equal(last, output);
    const wrapper = inserted as MdxJsxFlowElement;
    assert.equal(wrapper.name, 'div');
    const button = wrapper.children[0] as MdxJsxFlowElement;
    assert.equal(button.name, 'button');
    const {'data-run-sample': file, 'data-run-expected': expected, 'data-run-kind': kind} = attributes(button);
    assert.equal(expected, '2048');
    assert.equal(kind, undefined);
    const module = readFileSync(join(cacheDir(SITE_DIR), file as string), 'utf8');
    assert.match(module, /from "\.\/bee-js-[0-9a-f]{12}\.js"/);
    assert.doesNotMatch(module, /: Size/, 'types are gone');
  });

  test("a node sample reads the reader's node URL and declares its form inputs", () => {
    const value =
      "import { Bee, BatchId } from '@ethersphere/bee-js'\n\nconst bee = new Bee('http://localhost:1633')\ndeclare const batchId: BatchId\nawait bee.uploadData(batchId, 'x')";
    const {pagePath, nodes} = page({lang: 'ts', value});
    const [, inserted] = transform(pagePath, ...nodes);
    const button = (inserted as MdxJsxFlowElement).children[0] as MdxJsxFlowElement;
    const {'data-run-sample': file, 'data-run-kind': kind, 'data-run-inputs': inputs} = attributes(button);
    assert.equal(kind, 'node');
    assert.equal(inputs, 'batchId');
    const module = readFileSync(join(cacheDir(SITE_DIR), file as string), 'utf8');
    assert.doesNotMatch(module, /localhost:1633/);
    assert.match(module, /new Bee\(globalThis\.runSampleNodeUrl\)/);
  });

  test('samples inside other elements are found; unrunnable ones get the reason; other fences nothing', () => {
    const {pagePath, nodes} = page(
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
