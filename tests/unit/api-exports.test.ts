/**
 * The generated API reference against the pinned package: one page per export, nothing else but the pages of
 * documented removed symbols, and member anchors from TypeDoc's JSON that are the pages' heading ids.
 * Generates the reference into a temporary folder (a few seconds of TypeDoc).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  comparePages,
  declaredExports,
  expectedPages,
  publicBeeMethods,
  runtimeExportNames,
  type PackageExport,
} from '../../plugins/bee-js-api/exports';
import {memberAnchorsOf, type MemberAnchors} from '../../plugins/bee-js-api/api-anchors';
import {headingsOfSource} from '../../plugins/content-checks/markdown';
import {generateApiReference} from '../../plugins/api-reference/generate';
import {majorChanges, readApiHistory} from '../../plugins/bee-js-api/api-history';
import {removedSymbols as removedInHistory, replacementNotes} from '../../plugins/api-reference/removed-symbols';

const history = readApiHistory();
const removedSymbols = removedInHistory(history);
const changesPages = majorChanges(history).map(({major}) => `changes/v${major}.md`);

function generatedPages(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md') && file !== 'index.md')
    .sort();
}

/** The API changes pages head each changed member with a link to it: their headings are not members. */
const PAGES_WITHOUT_MEMBERS = /^changes\//;
/** Members are headed one level below their section (`## Properties`, `## Node status and health`). */
const MEMBER_HEADING_DEPTH = 3;

/**
 * Pages whose member headings have other ids than the anchors `anchors` gives their members (a page that gives
 * none has no member headings), as `page: ...` lines. The ids are those Docusaurus's own headings plugin gives.
 */
async function memberAnchorProblems(pages: {page: string; markdown: string}[], anchors: MemberAnchors): Promise<string[]> {
  const problems: string[] = [];
  for (const {page, markdown} of pages) {
    const rendered = (await headingsOfSource(markdown)).filter(({depth}) => depth === MEMBER_HEADING_DEPTH).map(({id}) => id);
    const fromJson = new Set(anchors.get(page.replace(/\.md$/, ''))?.values());
    const unknown = rendered.filter((id) => !fromJson.has(id));
    const unrendered = [...fromJson].filter((anchor) => !rendered.includes(anchor));
    if (unknown.length || unrendered.length) {
      problems.push(
        `${page}: headings without an anchor from the JSON: ${unknown.join(', ') || 'none'}; ` +
          `anchors from the JSON without a heading: ${unrendered.join(', ') || 'none'}`,
      );
    }
  }
  return problems;
}

