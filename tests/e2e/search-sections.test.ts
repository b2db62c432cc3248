/**
 * The modal's first hit lands on the section that answers and shows it in words (issue 55): it links to the
 * section's anchor, names the section under its snippet, and the snippet is a sentence holding a query word. No
 * snippet runs words of separate elements together, and a superscript reads as a power.
 */
import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {readsAsProse} from '../../src/search/highlight';
import {BUILD_DIR, hydrated, useServedBuild} from './harness';
import {hitPaths, searchAnswered} from './search-helpers';

/** Questions and the section that answers each, with its heading as the page shows it. */
const LANDINGS = [
  {query: 'upload a folder', section: '/docs/websites/#upload-a-folder-from-disk', heading: 'Upload a folder from disk'},
  {query: 'CORS error', section: '/docs/browser/#let-the-node-answer-your-origin-cors', heading: 'Let the node answer your origin (CORS)'},
];

/** Words of a sentence at least: a snippet of fewer is a fragment. */
const SENTENCE_WORDS = 6;

type ShownHit = {title: string; path: string};

async function shownHits(page: Page): Promise<ShownHit[]> {
  return page.locator('.DocSearch-Hit').evaluateAll((hits) =>
    hits.map((hit) => ({
      title: hit.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
      path: hit.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
    })),
  );
}

/** Words of separate elements run together: a closing bracket with a letter or digit right after it ("(not supported)lightfull"). */
const GLUED = /[)\]][\p{L}\p{N}]/u;

describe('search hits land on their sections', () => {
  let context: BrowserContext;
  let page: Page;
  const served = useServedBuild(BUILD_DIR);
  beforeEach(async () => {
    await context?.close();
    context = await served.browser.newContext({viewport: {width: 1280, height: 900}});
    page = await context.newPage();
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
  });

  for (const {query, section, heading} of LANDINGS) {
    test(`"${query}" opens ${section}, names the section and shows a sentence`, async () => {
      await searchAnswered(page, query);
      assert.equal((await hitPaths(page, served.site.origin))[0], section);
      const [first] = await shownHits(page);
      assert.ok(first!.path.includes(heading), `the hit names its section: "${first!.path}"`);
      const words = first!.title.replace(/…/g, ' ').trim().split(/\s+/);
      assert.ok(words.length >= SENTENCE_WORDS && readsAsProse(words), `a sentence, not a fragment: "${first!.title}"`);
      const queryWords = query
        .toLowerCase()
        .split(' ')
        .filter((word) => word.length > 2);
      assert.ok(
        queryWords.some((word) => first!.title.toLowerCase().includes(word)),
        `the sentence holds a query word: "${first!.title}"`,
      );
    });
  }

  test('no snippet runs the words of separate elements together, and 2^depth keeps its power', async () => {
    // The node-mode badges of every guide's requirements, and the superscripts of the storage guide.
    for (const query of ['node mode ultra-light light full', 'batch stamps depth chunks', 'upload a folder', 'CORS error']) {
      await searchAnswered(page, query);
      for (const hit of await shownHits(page)) {
        assert.doesNotMatch(`${hit.title} ${hit.path}`, GLUED, `"${query}": ${hit.title} | ${hit.path}`);
        assert.doesNotMatch(hit.title, /\b2depth\b/, `"${query}": ${hit.title}`);
      }
    }
    await searchAnswered(page, 'batch can stamp depth chunks');
    const titles = (await shownHits(page)).map((hit) => hit.title).join(' | ');
    assert.match(titles, /2\^depth/, titles);
  });
});
