/**
 * Run buttons (plugins/samples-in-browser) in Chromium against the built sites: every node-free sample on every page
 * prints exactly the Output its page shows; the fixture page's samples throw, loop (ended by Stop and by the
 * time limit) and differ from their Output; node samples ask for a node, warn before spending and explain a
 * node that does not answer; nothing of it loads before a click; keyboard and axe.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {axeOn} from './axe';
import type {Page} from 'playwright-core';
import {
  BUILD_DIR,
  closedPort,
  hydrated,
  requestsElsewhere,
  SUBPATH_BUILD_DIR,
  SUBPATH_PREFIX,
  useServedBuild,
  WAIT,
  waitedFor,
} from './harness';
import {contractAvailable, startStandInBee} from '../stand-in-bee';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';
import {normaliseOutput} from '../../src/samples/grammar';
import {RUN_ATTRIBUTES, RUN_SAMPLE_CLASS, SAMPLE_LANGUAGE_ATTRIBUTE, SAMPLE_TABS} from '../../src/samples/markup';

// The TypeScript tab's buttons, which show on a first visit; sample-tabs.test.ts runs the JavaScript tab's.
const RUN_BUTTON = `.${RUN_SAMPLE_CLASS}:not([${SAMPLE_LANGUAGE_ATTRIBUTE}]) > button[${RUN_ATTRIBUTES.sample}]`;
const NODE_FREE_BUTTON = `${RUN_BUTTON}:not([${RUN_ATTRIBUTES.kind}])`;

/** Pages of a build (paths below its base URL) whose HTML has a Run button matching `kind`. */
function pagesWithRunButtons(buildDir: string, kind: 'node-free' | 'node'): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html') && !file.startsWith('run-samples'))
    .filter((file) => {
      const buttons = readFileSync(path.join(buildDir, file), 'utf8').match(/<button data-run-sample=[^>]*>/g) ?? [];
      return buttons.some((button) => button.includes('data-run-kind=node') === (kind === 'node'));
    })
    .map((file) => (path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`))
    .sort();
}

type RunResult = {status: string; log: string; errors: string[]; mark: string | null; shownOutput: string | null};

/** The id of the panel of the `index`-th button of `selector`, once the first click has loaded the panel code. */
async function panelOf(page: Page, selector: string, index = 0): Promise<string> {
  await waitedFor(
    `the panel of Run button ${index + 1} (its code loads on the first click)`,
    page.waitForFunction(
      ({selector, index}) => document.querySelectorAll(selector)[index]?.hasAttribute('aria-controls'),
      {selector, index},
      {timeout: WAIT.lazyCode},
    ),
  );
  return (await page.locator(selector).nth(index).getAttribute('aria-controls'))!;
}

/** Clicks the `index`-th button of `selector`, waits for the run to end and reads its panel and shown Output. */
async function runAndRead(page: Page, selector: string, index: number, click = true): Promise<RunResult> {
  const button = page.locator(selector).nth(index);
  if (click) await button.click();
  const panelId = await panelOf(page, selector, index);
  await waitedFor(
    `the run of sample ${index + 1} to end (panel #${panelId})`,
    page.waitForFunction(
      (id) => {
        const text = document.querySelector(`#${id} .run-panel__status`)?.textContent ?? '';
        return text !== '' && !text.startsWith('Running');
      },
      panelId,
      {timeout: WAIT.lazyCode},
    ),
  );
  // No functions declared inside: tsx would wrap them in a helper (__name) that the page does not have.
  return page.evaluate(
    ({id, selector, index, tabs}) => {
      const panel = document.getElementById(id)!;
      const wrapper = document.querySelectorAll(selector)[index]!.parentElement!;
      // The Output block follows the sample's language tabs, which hold the sample and its buttons.
      const next = (wrapper.closest(`[${tabs}]`) ?? wrapper).nextElementSibling;
      const title = next?.querySelector('[class*="codeBlockTitle"]')?.textContent;
      return {
        status: panel.querySelector('.run-panel__status')!.textContent ?? '',
        log: Array.from(panel.querySelectorAll('.run-panel__line--log'), (line) => line.textContent ?? '').join('\n'),
        errors: Array.from(panel.querySelectorAll('.run-panel__line--error'), (line) => line.textContent ?? ''),
        mark: panel.querySelector('.run-panel__mark')?.textContent ?? null,
        // What the reader sees: the Output block under the sample, as rendered text.
        shownOutput:
          title === 'Output'
            ? Array.from(next!.querySelectorAll('pre code .token-line'), (line) => line.textContent ?? '').join('\n')
            : null,
      };
    },
    {id: panelId, selector, index, tabs: SAMPLE_TABS.container},
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await axeOn(page).include('.run-sample').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function openThemed(page: Page, url: string, theme: 'light' | 'dark') {
  const themed = new URL(url);
  themed.searchParams.set('docusaurus-theme', theme);
  await page.goto(themed.href);
  await page.locator(`html[data-has-hydrated="true"][data-theme="${theme}"]`).waitFor();
}

describe('Run buttons, root build', () => {
  const served = useServedBuild(BUILD_DIR);
  const nodeFreePages = pagesWithRunButtons(BUILD_DIR, 'node-free');

  test('the build has node-free Run buttons on guides and blog posts', () => {
    assert.ok(nodeFreePages.length >= 10, nodeFreePages.join(', '));
    assert.ok(
      nodeFreePages.some((route) => route.startsWith('blog/')),
      'a blog post has a Run button',
    );
  });

  test('no run code loads before a click; the first click loads it and nothing from other sites', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    // Sizes come from the build: the bodies of a worker's responses are not always readable through the page.
    const runFiles: Buffer[] = [];
    const elsewhere = requestsElsewhere(page, served.site.origin);
    page.on('response', (response) => {
      const {pathname} = new URL(response.url());
      if (pathname.startsWith('/run-samples/')) runFiles.push(readFileSync(path.join(BUILD_DIR, pathname)));
    });
    await page.goto(served.site.url('docs/utilities/'), {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    assert.equal(runFiles.length, 0, 'run files fetched on first load');
    await page.locator(NODE_FREE_BUTTON).first().click();
    await runAndRead(page, NODE_FREE_BUTTON, 0, false);
    assert.ok(runFiles.length >= 4, 'panel, worker, sample and bee-js');
    assert.deepEqual(elsewhere, [], 'a node-free run fetches nothing from other sites, so it works offline');
    await context.close();
  });

  test("every node-free sample on every page prints exactly the page's shown Output", {timeout: 600_000}, async (t) => {
    const page = await served.browser.newPage();
    let samples = 0;
    let compared = 0;
    const failures: string[] = [];
    for (const route of nodeFreePages) {
      await page.goto(served.site.url(route));
      await hydrated(page);
      const count = await page.locator(NODE_FREE_BUTTON).count();
      for (let index = 0; index < count; index++) {
        samples++;
        const result = await runAndRead(page, NODE_FREE_BUTTON, index);
        const where = `/${route} sample ${index + 1}`;
        if (result.errors.length > 0) failures.push(`${where}: ${result.errors.join(' / ')}`);
        if (result.shownOutput === null) continue;
        compared++;
        if (normaliseOutput(result.log) !== normaliseOutput(result.shownOutput)) {
          failures.push(`${where}: printed\n${result.log}\nbut the page shows\n${result.shownOutput}`);
        } else if (result.mark !== '✓ Same as the Output shown on this page') {
          failures.push(`${where}: same output, but the panel's mark says ${result.mark}`);
        }
      }
    }
    await page.close();
    t.diagnostic(`${samples} node-free samples on ${nodeFreePages.length} pages; ${compared} compared with their Output`);
    assert.deepEqual(failures, []);
    assert.ok(compared >= 30, `only ${compared} samples compared`);
  });

  test('a sample the browser cannot run says why instead of offering Run', async () => {
    const page = await served.browser.newPage();
    await page.goto(served.site.url('docs/client-and-errors/'), {waitUntil: 'networkidle'});
    const reasons = await page.locator('.run-sample--unavailable').allTextContents();
    await page.close();
    assert.ok(
      reasons.some((reason) => reason.includes('process.env')),
      reasons.join('\n'),
    );
  });

  test('a node sample asks for the node URL and batch ID, and a node that does not answer gets a clear error', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(served.site.url('docs/getting-started/'));
    await hydrated(page);
    await page.locator(`${RUN_BUTTON}[data-run-inputs="batchId"]`).first().click();
    const panel = page.locator(`#${await panelOf(page, `${RUN_BUTTON}[data-run-inputs="batchId"]`)}`);
    const nodeUrl = panel.getByLabel('Node URL');
    assert.equal(await nodeUrl.inputValue(), 'http://localhost:1633');
    assert.ok(await nodeUrl.evaluate((input) => input === document.activeElement), 'the form takes the focus');
    assert.match((await panel.locator('.run-panel__note').textContent()) ?? '', /--cors-allowed-origins/);
    const wrongUrl = `http://127.0.0.1:${await closedPort()}`;
    await nodeUrl.fill(wrongUrl);
    await panel.getByLabel('Postage batch ID').fill('ab'.repeat(32));
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    const result = await runAndRead(page, `${RUN_BUTTON}[data-run-inputs="batchId"]`, 0, false);
    // The sample's shown Output is the reference of its text, which a run that never reached a node cannot print.
    assert.equal(result.status, 'Ended with an error. ✗ Not the Output shown on this page');
    assert.ok(
      result.errors.some((line) => line.startsWith(`No answer from ${wrongUrl}`)),
      result.errors.join('\n'),
    );
    // The page keeps working, and the URL is remembered for the next sample.
    assert.equal(await page.evaluate(() => 1 + 1), 2);
    assert.equal(await page.evaluate(() => localStorage.getItem('run-samples:node-url')), wrongUrl);
    await context.close();
  });

  test('a sample that spends funds names the amount and runs only when confirmed', async () => {
    const page = await served.browser.newPage();
    await page.goto(served.site.url('docs/getting-started/'));
    await hydrated(page);
    await page.locator(`${RUN_BUTTON}[data-run-spends]`).first().click();
    const panel = page.locator(`#${await panelOf(page, `${RUN_BUTTON}[data-run-spends]`)}`);
    const dialog = new Promise<string>((resolve) =>
      page.once('dialog', (shown) => {
        resolve(shown.message());
        void shown.dismiss();
      }),
    );
    await panel.getByRole('button', {name: 'Run', exact: true}).click();
    assert.equal(await dialog, 'This sample spends funds from your node: buyStorage(Size.fromGigabytes(1), Duration.fromDays(7)). Run it?');
    assert.equal(await panel.locator('.run-panel__status').textContent(), '', 'declined: nothing ran');
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations with panels open, ${theme} mode`, async () => {
      const context = await served.browser.newContext();
      const page = await context.newPage();
      await openThemed(page, served.site.url('docs/utilities/'), theme);
      await runAndRead(page, NODE_FREE_BUTTON, 0);
      assert.deepEqual(await axeViolations(page), []);
      await openThemed(page, served.site.url('docs/getting-started/'), theme);
      await page.locator(`${RUN_BUTTON}[data-run-inputs]`).first().click();
      await page.locator('.run-panel__form').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  }
});

const subpathBuilt = existsSync(path.join(SUBPATH_BUILD_DIR, 'e2e', 'run-samples', 'index.html'));
const noFixtureBuild = requireOrSkip(!subpathBuilt && 'no fixture pages in build-subpath/: run `npm test e2e`, which builds them');
const noContract = requireOrSkip(!contractAvailable() && CONTRACT_MISSING);

describe('Run buttons, sub-path build with the fixture page', {skip: noFixtureBuild}, () => {
  const served = useServedBuild(SUBPATH_BUILD_DIR, SUBPATH_PREFIX);
  let page: Page;
  before(async () => {
    page = await served.browser.newPage();
    await page.goto(served.site.url('e2e/run-samples/'));
    await hydrated(page);
  });
  const fixtureButton = (id: string) => `#${id} ${RUN_BUTTON}`;

  test('a sample that throws shows its output, then the error', async () => {
    const result = await runAndRead(page, fixtureButton('throws'), 0);
    assert.equal(result.log, 'before the error');
    assert.deepEqual(result.errors, ['Uncaught RangeError: the fixture throws on purpose']);
    assert.equal(result.status, 'Ended with an error. ✗ Not the Output shown on this page');
  });

  test('output that is not the shown Output gets the ✗ mark', async () => {
    const result = await runAndRead(page, fixtureButton('differs'), 0);
    assert.equal(result.log, '2000');
    assert.equal(result.mark, '✗ Not the Output shown on this page');
  });

  test('keyboard: Enter on Run starts a looping sample, Enter on Stop ends it, the page stays responsive', async () => {
    const button = page.locator(fixtureButton('loops'));
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator('#loops .run-panel__line').first().waitFor();
    assert.equal(await page.locator('#loops .run-panel__status').textContent(), 'Running…');
    assert.equal(await page.evaluate(() => 1 + 1), 2, 'the page answers while the sample loops');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Stop');
    await page.keyboard.press('Enter');
    const result = await runAndRead(page, fixtureButton('loops'), 0, false);
    assert.equal(result.status, 'Stopped.');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Run', 'focus returns to Run');
  });

  test('a sample that floods the console shows its first lines and a note; the page keeps working', async () => {
    const result = await runAndRead(page, fixtureButton('floods'), 0);
    const lines = result.log.split('\n');
    assert.equal(lines.length, 500);
    assert.equal(lines.at(-1), '499');
    assert.deepEqual(result.errors, ['(more output was left out)']);
    assert.equal(await page.evaluate(() => 1 + 1), 2);
  });

  test('a looping sample is ended by the time limit', async () => {
    const started = Date.now();
    const result = await runAndRead(page, fixtureButton('time-limit'), 0);
    assert.equal(result.status, 'Stopped: the run took longer than 1.5 s.');
    assert.ok(Date.now() - started < 10_000);
  });

  test('a guide sample runs under the sub-path', async () => {
    const guide = await served.browser.newPage();
    await guide.goto(served.site.url('docs/utilities/'));
    await hydrated(guide);
    const result = await runAndRead(guide, NODE_FREE_BUTTON, 0);
    assert.deepEqual(result.errors, []);
    assert.equal(normaliseOutput(result.log), normaliseOutput(result.shownOutput ?? ''));
    await guide.close();
  });
});

describe('node samples against the stand-in Bee', {skip: noContract}, () => {
  const served = useServedBuild(BUILD_DIR);

  test("getting-started's upload and download sample runs from the page and prints a reference and the text", async () => {
    const bee = await startStandInBee();
    // A batch the stand-in has sold, so the upload is stamped with a usable one.
    const {batchID} = (await (await fetch(`${bee.url}/stamps/100000000/20`, {method: 'POST'})).json()) as {batchID: string};
    const page = await served.browser.newPage();
    try {
      await page.goto(served.site.url('docs/getting-started/'));
      await hydrated(page);
      const selector = `${RUN_BUTTON}[data-run-inputs="batchId"]`;
      await page.locator(selector).first().click();
      const panel = page.locator(`#${await panelOf(page, selector)}`);
      await panel.getByLabel('Node URL').fill(bee.url);
      await panel.getByLabel('Postage batch ID').fill(batchID);
      await panel.getByRole('button', {name: 'Run', exact: true}).click();
      const result = await runAndRead(page, selector, 0, false);
      assert.deepEqual(result.errors, []);
      assert.match(result.log, /^Reference: [0-9a-f]{64}\nHello, Swarm!$/);
      // The stand-in computes references as Bee does, so the run prints exactly the page's Output.
      assert.equal(normaliseOutput(result.log), normaliseOutput(result.shownOutput ?? ''));
      assert.deepEqual(bee.violations, []);
    } finally {
      await page.close();
      await bee.close();
    }
  });
});
