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
