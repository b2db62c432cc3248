/**
 * The placeholders TypeDoc writes (typedoc/examples.mts) become "Examples in the guides" sections as the page
 * compiles (MDX's own pipeline here), from the samples of a fixture guide: the page compiles to the same code as
 * a page with the section written in it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {sampleCatalogue} from '../samples/catalogue';
import {examplesSection, guideUsesOf} from '../samples/guide-examples';
import {SITE_DIR} from '../shared/site-dir';
import remarkGuideExamples from './remark-guide-examples';
import {examplesPlaceholder} from './typedoc/examples.mjs';

const GUIDE = [
  '---',
  'title: Uploads',
  '---',
  '',
  '## Upload a `File`',
  '',
  '```ts',
  "import { Bee, type BatchId } from '@ethersphere/bee-js'",
  'declare const batchId: BatchId',
  "await new Bee('http://localhost:1633').uploadFile(batchId, 'Hello', 'hello.txt')",
  '```',
].join('\n');

const catalogueRead = sampleCatalogue([{file: 'docs/uploads.md', source: GUIDE}]);
const PAGE = 'docs/api/classes/Bee.md';

async function compiled(body: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  const catalogue = await catalogueRead;
  const file = {path: path.join(SITE_DIR, PAGE), value: `### uploadFile()\n\nUploads a file.\n\n${body}\n`};
  // The site compiles its .md pages as MDX too (Docusaurus's markdown.format).
  return String(await compile(file, {format: 'mdx', remarkPlugins: [[remarkGuideExamples, () => catalogue]]}));
}

for (const symbol of ['Bee.uploadFile', 'Bee.getHealth']) {
  test(`the placeholder of ${symbol} compiles as its section written in the page would`, async () => {
    const uses = guideUsesOf(await catalogueRead, {symbol, members: false});
    const written = await compiled(examplesSection(uses, PAGE, 4));
    assert.equal(await compiled(examplesPlaceholder(symbol, 'classes/Bee.md', 4, {members: false})), written);
    assert.match(written, /"h4"/);
    if (symbol === 'Bee.uploadFile') assert.match(written, /href: "\.\.\/\.\.\/uploads\.md#twoslash-[0-9a-f]{8}-0"/);
    else assert.match(written, /No sample in the guides uses it\./);
  });
}

test('a malformed placeholder is an error naming the page and line', async () => {
  await assert.rejects(compiled('<GuideExamples symbol="Bee" />'), /docs\/api\/classes\/Bee\.md:5: <GuideExamples> needs/);
});
