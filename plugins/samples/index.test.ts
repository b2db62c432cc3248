/**
 * What the sample features' remark steps get for a fence: the catalogue's entry for a page it holds, refused when
 * the page shows the sample otherwise; for a page outside it, the entry the page's own remark step made.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {cataloguedPage} from './catalogued-page';
import {remarkCataloguePage, sampleOfNode} from './index';
import {SITE_DIR} from '../shared/site-dir';

const CODE = 'const size: number = 4\nconsole.log(size)';

test("a catalogued page's fence gets the catalogue's entry, and a fence the page shows otherwise fails naming its line", async () => {
  const {pagePath, nodes} = await cataloguedPage('docs/index-fixture.md', [{lang: 'ts', meta: 'run', value: CODE, line: 3}]);
  const sample = sampleOfNode(pagePath, nodes[0]!);
  assert.equal(sample.file, 'docs/index-fixture.md');
  assert.equal(sample.javascript, 'const size = 4\nconsole.log(size)');
  assert.throws(
    () => sampleOfNode(pagePath, {...nodes[0]!, value: 'console.log(5)'}),
    /docs\/index-fixture\.md:4: the sample catalogue reads this sample otherwise/,
  );
});

test('a fence of a page outside the catalogue gets an entry from the remark step, made from the fence itself', async () => {
  await cataloguedPage('docs/index-fixture.md', []);
  const pagePath = path.join(SITE_DIR, 'src', 'pages', 'outside-fixture.md');
  const node: Code = {
    type: 'code',
    lang: 'ts',
    meta: null,
    value: CODE,
    position: {start: {line: 7, column: 1}, end: {line: 10, column: 4}},
  };
  assert.throws(() => sampleOfNode(pagePath, node), /src\/pages\/outside-fixture\.md:7: a ```ts fence/);
  const tree: Root = {type: 'root', children: [node]};
  await remarkCataloguePage()(tree, {path: pagePath});
  const sample = sampleOfNode(pagePath, node);
  assert.equal(sample.fenceLine, 7);
  assert.equal(sample.javascript, 'const size = 4\nconsole.log(size)');
  assert.ok(sample.compiled && !(sample.compiled instanceof Error));
});
