import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkRunSamples from './remark';
import {cacheDir} from './assets';

const SITE_DIR = join(import.meta.dirname, '..', '..');

const code = (value: string, meta: string | null = null, lang = 'ts'): Code => ({type: 'code', lang, meta, value});

function transform(...children: Root['children']): Root['children'] {
  const tree: Root = {type: 'root', children};
  remarkRunSamples({siteDir: SITE_DIR})(tree);
  return tree.children;
}

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(element.attributes.map((attribute) => ('name' in attribute ? [attribute.name, attribute.value] : [])));

describe('remarkRunSamples', () => {
  test('a run sample gets a Run button after it, carrying the Output it must print, and a browser module', () => {
    const sample = code(
      "import { Size } from '@ethersphere/bee-js'\n\nconst size: Size = Size.fromKilobytes(2)\nconsole.log(size.toBytes())",
      'run',
    );
    const output = code('2048', 'title="Output"', 'text');
    const [first, inserted, last] = transform(sample, output);
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
    const [, inserted] = transform(code(value));
    const button = (inserted as MdxJsxFlowElement).children[0] as MdxJsxFlowElement;
    const {'data-run-sample': file, 'data-run-kind': kind, 'data-run-inputs': inputs} = attributes(button);
    assert.equal(kind, 'node');
    assert.equal(inputs, 'batchId');
    const module = readFileSync(join(cacheDir(SITE_DIR), file as string), 'utf8');
    assert.doesNotMatch(module, /localhost:1633/);
    assert.match(module, /new Bee\(globalThis\.runSampleNodeUrl\)/);
  });

  test('samples inside other elements are found; unrunnable ones get the reason; other fences nothing', () => {
    const tabs: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [],
      children: [code("const bee = new Bee('http://localhost:1633')\nconsole.log(process.env.HOME)")],
    };
    const [outer] = transform(tabs, code('echo hi', null, 'bash'));
    const [, reason] = (outer as MdxJsxFlowElement).children;
    assert.match(JSON.stringify(reason), /process\.env/);
    assert.equal(transform(code('echo hi', null, 'bash')).length, 1);
  });
});
