/**
 * The sample editor (plugins/samples-in-browser) in Chromium against the built sites: nothing of it before the first
 * Edit click; TypeScript errors at their position and gone when fixed; hover types and completions of bee-js
 * names; Run of edited code; Reset; Copy; edits kept across client-side navigation and dropped on reload;
 * keyboard only; axe light and dark; no markup from edited text; nothing fetched from other sites; the
 * sub-path build. And the storage calculator against bee-js's own Utils.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {axeOn} from './axe';
import type {BrowserContext, Locator, Page, Response} from 'playwright-core';
import {Duration, Size, Utils} from '@ethersphere/bee-js';
import {
  BUILD_DIR,
  closedPort,
  hydrated,
  requestsElsewhere,
  SUBPATH_BUILD_DIR,
  SUBPATH_PREFIX,
  useServedBuild,
  WAIT,
  type ServedBuild,
} from './harness';
import {contractAvailable, startStandInBee} from '../stand-in-bee';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';
import {DEFAULT_STORAGE_PRICE} from '../../src/data/storage-price';

const EDIT_BUTTON = 'button[data-edit-sample]';
const UPLOAD_SAMPLE = "const { reference } = await bee.uploadData(batchId, 'Hello, Swarm!')";

async function open(page: Page, url: string, theme?: 'light' | 'dark') {
  const themed = new URL(url);
  if (theme) themed.searchParams.set('docusaurus-theme', theme);
  await page.goto(themed.href);
  await hydrated(page);
}

/** The Edit button under the sample whose shown code contains `text`. */
async function editButtonOf(page: Page, text: string) {
  const index = await page.evaluate(
    ({text, selector}) =>
      Array.from(document.querySelectorAll(selector)).findIndex((button) => {
        // The code as shown, without the type popups inside it.
        const code = button.parentElement?.previousElementSibling?.querySelector('pre')?.cloneNode(true) as Element | undefined;
        code?.querySelectorAll('.twoslash-popup').forEach((popup) => popup.remove());
        return code?.textContent?.includes(text) ?? false;
      }),
    {text, selector: EDIT_BUTTON},
  );
  assert.ok(index >= 0, `a sample containing ${text}`);
  return page.locator(EDIT_BUTTON).nth(index);
}

const editorOf = (page: Page) => page.locator('.theme-code-block[data-edit-sample-open] .cm-content').first();
const statusOf = (page: Page) => page.locator('.edit-sample__status').first();

/** Waits until the open editor has checked its code's types and found no error. */
const typesChecked = (page: Page) => statusOf(page).filter({hasText: 'No type errors.'}).waitFor({timeout: WAIT.lazyCode});

/** Opens `url` and the editor of the sample whose shown code contains `sample`, once it has checked the code's types. */
async function openEditor(page: Page, url: string, sample: string, theme?: 'light' | 'dark') {
  await open(page, url, theme);
  await (await editButtonOf(page, sample)).click();
  await typesChecked(page);
}

/** Replaces the editor's whole text, as a paste would. */
async function replaceCode(page: Page, code: string) {
  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

const editorText = (page: Page) =>
  editorOf(page).evaluate((content) => Array.from(content.querySelectorAll('.cm-line'), (line) => line.textContent).join('\n'));

/** The middle of the first occurrence of `text` in the editor, to point the mouse at. */
async function pointAt(page: Page, text: string) {
  const box = await editorOf(page).evaluate((content, text) => {
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const rect = range.getBoundingClientRect();
      return {x: rect.x + rect.width / 2, y: rect.y + rect.height / 2};
    }
    return null;
  }, text);
  assert.ok(box, `${text} in the editor`);
  await page.mouse.move(box.x, box.y);
}

