import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkRunSamples from '../run-samples/remark';
import remarkEditSamples, {EDIT_BUTTON_ATTRIBUTE, EDIT_SAMPLE_CLASS} from './remark';
import {cataloguedPage} from '../samples/catalogued-page';

const SITE_DIR = path.join(import.meta.dirname, '..', '..');

/** One fence, catalogued as the only sample of a page. */
const code = (value: string, meta: string | null = null, lang = 'ts'): Code =>
  cataloguedPage(`docs/edit-fixture-${lang}.md`, [{lang, meta, value}]).nodes[0]!;

/** The tree after both plugins, in the order docusaurus.config.ts registers them; the nodes' page is the last catalogued. */
function transform(...children: Root['children']): Root['children'] {
  const tree: Root = {type: 'root', children};
  const [first] = children as Code[];
  const file = {path: path.join(SITE_DIR, `docs/edit-fixture-${first!.lang}.md`)};
  remarkRunSamples({siteDir: SITE_DIR})(tree, file);
  remarkEditSamples()(tree, file);
  return tree.children;
}

const isEditButton = (node: unknown) =>
  (node as MdxJsxFlowElement).name === 'button' &&
  (node as MdxJsxFlowElement).attributes.some((attribute) => 'name' in attribute && attribute.name === EDIT_BUTTON_ATTRIBUTE);

const className = (element: MdxJsxFlowElement) =>
  element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'className')?.value;

describe('remarkEditSamples', () => {
  test('a runnable sample gets its Edit button first in its Run element, which stays right after the code', () => {
    const sample = code("import { Size } from '@ethersphere/bee-js'\nconsole.log(Size.fromKilobytes(2).toBytes())", 'run');
    const [first, run] = transform(sample);
    assert.equal(first, sample);
    const [edit, runButton] = (run as MdxJsxFlowElement).children as MdxJsxFlowElement[];
    assert.ok(isEditButton(edit));
    assert.ok((runButton!.attributes as {name: string}[]).some((attribute) => attribute.name === 'data-run-sample'));
  });

  test('a sample without Run (norun, or one the browser cannot run) still gets an Edit button of its own', () => {
    for (const [value, meta] of [
      ['const a: number = 1', 'norun="waits for the reader"'],
      ["import fs from 'node:fs'\nfs.existsSync('x')", 'run'],
    ] as const) {
      const sample = code(value, meta);
      const nodes = transform(sample);
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

  test('a React sample gets an Edit button of its own', () => {
    const [, element] = transform(code('export const App = () => <p>Hi</p>', null, 'tsx'));
    assert.ok(((element as MdxJsxFlowElement).children as unknown[]).some(isEditButton));
    assert.ok(
      String(className(element as MdxJsxFlowElement))
        .split(' ')
        .includes(EDIT_SAMPLE_CLASS),
    );
  });

  test('nocheck samples, API signatures and other languages get no Edit button', () => {
    const samples = cataloguedPage('docs/edit-fixture-ts.md', [
      {lang: 'ts', meta: 'nocheck="needs a File"', value: 'x'},
      {lang: 'ts', meta: 'api-signature', value: 'class Bee {}'},
      {lang: 'bash', value: 'npm i'},
    ]).nodes;
    assert.deepEqual(transform(...samples), samples);
  });
});
