/**
 * Shared browser-test plumbing: a static server that behaves like the production hosts (GitHub Pages, a
 * Swarm gateway) and a Chromium launched from the system, since browser downloads do not work here.
 */
import {createServer, type Server} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';
import {createServer as createTcpServer, type AddressInfo} from 'node:net';
import assert from 'node:assert/strict';
import {after, before} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';
import {chromium, errors, type Browser, type Page, type Response} from 'playwright-core';

export const ROOT = join(import.meta.dirname, '..', '..');
export const BUILD_DIR = join(ROOT, 'build');
/** Built by tests/run.ts with BASE_URL=SUBPATH_PREFIX (the way a Swarm gateway serves a site) and the /e2e/ fixtures. */
export const SUBPATH_BUILD_DIR = join(ROOT, 'build-subpath');
export const SUBPATH_PREFIX = `/bzz/${'ab'.repeat(32)}/`;
export const SITE_TITLE = 'bee-js Documentation';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

export type StaticSite = {origin: string; url: (path?: string) => string; close: () => Promise<void>};

/**
 * Serves `dir` under `prefix`. Directories get their index.html; a directory requested without its trailing
 * slash is redirected (as GitHub Pages does); anything else missing gets 404.html with status 404.
 */
export async function serveStatic(dir: string, prefix = '/'): Promise<StaticSite> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir} has no index.html: build the site first (npm run build).`);
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const send = (status: number, file: string) => {
      const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      // Compressed like GitHub Pages and gateways do, so that Lighthouse measures realistic transfer sizes.
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '') && /text|json|xml|svg|wasm/.test(contentType);
      res.writeHead(status, {'content-type': contentType, ...(gzip && {'content-encoding': 'gzip', vary: 'accept-encoding'})});
      res.end(gzip ? gzipSync(readFileSync(file)) : readFileSync(file));
    };
    if (!pathname.startsWith(prefix)) return send(404, join(dir, '404.html'));
    const relative = normalize(pathname.slice(prefix.length)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, relative);
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, {location: `${pathname}/${url.search}`});
        return res.end();
      }
      if (existsSync(join(file, 'index.html'))) return send(200, join(file, 'index.html'));
    } else if (existsSync(file)) {
      return send(200, file);
    }
    send(404, join(dir, '404.html'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = '') => `${origin}${prefix}${path.replace(/^\//, '')}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // close() alone waits for every open connection, and a browser may hold one open mid-request for as
        // long as it likes: a CI run once hung here until its time limit.
        server.closeAllConnections();
      }),
  };
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string =>
    Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it with "sudo apt-get install -y chromium", ` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/**
 * How long a browser test waits for each kind of condition, sized for a small, loaded machine running browser
 * test files side by side (on a quiet one, each takes a fraction of it). Waits fail with what they waited for: Playwright
 * names the locator and its state, `waitForCondition` the description it is given.
 */
export const WAIT = {
  /** An element reaching a state once the page's own scripts ran: the default of every action and locator wait. */
  element: 15_000,
  /** A navigation to a page of the served build, up to the load state asked for: the default of every navigation. */
  pageLoad: 30_000,
  /**
   * What loads and runs code on first use: the editor's TypeScript worker checking a sample, a sample running in
   * its worker, the search engine reading its index. Passed where a test waits for one of these.
   */
  lazyCode: 45_000,
} as const;

/**
 * Chromium, whose every context (those of `newPage` too) waits by WAIT's defaults instead of Playwright's flat
 * 30 seconds for everything.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true});
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT.element);
    context.setDefaultNavigationTimeout(WAIT.pageLoad);
    return context;
  };
  return browser;
}

/**
 * Awaits a wait of Playwright's and, when it times out, fails naming `what` it waited for: for `waitForFunction`
 * and `waitForResponse`, whose own message names only the timeout. `await waitedFor('the run to end', page.waitForFunction(…))`.
 */
export async function waitedFor<T>(what: string, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    throw new Error(`Waited for ${what}, in vain: ${error.message.split('\n')[0]}`, {cause: error});
  }
}

/** A served build and a Chromium browser; tests open their own pages or contexts. */
export type ServedBuild = {site: StaticSite; browser: Browser};
export type BrowserSite = ServedBuild & {page: Page};

/** The production build and the Swarm-style sub-path build, for tests that must pass under both. */
export const ROOT_AND_SUBPATH_BUILDS = [
  {name: 'root build', dir: BUILD_DIR, prefix: '/'},
  {name: 'sub-path build', dir: SUBPATH_BUILD_DIR, prefix: SUBPATH_PREFIX},
];

/**
 * A served build and a browser for the tests of the enclosing `describe`: started before its first test, closed
 * after its last. Its fields are set by the `before` hook, so read them inside tests and later hooks.
 */
export function useServedBuild(dir = BUILD_DIR, prefix = '/'): ServedBuild {
  const served = {} as ServedBuild;
  before(async () => {
    served.site = await serveStatic(dir, prefix);
    served.browser = await launchChromium();
  });
  after(
    async () => {
      await served.browser?.close();
      await served.site?.close();
    },
    {timeout: 60_000},
  );
  return served;
}

/** `useServedBuild` with one page opened on the browser. */
export function useBrowserSite(dir = BUILD_DIR, prefix = '/'): BrowserSite {
  const session = useServedBuild(dir, prefix) as BrowserSite;
  before(async () => {
    session.page = await session.browser.newPage();
  });
  return session;
}

/**
 * Waits until React has hydrated the page (Docusaurus then sets <html data-has-hydrated>): from then on its
 * keyboard shortcuts and the search bar answer. Cheaper than waiting for the network to go quiet, which adds half
 * a second after the last prefetch.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/**
 * Loads `url` and checks it answers 200 with the title "<title> | <site title>". The title is read after the
 * network is idle, when the client has re-rendered the head.
 */
export async function assertPageTitle(page: Page, url: string, title: string): Promise<void> {
  const response = await page.goto(url, {waitUntil: 'networkidle'});
  assert.equal(response?.status(), 200, url);
  assert.equal(await page.title(), `${title} | ${SITE_TITLE}`);
}

/**
 * The requests `page` makes from now on to origins other than `origin`, filled in as they happen: the site hosts
 * everything it loads, so that it works offline and tells no other site who reads it.
 */
export function requestsElsewhere(page: Page, origin: string): string[] {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  return elsewhere;
}

/**
 * Loads `url` until the network is idle and checks content only the server renders: the HTML it sent holds each
 * of `inHtml`, and no script the page loaded meanwhile holds any of `inNoScript`. Scripts fetched later
 * (prefetches of linked pages) are not the page's own, and would be read after their page closes.
 */
export async function assertServerOnly(
  page: Page,
  url: string,
  {inHtml, inNoScript}: {inHtml: string[]; inNoScript: string[]},
): Promise<void> {
  const scripts: Promise<string>[] = [];
  const collectScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', collectScript);
  const response = await page.goto(url, {waitUntil: 'networkidle'}).finally(() => page.off('response', collectScript));
  const html = await response!.text();
  for (const text of inHtml) assert.ok(html.includes(text), `the server HTML lacks "${text}"`);
  const bodies = await Promise.all(scripts);
  assert.ok(bodies.length > 0, 'no scripts loaded');
  for (const text of inNoScript) assert.ok(!bodies.some((body) => body.includes(text)), `a script carries "${text}"`);
}

/**
 * A built page's HTML as the server sends it, parsed, for what the page holds before any script runs: read from
 * the build's files, with no server and no browser. `route` is relative to the base URL (`docs/getting-started/`).
 */
export function builtPage(route: string, dir = BUILD_DIR): CheerioAPI {
  const file = join(dir, route, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build).`);
  return load(readFileSync(file, 'utf8'));
}

/** A local port nothing listens on: a node URL that cannot answer. */
export async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