function describeDifference({missing, extra}: {missing: string[]; extra: string[]}): string {
  return [
    missing.length ? `missing pages: ${missing.join(', ')}` : '',
    extra.length ? `pages for nothing exported or removed: ${extra.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

describe('API reference pages match the pinned bee-js exports', () => {
  let temporary: string;
  let out: string;
  let projectFile: string;
  let exports: PackageExport[];
  before(async () => {
    temporary = mkdtempSync(path.join(tmpdir(), 'bee-js-api-'));
    out = path.join(temporary, 'api');
    projectFile = path.join(temporary, 'bee-js-project.json');
    exports = declaredExports();
    await generateApiReference(out, {}, projectFile);
  });
  after(() => rmSync(temporary, {recursive: true, force: true}));

  test("every page's member headings have the ids its members' anchors from TypeDoc's JSON say", async () => {
    const pages = generatedPages(out)
      .filter((page) => !PAGES_WITHOUT_MEMBERS.test(page))
      .map((page) => ({page, markdown: readFileSync(path.join(out, page), 'utf8')}));
    const anchors = memberAnchorsOf(projectFile);
    assert.ok(anchors.get('classes/Bee')?.size, 'the JSON gives the Bee page no member anchors');
    assert.deepEqual(await memberAnchorProblems(pages, anchors), []);
  });

  test("a Bee method's anchor is its lower-cased name, as the Bee page's task index and other pages link it", () => {
    // typedoc/method-groups.mts and typedoc/history-pages.mts (task index, API changes pages) and src/data/beeMethods.ts (beeMethodApiPath) link so.
    const bee = memberAnchorsOf(projectFile).get('classes/Bee');
    assert.deepEqual(
      publicBeeMethods().filter((method) => bee?.get(method) !== method.toLowerCase()),
      [],
    );
  });

  test('every runtime export is declared, so it gets a page', () => {
    const declared = new Set(exports.map(({name}) => name));
    assert.deepEqual(
      runtimeExportNames().filter((name) => !declared.has(name)),
      [],
      'runtime exports missing from the .d.ts',
    );
    const utils = exports.find(({name}) => name === 'Utils');
    const runtimeUtils = Object.keys(require('@ethersphere/bee-js').Utils);
    assert.deepEqual(
      runtimeUtils.filter((name) => !utils?.members.includes(name)),
      [],
      'Utils members missing from the .d.ts',
    );
  });

  test('removed symbols are really gone from the pinned version', () => {
    const names = new Set([...runtimeExportNames(), ...exports.map(({name}) => name)]);
    assert.deepEqual(
      removedSymbols.filter(({name}) => names.has(name)).map(({name}) => name),
      [],
      'listed as removed but still exported; delete them from removed-symbols.ts',
    );
  });

  test('each export has exactly one page, in its kind folder, and every page is an export or a removed symbol', () => {
    const difference = comparePages([...expectedPages(exports, removedSymbols), ...changesPages].sort(), generatedPages(out));
    assert.deepEqual(difference, {missing: [], extra: []}, describeDifference(difference));
  });

  test('every symbol page says which release added it', () => {
    const symbolPages = generatedPages(out).filter((page) => !page.startsWith('changes/'));
    const withoutBadge = symbolPages.filter((page) => !readFileSync(path.join(out, page), 'utf8').includes('>Added in '));
    assert.deepEqual(withoutBadge, [], `pages without an "Added in" badge: ${withoutBadge.join(', ')}`);
  });

  test('every removed symbol has a replacement note, and every note belongs to a removed symbol', () => {
    assert.deepEqual(
      removedSymbols.filter(({replacement}) => !replacement).map(({name}) => name),
      [],
      'write a note in removed-symbols.ts',
    );
    assert.deepEqual(Object.keys(replacementNotes).sort(), removedSymbols.map(({name}) => name).sort());
  });

  test("the overview links each major's changes page", () => {
    const overview = readFileSync(path.join(out, 'index.md'), 'utf8');
    for (const page of changesPages) assert.ok(overview.includes(`](${page})`), `the overview does not link ${page}`);
  });

  test('the overview lists each removed symbol under "Removed"', () => {
    const overview = readFileSync(path.join(out, 'index.md'), 'utf8');
    const removedSection = overview.split('\n## Removed\n')[1] ?? '';
    for (const {name, kind} of removedSymbols) {
      assert.ok(removedSection.includes(`](${kind}/${name}.md)`), `${name} is not listed under "Removed"`);
    }
  });
});

test('a TypeDoc warning fails the generation instead of passing silently', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'bee-js-api-warn-'));
  try {
    // Without the suppressions, the types bee-js uses but does not export raise "not included" warnings.
    await assert.rejects(generateApiReference(out, {intentionallyNotExported: []}), /TypeDoc reported warnings or errors/);
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
});

test('the member anchor comparison names each page whose headings disagree, and the ids on both sides', async () => {
  const anchors: MemberAnchors = new Map([
    [
      'classes/Bee',
      new Map([
        ['download', 'download'],
        ['uploadData', 'uploaddata'],
      ]),
    ],
  ]);
  const problems = await memberAnchorProblems(
    [
      {page: 'classes/Bee.md', markdown: '# Bee\n\n## Methods\n\n### ~~download()~~\n\n### uploadFile()\n'},
      {page: 'functions/makeMaxTarget.md', markdown: '# makeMaxTarget\n\n### Returns\n'},
      {page: 'interfaces/Tag.md', markdown: '# Tag\n\n## Properties\n'},
    ],
    anchors,
  );
  assert.deepEqual(problems, [
    'classes/Bee.md: headings without an anchor from the JSON: uploadfile; anchors from the JSON without a heading: uploaddata',
    'functions/makeMaxTarget.md: headings without an anchor from the JSON: returns; anchors from the JSON without a heading: none',
  ]);
});

test('the page comparison names missing and extra pages', () => {
  const exports: PackageExport[] = [
    {name: 'Bee', kind: 'classes', members: []},
    {name: 'Utils', kind: 'namespaces', members: ['getStampCost']},
  ];
  const expected = expectedPages(exports, [{name: 'BeeDev', kind: 'classes'}]);
  assert.deepEqual(expected, ['classes/Bee.md', 'classes/BeeDev.md', 'namespaces/Utils/getStampCost.md', 'namespaces/Utils/index.md']);
  const actual = ['classes/Bee.md', 'interfaces/Bee.md', 'namespaces/Utils/functions/getStampCost.md', 'namespaces/Utils/index.md'];
  assert.deepEqual(comparePages(expected, actual), {
    missing: ['classes/BeeDev.md', 'namespaces/Utils/getStampCost.md'],
    extra: ['interfaces/Bee.md', 'namespaces/Utils/functions/getStampCost.md'],
  });
});
