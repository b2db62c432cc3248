/**
 * The llms-txt plugin's output in real builds, at the root and under a Swarm-style sub-path: every link in
 * llms.txt answers, every doc page has its Markdown twin, and llms-full.txt follows the sidebar.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {BUILD_DIR, ROOT_AND_SUBPATH_BUILDS, serveStatic, type StaticSite, useServedBuild} from './harness';
import {docPageFolders} from '../../scripts/lib/site-pages';

for (const build of ROOT_AND_SUBPATH_BUILDS) {
  describe(`llms.txt in the ${build.name}`, () => {
    let site: StaticSite;
    before(async () => {
      site = await serveStatic(build.dir, build.prefix);
    });
    after(() => site?.close());

    test('every link in llms.txt answers 200 with markdown or text', async () => {
      const llmsTxtUrl = site.url('llms.txt');
      const text = await (await fetch(llmsTxtUrl)).text();
      const links = [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]!, llmsTxtUrl).href);
      assert.ok(links.length >= 4, `expected guide, API and extra links, found ${links.length}`);
      for (const link of links) {
        const response = await fetch(link);
        assert.equal(response.status, 200, link);
        assert.match(response.headers.get('content-type') ?? '', /^text\/(markdown|plain)/, link);
      }
    });

    test('every doc page has an index.md twin that starts with a heading', () => {
      const folders = docPageFolders(build.dir);
      assert.ok(folders.includes('docs/getting-started/'), `doc pages found: ${folders.join(', ')}`);
      const missing = folders.filter((folder) => !existsSync(path.join(build.dir, folder, 'index.md')));
      assert.deepEqual(missing, []);
      for (const folder of folders) {
        assert.match(readFileSync(path.join(build.dir, folder, 'index.md'), 'utf8'), /^# \S/, folder);
      }
    });

    test("twins write out the site's components instead of dropping them or leaving their tags", () => {
      const outsideCode = (folder: string) =>
        readFileSync(path.join(build.dir, folder, 'index.md'), 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
      const leftTags = docPageFolders(build.dir).filter((folder) => /^\s*<\/?[A-Z]/m.test(outsideCode(folder)));
      assert.deepEqual(leftTags, []);
      assert.match(outsideCode('docs/getting-started/'), /^> \*\*Requirements\*\*\n>\n> - Node mode: light, full/m);
      const methodRows = outsideCode('docs/overview/').match(/^\| \[`\w+`\]\(/gm) ?? [];
      assert.ok(methodRows.length >= 100, `cheat-sheet rows in the overview twin: ${methodRows.length}`);
    });

    test('links in the twins point inside this build', () => {
      const twin = readFileSync(path.join(build.dir, 'docs', 'getting-started', 'index.md'), 'utf8');
      const sitePaths = [...twin.matchAll(/\]\((\/[^)#\s]*)/g)].map((match) => match[1]!);
      for (const sitePath of sitePaths) assert.ok(sitePath.startsWith(build.prefix), sitePath);
    });
  });
}

describe('llms-full.txt', () => {
  const served = useServedBuild(BUILD_DIR);

  test('holds the guides in the order of the docs sidebar', async () => {
    const page = await served.browser.newPage();
    await page.goto(served.site.url('docs/'));
    // Before hydration a collapsible category links to its first page (for crawlers); after it, to "#".
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Category togglers are links to "#"; only links to pages count.
    const sidebarPaths = await page
      .locator('.theme-doc-sidebar-menu a.menu__link[href^="/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const full = readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    const fullPaths = [...full.matchAll(/^Page: (\S+)$/gm)].map((match) => `/${match[1]}`);
    // Sidebar links to guides, in sidebar order; collapsed categories may not render their links at all.
    const guideLinks = sidebarPaths.filter((pathname) => fullPaths.includes(pathname));
    assert.ok(guideLinks.length >= 2, `sidebar guide links found: ${sidebarPaths.join(', ')}`);
    assert.deepEqual(
      fullPaths.filter((pathname) => guideLinks.includes(pathname)),
      guideLinks,
    );
    assert.ok(!fullPaths.some((pathname) => pathname.startsWith('/docs/api/')), 'API pages belong in the digest');
  });

  test('the API digest lists the Bee class and the other kinds', () => {
    const digest = readFileSync(path.join(BUILD_DIR, 'llms-api.txt'), 'utf8');
    for (const heading of ['## Bee', '## Classes', '## Interfaces', '## Variables']) {
      assert.ok(digest.includes(`\n${heading}\n`), heading);
    }
    assert.match(digest, /`bee\.uploadFilesFromDirectory\(/);
  });
});