function editorTests(served: ServedBuild) {
  test('nothing of the editor loads before the first Edit click; then only files of this site', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    const editorFiles: string[] = [];
    const elsewhere = requestsElsewhere(page, served.site.origin);
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.includes('/edit-samples/')) editorFiles.push(pathname);
    });
    await open(page, served.site.url('docs/getting-started/'));
    assert.deepEqual(editorFiles, [], 'editor files in the first load');
    await (await editButtonOf(page, UPLOAD_SAMPLE)).click();
    await typesChecked(page);
    assert.equal(editorFiles.length, 3, editorFiles.join(', '));
    assert.doesNotMatch(editorFiles.join(' '), /react-declarations/, "React's types only for a React sample");
    assert.deepEqual(elsewhere, [], 'works offline: nothing from other sites');
    await context.close();
  });

  test('a wrong argument is a TypeScript error at its position, announced; fixing it clears it', async () => {
    const page = await served.browser.newPage();
    await openEditor(page, served.site.url('docs/getting-started/'), UPLOAD_SAMPLE);
    assert.equal(await statusOf(page).getAttribute('aria-live'), 'polite');
    const code = await editorText(page);
    assert.ok(code.includes(UPLOAD_SAMPLE) && !code.includes('^?'), 'the page code, without the pinned-type lines');
    await replaceCode(page, code.replace("'Hello, Swarm!'", '42'));
    await statusOf(page)
      .filter({hasText: /^1 type error\. Line 6: Argument of type 'number'/})
      .waitFor({timeout: WAIT.lazyCode});
    assert.equal(await page.locator('.cm-lintRange-error').first().textContent(), '42');
    await pointAt(page, '42');
    await page.locator('.cm-tooltip-lint, .cm-tooltip-hover').filter({hasText: "Argument of type 'number'"}).first().waitFor();
    await replaceCode(page, code);
    await typesChecked(page);
    assert.equal(await page.locator('.cm-lintRange-error').count(), 0);
    await pointAt(page, 'uploadData');
    const hover = page.locator('.edit-sample__type').first();
    await hover.waitFor();
    assert.match((await hover.textContent()) ?? '', /\(method\) Bee\.uploadData\(/);
    await page.close();
  });

  test('hovering a misspelt method shows its error and no type of its own', async () => {
    const page = await served.browser.newPage();
    await openEditor(page, served.site.url('docs/getting-started/'), UPLOAD_SAMPLE);
    await replaceCode(page, (await editorText(page)).replace('bee.uploadData(', 'bee.uploadDataXYZ('));
    await statusOf(page).filter({hasText: "Property 'uploadDataXYZ' does not exist"}).waitFor({timeout: WAIT.lazyCode});
    await pointAt(page, 'uploadDataXYZ');
    await page.locator('.cm-tooltip-hover').filter({hasText: "Property 'uploadDataXYZ' does not exist"}).waitFor();
    // The type answer comes from the worker after the error shows: a known name's type, asked for next, comes
    // after the misspelt one's would have.
    await pointAt(page, 'batchId');
    await page.locator('.edit-sample__type').filter({hasText: 'batchId'}).waitFor({timeout: WAIT.lazyCode});
    await pointAt(page, 'uploadDataXYZ');
    await page.locator('.cm-tooltip-hover').filter({hasText: "Property 'uploadDataXYZ' does not exist"}).waitFor();
    await page.waitForTimeout(1000);
    assert.deepEqual(await page.locator('.edit-sample__type').allTextContents(), [], 'type tooltips over the error');
    await page.close();
  });

  test("the React sample: Edit loads React's types then, a JSX error shows at its attribute, hover shows a React type", async () => {
    // CodeMirror draws only the lines near the viewport, and editorText reads drawn lines: tall enough for all.
    const context = await served.browser.newContext({viewport: {width: 1280, height: 2400}});
    const page = await context.newPage();
    const reactTypes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/edit-samples/react-declarations-')) reactTypes.push(request.url());
    });
    await openEditor(page, served.site.url('docs/browser/'), 'export function SwarmUpload()');
    assert.equal(reactTypes.length, 1);
    const code = await editorText(page);
    const wrong = code.replace('onChange={upload}', 'onChange={42}');
    assert.notEqual(wrong, code);
    await replaceCode(page, wrong);
    const line = wrong.split('\n').findIndex((text) => text.includes('onChange={42}')) + 1;
    await statusOf(page)
      .filter({
        hasText: new RegExp(`^1 type error\\. Line ${line}: Type 'number' is not assignable to type 'ChangeEventHandler<HTMLInputElement`),
      })
      .waitFor({timeout: WAIT.lazyCode});
    assert.equal(await page.locator('.cm-lintRange-error').first().textContent(), 'onChange');
    await pointAt(page, 'useState<');
    const hover = page.locator('.edit-sample__type').first();
    await hover.waitFor();
    assert.match((await hover.textContent()) ?? '', /^\(alias\) useState<UploadState>\(.*\): \[UploadState, React\.Dispatch</);
    assert.match((await hover.textContent()) ?? '', /Returns a stateful value/, "React's own doc comment");
    await context.close();
  });

  test('completion offers bee-js names', async () => {
    const page = await served.browser.newPage();
    await openEditor(page, served.site.url('docs/getting-started/'), UPLOAD_SAMPLE);
    await editorOf(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nbee.uploadF');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await options.filter({hasText: 'uploadFile'}).first().waitFor();
    assert.ok((await options.allTextContents()).some((option) => option.startsWith('uploadFiles')));
    await page.close();
  });

  test('Run runs the edited code through the Run panel; Reset brings back the page code', async () => {
    const context = await served.browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await open(page, served.site.url('docs/utilities/'));
    const edit = await editButtonOf(page, "Bytes.fromUtf8('Hello, Swarm!')");
    const original = await edit.evaluate((button) => button.parentElement!.previousElementSibling!.querySelector('pre')!.innerHTML);
    await edit.click();
    await typesChecked(page);
    const edited = "import { Bytes } from '@ethersphere/bee-js'\n\nconsole.log('edited', Bytes.fromUtf8('Hi').toHex())";
    await replaceCode(page, edited);
    const row = edit.locator('xpath=..');
    await row.locator('button[data-run-sample]').click();
    await row.locator('.run-panel__status').filter({hasText: 'Finished.'}).waitFor({timeout: WAIT.lazyCode});
    assert.equal(
      await row
        .locator('.run-panel__line--log')
        .allTextContents()
        .then((lines) => lines.join('\n')),
      'edited 4869',
    );
    assert.equal(await row.locator('.run-panel__mark').count(), 0, "edited code is not compared with the page's Output");

    await page.locator('.theme-code-block[data-edit-sample-open]').hover();
    await page.locator('.theme-code-block[data-edit-sample-open] button:has([class*="copyButtonIcons"])').click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), edited);

    await row.getByRole('button', {name: 'Reset'}).click();
    assert.equal(await page.locator('.cm-editor').count(), 0);
    assert.ok(await edit.evaluate((button) => button === document.activeElement), 'focus back on Edit');
    const block = edit.locator('xpath=../preceding-sibling::*[1]');
    assert.equal(await block.locator('pre').innerHTML(), original, 'the static lines, popups included, unchanged');
    assert.ok(await block.locator('pre').isVisible());
    await edit.click();
    assert.ok((await editorText(page)).includes("Bytes.fromUtf8('Hello, Swarm!')"), 'Reset forgot the edit');
    await context.close();
  });

  test('edits survive a client-side navigation and are gone after a reload', async () => {
    const page = await served.browser.newPage();
    await openEditor(page, served.site.url('docs/utilities/'), "Bytes.fromUtf8('Hello, Swarm!')");
    await replaceCode(page, "console.log('kept')");
    await page.locator('nav a[href$="/docs/storage/"]').first().click();
    await page.waitForURL(/\/docs\/storage\/$/);
    await page.goBack();
    await page.waitForURL(/\/docs\/utilities\/$/);
    await editorOf(page).waitFor({timeout: WAIT.lazyCode});
    assert.equal(await editorText(page), "console.log('kept')");
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator('.cm-editor').count(), 0);
    await page.close();
  });

  test('keyboard only: Tab to Edit, type, Esc then Tab leaves the editor', async () => {
    const page = await served.browser.newPage();
    await open(page, served.site.url('docs/utilities/'));
    const edit = await editButtonOf(page, "Bytes.fromUtf8('Hello, Swarm!')");
    await edit.evaluate((button) => (button.previousElementSibling as HTMLElement | null)?.focus());
    await edit.focus();
    await page.keyboard.press('Enter');
    await editorOf(page).waitFor({timeout: WAIT.lazyCode});
    assert.ok(await editorOf(page).evaluate((content) => content === document.activeElement), 'Enter on Edit puts focus in the editor');
    await page.keyboard.press('Tab');
    assert.ok(await editorOf(page).evaluate((content) => content === document.activeElement), 'Tab indents inside the editor');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement!.closest('.cm-editor') === null && document.activeElement !== document.body,
    );
    assert.ok(focused, 'Esc then Tab moves focus out of the editor, to the next control');
    await page.close();
  });

  test('edited text is only ever text: markup typed into a sample is not made into elements', async () => {
    const page = await served.browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, served.site.url('docs/utilities/'));
    await (await editButtonOf(page, "Bytes.fromUtf8('Hello, Swarm!')")).click();
    // As a literal type, the markup comes back in TypeScript's error message and in the hover type.
    const markup = '</code></pre><img src=x onerror=alert(1)><b id=injected>';
    await replaceCode(page, `const html: '${markup}' = 'plain'`);
    const status = statusOf(page).filter({hasText: /1 type error/});
    await status.waitFor({timeout: WAIT.lazyCode});
    assert.ok((await status.textContent())!.includes(markup), 'the message shows the markup as text');
    await pointAt(page, 'html');
    const hover = page.locator('.edit-sample__type').first();
    await hover.waitFor();
    assert.ok((await hover.textContent())!.includes(markup));
    assert.equal(await page.locator('img[src="x"], #injected').count(), 0);
    assert.deepEqual(dialogs, []);
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with the editor open (${theme}), and none at 390 px wide`, async () => {
      const context = await served.browser.newContext({viewport: {width: 390, height: 844}});
      const page = await context.newPage();
      await openEditor(page, served.site.url('docs/getting-started/'), UPLOAD_SAMPLE, theme);
      const {violations} = await axeOn(page).include('.theme-code-block[data-edit-sample-open]').include('.run-sample').analyze();
      assert.deepEqual(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        [],
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no sideways scrolling of the page at 390 px');
      await context.close();
    });
  }
}

describe('Sample editor, root build', () => {
  const served = useServedBuild(BUILD_DIR);
  editorTests(served);
});

const subpathBuilt = existsSync(path.join(SUBPATH_BUILD_DIR, 'index.html'));
describe(
  'Sample editor, sub-path build',
  {skip: requireOrSkip(!subpathBuilt && 'no build-subpath/: run `npm test e2e`, which builds it')},
  () => {
    const served = useServedBuild(SUBPATH_BUILD_DIR, SUBPATH_PREFIX);
    test('under /bzz/<ref>/ the editor, its types and Run load from below the base URL', async () => {
      const page = await served.browser.newPage();
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !url.pathname.startsWith(SUBPATH_PREFIX)) outside.push(request.url());
      });
      await open(page, served.site.url('docs/utilities/'));
      const edit = await editButtonOf(page, "Bytes.fromUtf8('Hello, Swarm!')");
      await edit.click();
      await typesChecked(page);
      await replaceCode(page, "import { Bytes } from '@ethersphere/bee-js'\nconsole.log(Bytes.fromUtf8('A').toHex(), 1 + '')");
      await edit.locator('xpath=..').locator('button[data-run-sample]').click();
      await edit.locator('xpath=..').locator('.run-panel__status').filter({hasText: 'Finished.'}).waitFor({timeout: WAIT.lazyCode});
      assert.equal(await edit.locator('xpath=..').locator('.run-panel__line--log').textContent(), '41 1');
      assert.deepEqual(outside, []);
      await page.close();
    });
  },
);

type SizeUnit = 'MB' | 'GB';

/** The calculator's outputs as bee-js's Utils give them in Node.js, for a price per chunk per block. */
function expectedOutputs(size: string, unit: SizeUnit, days: string, price: number) {
  const bytes = unit === 'GB' ? Size.fromGigabytes(Number(size)) : Size.fromMegabytes(Number(size));
  const depth = Utils.getDepthForSize(bytes);
  const amount = Utils.getAmountForDuration(Duration.fromDays(Number(days)), price, 5);
  return {
    depth: String(depth),
    amount: `${amount.toLocaleString('en')} PLUR`,
    cost: `${Utils.getStampCost(depth, amount).toSignificantDigits(4)} xBZZ`,
    capacity: Size.fromBytes(Utils.getStampEffectiveBytes(depth)).toFormattedString(),
  };
}

/** The outputs the form shows, once its amount is `expected`'s (the calculation is asynchronous). */
async function shownOutputs(form: Locator, expected: Record<string, string>) {
  await form.locator('[data-calculator="amount"]').filter({hasText: expected.amount}).waitFor();
  return Object.fromEntries(
    await Promise.all(Object.keys(expected).map(async (key) => [key, await form.locator(`[data-calculator="${key}"]`).textContent()])),
  );
}

async function calculate(page: Page, size: string, unit: SizeUnit, days: string) {
  const form = page.locator('form.storage-calculator');
  await form.getByLabel('Size').fill(size);
  await form.getByLabel('Unit').selectOption(unit);
  await form.getByLabel('Duration in days').fill(days);
  await form.getByRole('button', {name: 'Calculate'}).click();
  return form;
}

describe('Storage calculator', () => {
  const served = useServedBuild(BUILD_DIR);
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  test('the page shows the result for the prefilled values in its HTML, before any input and without bee-js', async () => {
    const expected = expectedOutputs('5', 'GB', '30', DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock);
    for (const javaScriptEnabled of [false, true]) {
      const reader = await served.browser.newContext({javaScriptEnabled});
      const readerPage = await reader.newPage();
      const beeJsFiles: string[] = [];
      readerPage.on('request', (request) => {
        if (/\/run-samples\/bee-js-/.test(request.url())) beeJsFiles.push(request.url());
      });
      await readerPage.goto(served.site.url('docs/storage/'));
      if (javaScriptEnabled) await hydrated(readerPage);
      const form = readerPage.locator('form.storage-calculator');
      assert.deepEqual(await shownOutputs(form, expected), expected, `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`);
      assert.match(
        (await form.locator('[data-calculator-price]').textContent()) ?? '',
        /^\d{1,3}(,\d{3})+$/,
        'the price line separates thousands too',
      );
      assert.deepEqual(beeJsFiles, [], 'bee-js is not loaded for it');
      await reader.close();
    }
  });

  test('outputs equal what Utils give in Node.js for three inputs, the first being the page example', async () => {
    context = await served.browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const beeJsFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/run-samples\/bee-js-/.test(request.url())) beeJsFiles.push(request.url());
    });
    await open(page, served.site.url('docs/storage/'));
    assert.deepEqual(beeJsFiles, [], 'bee-js is not in the first load');
    for (const [size, unit, days] of [
      ['5', 'GB', '30'],
      ['200', 'MB', '7'],
      ['1.5', 'GB', '365'],
    ] as const) {
      const form = await calculate(page, size, unit, days);
      const expected = expectedOutputs(size, unit, days, DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock);
      assert.deepEqual(await shownOutputs(form, expected), expected, `${size} ${unit} for ${days} days`);
    }
    const pageExample = await calculate(page, '5', 'GB', '30');
    await pageExample.locator('[data-calculator="cost"]').filter({hasText: '5.2183 xBZZ'}).waitFor();
    assert.equal(
      await pageExample.locator('[data-calculator="amount"]').textContent(),
      '12,441,600,001 PLUR',
      "the page's Output, separated",
    );
  });

  test('negative, empty and huge inputs get a clear message and no exception', async () => {
    for (const [size, days, message] of [
      ['-5', '30', 'The size must be more than 0.'],
      ['', '30', 'Enter the size.'],
      ['5', '', 'Enter the duration in days.'],
      ['1000000000', '30', 'That is more than the largest batch bee-js plans for'],
      ['5', '99999999', 'The duration must be at most 36525 days'],
    ]) {
      const form = await calculate(page, size!, 'GB', days!);
      await form.locator('.storage-calculator__problem').filter({hasText: message!}).waitFor();
      assert.equal(await form.locator('dl').count(), 0);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The rows of the plot table with this caption, cell by cell. */
function plotRows(form: Locator, caption: string): Promise<string[][]> {
  return form
    .locator('table', {has: form.page().locator('caption', {hasText: caption})})
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
}

describe('Storage calculator plots', () => {
  const served = useServedBuild(BUILD_DIR);

  test("plot what the calculator computes, as tables equal to bee-js's Utils, and follow the reader's typing", async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    const firstLoadScripts: string[] = [];
    const collectScripts = async (response: Response) => {
      if (response.url().endsWith('.js')) firstLoadScripts.push(await response.text());
    };
    page.on('response', collectScripts);
    await open(page, served.site.url('docs/storage/'));
    page.off('response', collectScripts);
    assert.ok(firstLoadScripts.length > 0);
    assert.ok(!firstLoadScripts.some((script) => script.includes('against duration')), 'the plots are not in the first load');

    const form = await calculate(page, '5', 'GB', '30');
    await form.locator('table caption', {hasText: 'Theoretical and effective capacity by depth'}).waitFor({state: 'attached'});
    const depths = [18, 19, 20, 21, 22, 23, 24, 25];
    assert.deepEqual(
      await plotRows(form, 'Theoretical and effective capacity by depth'),
      depths.map((depth) => [
        String(depth),
        Size.fromBytes(Utils.getStampTheoreticalBytes(depth)).toFormattedString(),
        Size.fromBytes(Utils.getStampEffectiveBytes(depth)).toFormattedString(),
      ]),
    );
    const price = DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock;
    const cost = (days: number, depth: number) =>
      Utils.getStampCost(depth, Utils.getAmountForDuration(Duration.fromDays(days), price, 5)).toSignificantDigits(4);
    assert.deepEqual(
      await plotRows(form, 'Cost of this size against duration'),
      [7, 30, 90, 180, 365, 730].map((days) => [String(days), cost(days, 22)]),
    );
    // Each cost bar shows its value above it and its duration below it.
    assert.deepEqual(
      await form.locator('figure', {hasText: 'against duration'}).locator('svg text').allTextContents(),
      [7, 30, 90, 180, 365, 730].flatMap((days) => [cost(days, 22), `${days} d`]),
    );

    // Typing alone (no Calculate) redraws both plots for the new size and duration.
    await form.getByLabel('Size').fill('200');
    await form.getByLabel('Unit').selectOption('MB');
    await form.getByLabel('Duration in days').fill('45');
    const depth = Utils.getDepthForSize(Size.fromMegabytes(200));
    await form.locator('table tbody tr', {hasText: /^45/}).waitFor({state: 'attached'});
    assert.deepEqual(
      await plotRows(form, 'Cost of this size against duration'),
      [7, 30, 45, 90, 180, 365, 730].map((days) => [String(days), cost(days, depth)]),
    );
    assert.equal((await plotRows(form, 'Theoretical and effective capacity by depth'))[0]![0], String(Math.max(17, depth - 4)));

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      const {violations} = await axeOn(page).include('form.storage-calculator').analyze();
      assert.deepEqual(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        [],
        theme,
      );
    }
    await context.close();
  });
});

describe("Storage calculator, the reader's node's price", {skip: requireOrSkip(!contractAvailable() && CONTRACT_MISSING)}, () => {
  const served = useServedBuild(BUILD_DIR);

  test("Use my node's price takes getChainState's price from the node, and says so when no node answers", async () => {
    const bee = await startStandInBee();
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await open(page, served.site.url('docs/storage/'));
      const form = await calculate(page, '5', 'GB', '30');
      const atDefault = expectedOutputs('5', 'GB', '30', DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock);
      assert.deepEqual(await shownOutputs(form, atDefault), atDefault);

      const nodePrice = (await (await fetch(`${bee.url}/chainstate`)).json()) as {currentPrice: string};
      const atNodePrice = expectedOutputs('5', 'GB', '30', Number(nodePrice.currentPrice));
      assert.notEqual(atNodePrice.amount, atDefault.amount, "the stand-in's price differs from the default figure");
      const askedBefore = bee.requests.length;
      await form.getByLabel("Your node's URL").fill(bee.url);
      await form.getByRole('button', {name: "Use my node's price"}).click();
      assert.deepEqual(await shownOutputs(form, atNodePrice), atNodePrice);
      assert.equal(
        await form.locator('.storage-calculator__price').textContent(),
        `Price per chunk per block: ${Number(nodePrice.currentPrice).toLocaleString('en')} PLUR (from ${bee.url}).`,
      );
      assert.ok(
        bee.requests.slice(askedBefore).some((request) => request.method === 'GET' && request.path === '/chainstate'),
        'the page asked the node',
      );
      assert.deepEqual(bee.violations, []);

      const unreachable = `http://127.0.0.1:${await closedPort()}`;
      await form.getByLabel("Your node's URL").fill(unreachable);
      await form.getByRole('button', {name: "Use my node's price"}).click();
      const problem = form.locator('.storage-calculator__problem').filter({hasText: `No price from ${unreachable}`});
      await problem.waitFor();
      assert.match((await problem.textContent()) ?? '', /--cors-allowed-origins/);
      assert.deepEqual(await shownOutputs(form, atNodePrice), atNodePrice, 'the price from the node stays');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
      await bee.close();
    }
  });
});
