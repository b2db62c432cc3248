import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSlugger} from '@docusaurus/utils';
import {beeMethodGroups} from '../../src/data/beeMethods';
import {publicBeeMethods} from '../bee-js-api/exports';
import {readApiHistory} from '../bee-js-api/api-history';
import {removedSymbols} from './removed-symbols';
import {beeTaskIndex, checkBeeMethodGroups, headingAnchor, pageBeeMethodGroups, UNGROUPED_TITLE} from './typedoc/method-groups.mjs';
import {frontMatter, removedSymbolPage} from './typedoc/history-pages.mjs';
import {formatConstantValue} from './typedoc/pages.mjs';
import {examplesSection, MAX_LISTED_SAMPLES, NO_EXAMPLES} from './typedoc/examples.mjs';

test('every public Bee method is in exactly one group, and every grouped method exists', () => {
  // The error lists each method that is ungrouped, grouped twice, or unknown.
  checkBeeMethodGroups(publicBeeMethods(), beeMethodGroups);
});

test('the group check names ungrouped, doubly grouped and unknown methods', () => {
  const groups = [
    {title: 'Data', methods: ['uploadData', 'downloadData']},
    {title: 'Also data', methods: ['uploadData', 'uploadEverything']},
  ];
  assert.throws(
    () => checkBeeMethodGroups(['uploadData', 'downloadData', 'getHealth'], groups),
    (error: Error) => {
      assert.match(error.message, /uploadData is in both "Data" and "Also data"/);
      assert.match(error.message, /"Also data" names uploadEverything, which is not a public Bee method/);
      assert.match(error.message, /getHealth is in no group/);
      return true;
    },
  );
});

test('after an upgrade the Bee page drops vanished methods and shows new ones at the end', () => {
  const groups = [
    {title: 'Data', methods: ['uploadData', 'uploadEverything']},
    {title: 'Gone', methods: ['getLegacyThing']},
  ];
  assert.deepEqual(pageBeeMethodGroups(['uploadData', 'getHealth'], groups), [
    {title: 'Data', methods: ['uploadData']},
    {title: UNGROUPED_TITLE, methods: ['getHealth']},
  ]);
});

test('group anchors agree with the anchors Docusaurus gives their headings', () => {
  const slugger = createSlugger();
  for (const {title} of beeMethodGroups) {
    assert.equal(headingAnchor(title), slugger.slug(title), title);
  }
});

test('the Bee task index links every group and method by its anchor', () => {
  const index = beeTaskIndex([{title: 'Uploading data', methods: ['uploadData', 'probeData']}]);
  assert.match(index, /\| \[Uploading data\]\(#uploading-data\) \| \[uploadData\]\(#uploaddata\), \[probeData\]\(#probedata\) \|/);
});

test('constant values are written as TypeScript, structures are left to their type', () => {
  const {NULL_STAMP} = require('@ethersphere/bee-js');
  assert.equal(formatConstantValue(4096), '4096');
  assert.equal(formatConstantValue('https://api.gateway.ethswarm.org'), '"https://api.gateway.ethswarm.org"');
  assert.equal(formatConstantValue(new Uint8Array(20)), 'new Uint8Array(20)');
  assert.equal(formatConstantValue(NULL_STAMP), `new BatchId('${'0'.repeat(64)}')`);
  assert.equal(formatConstantValue(Uint8Array.of(1, 2)), null);
  assert.equal(formatConstantValue({ENCRYPTION_OFF: {}}), null);
});

test('front matter quotes strings, keeps null and drops undefined fields', () => {
  assert.equal(
    frontMatter({title: 'Say "hi": now', sidebar_position: 3, custom_edit_url: null, description: undefined}),
    '---\ntitle: "Say \\"hi\\": now"\nsidebar_position: 3\ncustom_edit_url: null\n---\n\n',
  );
});

test('a removed symbol page names the last release that had it and the documented one', () => {
  const beeDev = removedSymbols(readApiHistory()).find(({name}) => name === 'BeeDev')!;
  const page = removedSymbolPage(beeDev, {version: '12.3.1'}, 4, '9.0.1');
  assert.match(page, /^---\ntitle: "BeeDev"\nsidebar_label: "BeeDev \(removed\)"\nsidebar_position: 4\n/);
  assert.match(page, /:::warning\[Removed after bee-js 12\.1\.0\]/);
  assert.match(page, />Last in 12\.1\.0</);
  assert.match(page, /not part of bee-js 12\.3\.1/);
});

test('examples in the guides: one line per guide, each sample linked to its block from the page, repeated headings numbered', () => {
  const use = (file: string, heading: string | null, blockId: string, fenceLine: number) => ({
    file,
    fenceLine,
    page: `Page ${file}`,
    heading,
    blockId,
  });
  const uses = [
    use('docs/storage.mdx', 'Buy storage', 'twoslash-aaaaaaaa-0', 10),
    use('docs/storage.mdx', 'Buy storage', 'twoslash-bbbbbbbb-0', 20),
    use('docs/storage.mdx', null, 'twoslash-cccccccc-0', 30),
    use('docs/resources/more.md', 'With [brackets]', 'twoslash-dddddddd-0', 5),
  ];
  assert.equal(
    examplesSection(uses, 'namespaces/Utils/getStampCost.md', 2),
    [
      '<h2 className="api-examples">Examples in the guides</h2>',
      '',
      '- Page docs/storage.mdx: [Buy storage](../../../storage.mdx#twoslash-aaaaaaaa-0), ' +
        '[Buy storage (2)](../../../storage.mdx#twoslash-bbbbbbbb-0), [Page docs/storage.mdx](../../../storage.mdx#twoslash-cccccccc-0)',
      '- Page docs/resources/more.md: [With \\[brackets\\]](../../../resources/more.md#twoslash-dddddddd-0)',
    ].join('\n'),
  );
  assert.equal(examplesSection([], 'classes/Bee.md', 4), `<h4 className="api-examples">Examples in the guides</h4>\n\n${NO_EXAMPLES}`);
});

test('examples in the guides past the limit: each guide links its first sample and counts the others', () => {
  const uses = Array.from({length: MAX_LISTED_SAMPLES + 1}, (_, index) => ({
    file: index === 0 ? 'docs/act.md' : 'docs/storage.mdx',
    fenceLine: index + 1,
    page: index === 0 ? 'ACT' : 'Storage',
    heading: `Step ${index}`,
    blockId: `twoslash-0000000${index % 10}-0`,
  }));
  assert.equal(
    examplesSection(uses, 'classes/Bee.md', 4).split('\n').slice(2).join('\n'),
    `- ACT: [Step 0](../../act.md#twoslash-00000000-0)\n- Storage: [Step 1](../../storage.mdx#twoslash-00000001-0) and ${MAX_LISTED_SAMPLES - 1} more`,
  );
  assert.equal(examplesSection(uses.slice(1), 'classes/Bee.md', 4).match(/\]\(/g)?.length, MAX_LISTED_SAMPLES);
});
