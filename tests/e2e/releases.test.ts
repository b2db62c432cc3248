/**
 * The release-note posts are built and filed under their year in the blog sidebar, and the compatibility page
 * shows the facts of the installed bee-js: both in the pages' HTML, read from the build's files.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readBeeJsPackage} from '../../bee-js-package';
import {builtPage} from './harness';

/** Release-note post route -> the year the blog sidebar must file it under. */
const RELEASE_POSTS: Record<string, string> = {
  'blog/bee-js-9/': '2025',
  'blog/bee-js-10/': '2025',
  'blog/bee-js-11/': '2026',
  'blog/bee-js-12/': '2026',
};

describe('release notes and compatibility', () => {
  for (const [route, year] of Object.entries(RELEASE_POSTS)) {
    test(`/${route} is built and filed under ${year} in the blog sidebar`, () => {
      const $ = builtPage(route);
      const yearGroup = $('nav[aria-label="Blog recent posts navigation"] [role="group"]').filter(
        (_, group) => $(group).find('h3').text() === year,
      );
      assert.equal(yearGroup.find(`a[href="/${route}"]`).length, 1, `${route} not under ${year}`);
    });
  }

  test('/compatibility/ shows the facts of the installed bee-js', () => {
    const facts = readBeeJsPackage();
    const $ = builtPage('compatibility/');
    const rows = $('article table')
      .first()
      .find('tr')
      .map((_, row) =>
        $(row)
          .find('th, td')
          .map((_, cell) => $(cell).text())
          .get()
          .join('\t'),
      )
      .get();
    const table = rows.join('\n');
    assert.match(table, new RegExp(`bee-js documented here\\s+${facts.version.replaceAll('.', '\\.')}`));
    assert.ok(table.includes(facts.supportedBeeVersionExact), 'exact Bee version missing');
    assert.ok(table.includes(facts.supportedBeeApiVersion), 'Bee API version missing');
    const nodeRow = rows.find((row) => row.startsWith('Node.js')) ?? '';
    assert.ok(nodeRow.includes(facts.nodeRange ?? process.versions.node), `Node.js row: ${nodeRow}`);
  });
});
