import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {assertPageTitle, SITE_TITLE, useBrowserSite} from './harness';

/** Route -> expected <title> prefix. */
const ROUTES: Record<string, string> = {
  '': 'Home',
  'docs/': 'Introduction',
  'docs/getting-started/': 'Getting started',
  'docs/api/': 'API reference',
  'blog/': 'Blog',
  'search/': 'Search the documentation',
};

describe('routes', () => {
  const session = useBrowserSite();

  for (const [route, title] of Object.entries(ROUTES)) {
    test(`/${route} answers 200 with title "${title} | ${SITE_TITLE}"`, async () => {
      await assertPageTitle(session.page, session.site.url(route), title);
    });
  }

  test('an unknown path gets the not-found page with status 404', async () => {
    const response = await session.page.goto(session.site.url('docs/no-such-page/'));
    assert.equal(response?.status(), 404);
    await session.page.getByRole('heading', {name: 'Page Not Found'}).waitFor();
  });

  for (const suffix of ['index.html', '.html']) {
    test(`a path ending in ${suffix} renders the page it names`, async () => {
      const path = suffix === 'index.html' ? 'docs/getting-started/index.html' : 'docs/getting-started.html';
      await session.page.goto(session.site.url(path));
      await session.page.getByRole('heading', {level: 1, name: 'Getting started'}).waitFor();
    });
  }
});
