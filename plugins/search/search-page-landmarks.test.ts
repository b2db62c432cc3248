import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {THEME_SEARCH_PAGE} from './plugin';
import {landmarkSearchPage, REPLACEMENTS} from './search-page-landmarks.cjs';

const upstream = readFileSync(THEME_SEARCH_PAGE, 'utf8');

test("the installed search page gets one <main> around all of it and a name for each result's breadcrumbs", () => {
  const changed = landmarkSearchPage(upstream);
  assert.equal(changed.match(/<main\b/g)?.length, 1);
  assert.match(changed, /<Layout>[^]*?<main className="container margin-vert--lg">[^]*<\/main>\n {4}<\/Layout>/);
  assert.match(changed, /<nav aria-label=\{`Location of result \$\{i \+ 1\}`\}>/);
  assert.doesNotMatch(changed, /aria-label="breadcrumbs"/);
});

test('the build fails once a replaced piece is missing from the search page or found twice', () => {
  for (const [find] of REPLACEMENTS) {
    assert.throws(() => landmarkSearchPage(upstream.replace(find, '')), /0 times, not once/, find);
    assert.throws(() => landmarkSearchPage(upstream.replace(find, `${find}${find}`)), /2 times, not once/, find);
  }
});
