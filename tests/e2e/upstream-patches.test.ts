import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {MAIN_CHUNK_FILE} from '../../plugins/upstream-patches/plugin';
import {BUILD_DIR, ROOT_AND_SUBPATH_BUILDS, launchChromium, serveStatic, useServedBuild, type StaticSite} from './harness';

/** True while every line of every code block is still the `token-line` element React rendered. */
const codeBlocksKeepTheirLines = (page: Page) =>
  page.$$eval('pre.prism-code > code', (codes) =>
    codes.every((code) => code.children.length > 0 && Array.from(code.children).every((line) => line.classList.contains('token-line'))),
  );

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('code blocks drawn at build time (plugins/twoslash), in a browser without Prism (plugins/upstream-patches)', () => {
  let site: StaticSite;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  before(async () => {
    site = await serveStatic(BUILD_DIR);
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test('TypeScript and Bash blocks are tokenised, hydrate without errors, and keep their lines', async () => {
    for (const path of ['', 'docs/getting-started/']) {
      await page.goto(site.url(path), {waitUntil: 'networkidle'});
      await nextFrames(page);
      assert.ok((await page.locator('pre.language-ts .token.keyword').count()) > 0, `${path}: TypeScript keywords`);
      assert.ok((await page.locator('pre.language-bash .token.function').count()) > 0, `${path}: Bash commands`);
      assert.ok(await codeBlocksKeepTheirLines(page), `${path}: code blocks keep React's lines`);
    }
    assert.deepEqual(errors, []);
  });
});

/**
 * Pieces of Prism in every build that bundles it: its core's language class pattern, and a variable name of the Bash
 * grammar that the swizzled loader (src/theme/prism-include-languages.ts) adds for the build only.
 */
const PRISM_PIECES = ['lang(?:uage)?-', 'BASHOPTS'];

test('no script of the build carries Prism or a Prism language', () => {
  const scripts = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'));
  assert.ok(scripts.length > 10, `${BUILD_DIR} holds ${scripts.length} scripts`);
  const withPrism = scripts.filter((file) => {
    const text = readFileSync(path.join(BUILD_DIR, file), 'utf8');
    return PRISM_PIECES.some((piece) => text.includes(piece));
  });
  assert.deepEqual(withPrism, []);
});

/** The scripts a page's HTML starts after its first paint (plugins/upstream-patches/ssg-template.ts), in order. */
const startedScripts = (html: string): string[] => JSON.parse(/\((\["[^\]]*\])\);?\s*<\/script>\s*<\/body>/.exec(html)?.[1] ?? '[]');

describe("a page's route chunks start from its HTML (plugins/upstream-patches/route-chunks.ts)", () => {
  for (const build of ROOT_AND_SUBPATH_BUILDS) {
    describe(build.name, () => {
      const served = useServedBuild(build.dir, build.prefix);
      for (const route of ['', 'docs/storage/', 'docs/api/classes/Bee/', 'blog/']) {
        test(`/${route}: main.js finds the page's chunks loaded, and the page requests no other script before it hydrates`, async () => {
          const page = await served.browser.newPage();
          try {
            const requested = new Set<string>();
            page.on('request', (request) => {
              if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
            });
            const response = await page.goto(served.site.url(route));
            const started = startedScripts((await response?.text()) ?? '');
            await page.locator('html[data-has-hydrated="true"]').waitFor();
            const requestedBeforeHydration = [...requested];
            // runtime~main, the route's chunks, main.js last.
            assert.ok(started.length > 2, `/${route} starts ${started.join(', ')}`);
            assert.match(started.at(-1)!.slice(build.prefix.length), MAIN_CHUNK_FILE);
            assert.ok(
              started.every((script) => script.startsWith(build.prefix)),
              started.join(', '),
            );
            assert.deepEqual(requestedBeforeHydration.sort(), [...started].sort());
          } finally {
            await page.close();
          }
        });
      }
    });
  }
});

/** Elements holding a tab set's code lines (InstallTabs: `install-npm`, ...) that leave the document. */
const recordRemovedInstallLines = () => {
  const removed: string[] = [];
  (window as unknown as {removedInstallLines: string[]}).removedInstallLines = removed;
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
      if (node instanceof Element && (node.matches('[id^="install-"]') || node.querySelector('[id^="install-"]')))
        removed.push(node.outerHTML.slice(0, 80));
    }
  }).observe(document, {childList: true, subtree: true});
};

describe('tab sets stay as the server rendered them (tabs-no-remount in plugins/upstream-patches/ledger.ts)', () => {
  const served = useServedBuild();
  test("/docs/getting-started/: a tab set's code blocks keep the server's lines, and the page fetches no copy of itself", async () => {
    const page = await served.browser.newPage();
    try {
      await page.addInitScript(recordRemovedInstallLines);
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch' && !/\.(js|json)$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
      });
      await page.goto(served.site.url('docs/getting-started/'), {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await nextFrames(page);
      assert.ok((await page.locator('code#install-npm .token-line').count()) > 0, 'the npm tab shows its lines');
      // Islands read the server's HTML only while hydrating: a tab set remounted after that drops these elements
      // and fetches the page's index.html to fill them again.
      assert.deepEqual(await page.evaluate(() => (window as unknown as {removedInstallLines: string[]}).removedInstallLines), []);
      assert.deepEqual(fetched, []);
    } finally {
      await page.close();
    }
  });
});
