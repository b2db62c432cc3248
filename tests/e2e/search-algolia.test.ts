import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import type {BrowserContext, Page, Request, Route} from 'playwright-core';
import {SEARCH_INDEX_PATH} from '../../src/search/search-index';
import {hydrated, ROOT, useServedBuild} from './harness';
import {ALGOLIA_TEST_ENV, hitPaths, preconnectHosts, searchAnswered} from './search-helpers';

const ALGOLIA_BUILD_DIR = join(ROOT, 'build-algolia');
const ALGOLIA_HOSTS = ['https://*.algolia.net/**', 'https://*.algolianet.com/**'];
const APP_ID = ALGOLIA_TEST_ENV.DOCSEARCH_APP_ID;

type QueriesBody = {requests: Record<string, unknown>[]};

function answer(route: Route, query: string) {
  const hit = {
    objectID: 'getting-started-0',
    url: 'https://bee-js.ethswarm.org/docs/getting-started/#create-a-client',
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'Guides', lvl1: 'Getting started', lvl2: 'Create a client', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Guides', matchLevel: 'none', matchedWords: []},
        lvl1: {value: 'Getting started', matchLevel: 'none', matchedWords: []},
        lvl2: {value: 'Create a <mark>client</mark>', matchLevel: 'full', matchedWords: ['client']},
      },
    },
    _snippetResult: {},
  };
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: [
        {
          hits: [hit],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query,
          params: '',
          index: ALGOLIA_TEST_ENV.DOCSEARCH_INDEX_NAME,
          queryID: 'q1',
        },
      ],
    }),
  });
}

describe('search with hosted DocSearch (Algolia)', () => {
  let context: BrowserContext;
  let page: Page;
  let tried: Request[];

  const served = useServedBuild(ALGOLIA_BUILD_DIR);
  beforeEach(async () => {
    await context?.close();
    context = await served.browser.newContext({viewport: {width: 1280, height: 900}});
    tried = [];
    context.on('request', (request) => {
      if (/algolia(net)?\.(net|com)/.test(new URL(request.url()).hostname)) tried.push(request);
    });
    page = await context.newPage();
  });

  async function routeAlgolia(handler: (route: Route) => Promise<void>) {
    for (const pattern of ALGOLIA_HOSTS) await context.route(pattern, handler);
  }

  test('queries follow spec section 7: body fields, credentials as query parameters', async () => {
    await routeAlgolia((route) => answer(route, 'client'));
    await page.goto(served.site.url('docs/getting-started/'));
    await hydrated(page);
    await searchAnswered(page, 'client');
    const request = tried.at(-1)!;
    const url = new URL(request.url());
    assert.equal(url.pathname, '/1/indexes/*/queries');
    assert.equal(request.method(), 'POST');
    assert.equal(url.searchParams.get('x-algolia-application-id'), APP_ID);
    assert.equal(url.searchParams.get('x-algolia-api-key'), ALGOLIA_TEST_ENV.DOCSEARCH_API_KEY);
    assert.match(url.searchParams.get('x-algolia-agent') ?? '', /docusaurus \(3\.10\.2\)/);
    const body = request.postDataJSON() as QueriesBody;
    assert.equal(body.requests.length, 1);
    const sent = body.requests[0]!;
    assert.equal(sent.query, 'client');
    assert.equal(sent.indexName, ALGOLIA_TEST_ENV.DOCSEARCH_INDEX_NAME);
    assert.deepEqual(sent.attributesToRetrieve, [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ]);
    assert.ok((sent.attributesToSnippet as string[]).includes('content:10'));
    assert.equal(sent.snippetEllipsisText, '…');
    assert.equal(sent.highlightPreTag, '<mark>');
    assert.equal(sent.highlightPostTag, '</mark>');
    assert.equal(sent.hitsPerPage, 20);
    assert.equal(sent.clickAnalytics, false);
    const filters = JSON.stringify(sent.facetFilters);
    assert.match(filters, /"language:en"/);
    assert.match(filters, /"docusaurus_tag:default"/);
    assert.match(filters, /"docusaurus_tag:docs-default-current"/);
    assert.deepEqual(await hitPaths(page, served.site.origin), ['/docs/getting-started/#create-a-client']);
    assert.equal(await page.locator('.DocSearch-Logo').isVisible(), true, 'Algolia is credited');
  });

  test('snippets are 5 words long at 768 px and narrower', async () => {
    await routeAlgolia((route) => answer(route, 'client'));
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
    await searchAnswered(page, 'client');
    const sent = (tried.at(-1)!.postDataJSON() as QueriesBody).requests[0]!;
    assert.ok((sent.attributesToSnippet as string[]).includes('content:5'));
  });

  test('a failing host is retried on the next one', async () => {
    await routeAlgolia((route) =>
      new URL(route.request().url()).hostname === `${APP_ID.toLowerCase()}-dsn.algolia.net`
        ? route.abort('connectionrefused')
        : answer(route, 'client'),
    );
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
    await searchAnswered(page, 'client');
    const hosts = tried.map((request) => new URL(request.url()).hostname);
    assert.equal(hosts[0], `${APP_ID.toLowerCase()}-dsn.algolia.net`);
    assert.ok(hosts.length >= 2, `tried ${hosts.join(', ')}`);
    assert.notEqual(hosts[1], hosts[0]);
    assert.deepEqual(await hitPaths(page, served.site.origin), ['/docs/getting-started/#create-a-client']);
  });

  test('all hosts failing gives the error state', async () => {
    await routeAlgolia((route) => route.abort('internetdisconnected'));
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
    await searchAnswered(page, 'client');
    const screen = page.locator('.search-error-screen');
    assert.equal(await screen.locator('.DocSearch-Title').innerText(), 'Unable to fetch results');
    assert.equal(await screen.locator('.DocSearch-Help').innerText(), 'You might want to check your network connection.');
    assert.ok(new Set(tried.map((request) => new URL(request.url()).hostname)).size >= 4, 'every host was tried');
  });

  test('pages hint a connection to the DocSearch host of the configured application', async () => {
    await routeAlgolia((route) => answer(route, 'client'));
    await page.goto(served.site.url('docs/'));
    await hydrated(page);
    const host = `${APP_ID.toLowerCase()}-dsn.algolia.net`;
    assert.deepEqual(await preconnectHosts(page), {served: [host], hydrated: [host]});
  });

  test('no local index is built or loaded', async () => {
    await routeAlgolia((route) => answer(route, 'client'));
    const local: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_INDEX_PATH)) local.push(request.url());
    });
    await page.goto(served.site.url('docs/'), {waitUntil: 'networkidle'});
    await searchAnswered(page, 'client');
    assert.deepEqual(local, []);
    const response = await page.request.get(served.site.url(SEARCH_INDEX_PATH));
    assert.equal(response.status(), 404);
  });
});
