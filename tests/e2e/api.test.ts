import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {readBeeJsPackage} from '../../bee-js-package';
import {beeMethodGroups} from '../../src/data/beeMethods';
import {KIND_FOLDERS} from '../../plugins/api-reference/typedoc/router.mjs';
import {BUILD_DIR, SUBPATH_BUILD_DIR, SUBPATH_PREFIX, useBrowserSite} from './harness';

/** One page of each kind: route under /docs/api/ -> the h1 it must show. */
const SAMPLES: Record<string, string> = {
  'namespaces/Utils/': 'Utils',
  'namespaces/Utils/getStampCost/': 'getStampCost()',
  'enumerations/BeeModes/': 'BeeModes',
  'classes/Bee/': 'Bee',
  'interfaces/PostageBatch/': 'PostageBatch',
  'type-aliases/BeeRequestOptions/': 'BeeRequestOptions',
  'variables/CHUNK_SIZE/': 'CHUNK_SIZE',
  'functions/toBeeMode/': 'toBeeMode()',
  'classes/BeeDev/': 'BeeDev',
  'variables/FEED_INDEX_HEX_LENGTH/': 'FEED_INDEX_HEX_LENGTH',
};

/** Heading text without the zero-width space Docusaurus puts in each heading's anchor link. */
function headingText(text: string): string {
  return text.replace(/\u200b/g, '').trim();
}

async function h1(page: Page): Promise<string> {
  return headingText(await page.locator('article h1').first().innerText());
}

describe('API reference', () => {
  const session = useBrowserSite();

  for (const [route, heading] of Object.entries(SAMPLES)) {
    test(`/docs/api/${route} renders with the h1 "${heading}" and no edit link`, async () => {
      const response = await session.page.goto(session.site.url(`docs/api/${route}`));
      assert.equal(response?.status(), 200);
      assert.equal(await h1(session.page), heading);
      assert.equal(await session.page.getByText('Edit this page').count(), 0);
    });
  }

  test('the overview states the documented bee-js and Bee versions and lists every kind', async () => {
    const beeJs = readBeeJsPackage();
    await session.page.goto(session.site.url('docs/api/'));
    const text = await session.page.locator('article').innerText();
    assert.ok(text.includes(`@ethersphere/bee-js ${beeJs.version}`), 'bee-js version missing');
    assert.ok(text.includes(`Bee ${beeJs.supportedBeeVersion}`), 'supported Bee version missing');
    assert.ok(text.includes(beeJs.supportedBeeVersionExact), 'exact Bee version missing');
    const headings = await session.page.locator('article h2').allInnerTexts();
    assert.deepEqual(headings.map(headingText), [...KIND_FOLDERS.map(({label}) => label), 'API changes', 'Removed']);
  });

  test('the sidebar has the kind subcategories in order under "API reference"', async () => {
    await session.page.goto(session.site.url('docs/api/'));
    const category = session.page.locator('.theme-doc-sidebar-menu > li', {has: session.page.getByRole('button', {name: 'API reference'})});
    const subcategories = await category.locator(':scope > ul > li.theme-doc-sidebar-item-category > div').allInnerTexts();
    assert.deepEqual(
      subcategories.map((label) => label.trim()),
      [...KIND_FOLDERS.map(({label}) => label), 'API changes'],
    );
  });

  test('a variable page shows the constant value', async () => {
    await session.page.goto(session.site.url('docs/api/variables/CHUNK_SIZE/'));
    assert.match(await session.page.locator('article .api-signature').first().innerText(), /CHUNK_SIZE: number = 4096;/);
  });

  test('the Bee page groups methods by task, with the anchors guides link to', async () => {
    await session.page.goto(session.site.url('docs/api/classes/Bee/'));
    const sections = (await session.page.locator('article h2').allInnerTexts()).map(headingText);
    for (const {title} of beeMethodGroups) assert.ok(sections.includes(title), `no section "${title}"`);
    for (const anchor of ['uploaddata', 'buystorage', 'getstoragecost', 'makefeedwriter']) {
      assert.equal(await session.page.locator(`article h3#${anchor}`).count(), 1, `no heading #${anchor}`);
    }
    const tocGroups = await session.page.locator('.table-of-contents > li > a').allInnerTexts();
    assert.ok(tocGroups.includes('Files and collections'), 'groups missing from the table of contents');
  });

  test('a type link on the Bee page leads to its interface page', async () => {
    await session.page.goto(session.site.url('docs/api/classes/Bee/#uploaddata'));
    const uploadData = session.page.locator('article h3#uploaddata');
    const parameters = uploadData.locator('xpath=following::h4[contains(@class, "api-parameters")][1]/following-sibling::ul[1]');
    const optionsLink = parameters.getByRole('link', {name: 'RedundantUploadOptions'});
    await optionsLink.click();
    await session.page.waitForURL(/\/docs\/api\/interfaces\/RedundantUploadOptions\/$/);
    await session.page.locator('article h1', {hasText: 'RedundantUploadOptions'}).waitFor();
    assert.equal(await h1(session.page), 'RedundantUploadOptions');
  });
});

