/**
 * "Examples in the guides" on the API pages (plugins/samples/guide-examples.ts, filled in as the pages compile):
 * the Bee page lists examples under uploadFile, whose links reach their code blocks; each member's section links
 * each guide section that has samples using it, once, a member no sample uses saying so; and the sections are in
 * the pages' HTML but in none of their JavaScript.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {readSampleCatalogue} from '../../plugins/samples/catalogue';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';
import {EXAMPLES_TITLE, guideUsesOf, MAX_LISTED_SAMPLES, NO_EXAMPLES} from '../../plugins/samples/guide-examples';
import {assertServerOnly, hydrated, ROOT, useBrowserSite, waitedFor} from './harness';

const BEE_PAGE = 'docs/api/classes/Bee/';
/** An API page without static bodies, whose examples section is an island of its own. */
const INTERFACE_PAGE = 'docs/api/interfaces/UploadOptions/';
const SECTIONS = '.api-examples';

type MemberSection = {anchor: string; member: string; links: {href: string; text: string}[]; sentence: string | null};

/** Every member of the page (an h3 heading) with what its examples section holds, read from the document. */
function memberSections(page: Page): Promise<MemberSection[]> {
  return page.evaluate((selector) => {
    const headings = Array.from(document.querySelectorAll('article .markdown > h3'));
    return headings.map((heading) => {
      let examples: Element | null = null;
      for (let node = heading.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) {
        examples ??= node.matches(selector) ? node : node.querySelector(selector);
      }
      const after = examples?.nextElementSibling ?? null;
      return {
        anchor: heading.id,
        // The heading's text as TypeDoc writes it: `uploadFile()`, `signer?`, `Constructor`.
        member: (heading.textContent ?? '')
          .replace(/\u200b/g, '')
          .replace(/[()?]/g, '')
          .trim(),
        links: after?.tagName === 'UL' ? Array.from(after.querySelectorAll('a'), (a) => ({href: a.href, text: a.textContent ?? ''})) : [],
        sentence: after?.tagName === 'P' ? (after.textContent ?? '') : null,
      };
    });
  }, SECTIONS);
}

describe('Examples in the guides on the API pages', () => {
  const session = useBrowserSite();
  const catalogueRead = readSampleCatalogue(ROOT, siteMarkdownFiles(ROOT));

  test("the Bee page lists examples under uploadFile, and each link's page has the block it names", async () => {
    const {page} = session;
    await page.goto(session.site.url(BEE_PAGE));
    const uploadFile = (await memberSections(page)).find(({anchor}) => anchor === 'uploadfile');
    assert.ok(uploadFile, 'no uploadFile section');
    assert.ok(uploadFile.links.length > 0, `no examples under uploadFile: ${JSON.stringify(uploadFile)}`);
    for (const {href} of uploadFile.links) {
      const url = new URL(href);
      assert.match(url.hash, /^#twoslash-[0-9a-f]{8}-\d+$/, href);
      const html = await (await page.request.get(url.href)).text();
      // The built HTML is minified: an attribute value without special characters has no quotes.
      assert.ok(new RegExp(`<code id="?${url.hash.slice(1)}[" ]`).test(html), `${url.pathname} has no block ${url.hash}`);
    }
  });

  test('every member of the Bee page has one section, listing the samples that use it or saying that none does', async () => {
    const catalogue = await catalogueRead;
    const {page} = session;
    await page.goto(session.site.url(BEE_PAGE));
    const sections = await memberSections(page);
    assert.ok(sections.length > 100, `only ${sections.length} members`);
    const unused = sections.filter(({sentence}) => sentence === NO_EXAMPLES);
    assert.ok(unused.length > 0, 'no member says that no sample uses it');
    for (const {member, links, sentence} of sections) {
      const symbol = `Bee.${member === 'Constructor' ? 'constructor' : member}`;
      const uses = guideUsesOf(catalogue, {symbol, members: false});
      const sections = new Set(uses.map(({file, heading, page}) => `${file}#${heading ?? page}`)).size;
      // Past the limit, one link per guide.
      const listed = sections > MAX_LISTED_SAMPLES ? new Set(uses.map(({file}) => file)).size : sections;
      assert.equal(links.length, listed, `${symbol}: ${links.length} links for ${uses.length} uses in ${sections} sections`);
      assert.equal(sentence === NO_EXAMPLES, uses.length === 0, `${symbol}: ${sentence}`);
    }
  });

  test('a link under uploadFile opens the guide at its block', async () => {
    const {page} = session;
    await page.goto(session.site.url(`${BEE_PAGE}#uploadfile`));
    await hydrated(page);
    const link = page.locator(`article h3#uploadfile ~ .api-island ${SECTIONS} + ul a`).first();
    const target = new URL((await link.getAttribute('href'))!, page.url());
    await link.click();
    await page.waitForURL(target.href);
    // In view and not under the fixed navbar: the block is what the reader sees at its top left.
    await waitedFor(
      'the block to scroll into view',
      page.waitForFunction((id) => {
        const block = document.getElementById(id);
        const box = block?.getBoundingClientRect();
        return box !== undefined && box.top < window.innerHeight && block!.contains(document.elementFromPoint(box.left + 4, box.top + 4));
      }, target.hash.slice(1)),
    );
  });

  test('a page without static bodies has its section in the HTML, kept through hydration, and in none of its JavaScript', async () => {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      await assertServerOnly(page, session.site.url(INTERFACE_PAGE), {inHtml: [EXAMPLES_TITLE], inNoScript: [EXAMPLES_TITLE]});
      await hydrated(page);
      const links = page.locator(`article ${SECTIONS} + ul a`);
      assert.ok((await links.count()) > 0, 'the section lost its links on hydration');
      assert.match((await links.first().getAttribute('href'))!, /#twoslash-/);
    } finally {
      await context.close();
    }
  });
});