/** Where each parameter of a member's list sits: its first line (name and type), its description, its item. */
type ParameterBoxes = {
  name: string;
  firstLine: DOMRect;
  description?: DOMRect;
  item: {right: number; scrollWidth: number; clientWidth: number};
};

describe('API parameters on a phone (390 px)', () => {
  const session = useBrowserSite();

  test("uploadFile's parameters read as name and type over the description, inside the column", async () => {
    const context = await session.browser.newContext({viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    await page.goto(session.site.url('docs/api/classes/Bee/'));
    const list = page
      .locator('article h3#uploadfile')
      .locator('xpath=following::h4[contains(@class, "api-parameters")][1]/following-sibling::ul[1]');
    const boxes: ParameterBoxes[] = await list.locator(':scope > li').evaluateAll((items) =>
      items.map((item) => {
        const [firstLine, description] = Array.from(item.querySelectorAll(':scope > p'));
        return {
          name: firstLine?.querySelector('code')?.textContent ?? '',
          firstLine: firstLine!.getBoundingClientRect().toJSON(),
          description: description?.getBoundingClientRect().toJSON(),
          item: {right: item.getBoundingClientRect().right, scrollWidth: item.scrollWidth, clientWidth: item.clientWidth},
        };
      }),
    );
    const column = await page.locator('article .markdown').evaluate((markdown) => markdown.getBoundingClientRect().right);
    const tables = await page.locator('article table').count();
    await context.close();
    assert.deepEqual(
      boxes.map(({name}) => name),
      ['postageBatchId', 'data', 'name?', 'options?', 'requestOptions?'],
    );
    for (const {name, firstLine, description, item} of boxes) {
      assert.ok(description && description.top >= firstLine.bottom - 1, `${name}: its description is not under its name and type`);
      assert.ok(item.right <= column + 1 && item.scrollWidth <= item.clientWidth + 1, `${name}: its entry runs out of the column`);
    }
    assert.equal(tables, 1, 'only the "Methods by task" table is left on the Bee page');
  });
});

describe('API reference under a Swarm gateway sub-path', () => {
  const session = useBrowserSite(SUBPATH_BUILD_DIR, SUBPATH_PREFIX);

  test('type links keep the sub-path', async () => {
    const {page, site} = session;
    await page.goto(site.url('docs/api/classes/Bee/'));
    await page.locator('article').getByRole('link', {name: 'BeeOptions', exact: true}).first().click();
    await page.waitForURL(`${site.url('docs/api/interfaces/BeeOptions/')}`);
    // The address changes first; the page renders once its chunks have loaded.
    await page.locator('article h1', {hasText: 'BeeOptions'}).waitFor();
    assert.equal(await h1(page), 'BeeOptions');
  });
});

/** Section labels of TypeDoc pages, which Docusaurus would take as the description of an undocumented symbol. */
const SECTION_LABELS = [
  'Extends',
  'Extended by',
  'Implements',
  'Properties',
  'Parameters',
  'Returns',
  'Constructors',
  'Methods',
  'Accessors',
];

test('every API page has a meta description of its own, never a bare section label', () => {
  const apiDir = path.join(BUILD_DIR, 'docs', 'api');
  const pages = readdirSync(apiDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('index.html'));
  assert.ok(pages.length > 100, `API pages found: ${pages.length}`);
  const tooShort = pages.flatMap((file) => {
    const html = readFileSync(path.join(apiDir, file), 'utf8');
    const [, quoted, bare] = /<meta[^>]*\bname="?description"?\s+content=(?:"([^"]*)"|([^\s>]*))/.exec(html) ?? [];
    const description = quoted ?? bare ?? '';
    const words = description.split(/\s+/).filter(Boolean).length;
    return words < 2 || SECTION_LABELS.includes(description) ? [`${file}: "${description}"`] : [];
  });
  assert.deepEqual(tooShort, []);
});
