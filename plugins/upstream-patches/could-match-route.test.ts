import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {couldMatchRoute} from './source-patches.cjs';

/** path-to-regexp as React Router resolves it: the compiler whose matches couldMatchRoute must never turn down. */
const pathToRegexp = createRequire(require.resolve('react-router/package.json'))('path-to-regexp') as (
  path: string,
  keys: unknown[],
  options: {end: boolean; strict: boolean; sensitive: boolean},
) => RegExp;

const PATHS = [
  '',
  '/',
  '*',
  '/docs/',
  '/docs',
  '/docs/storage/',
  '/docs/api/classes/Bee/',
  '/Docs/Storage/',
  '/blog/tags/:tag/',
  '/docs/:id?',
  '/docs/:id*',
  '/docs/*',
  '/files/:name.:ext?',
  '/a/(b|c)/',
  '/blog/page/:page(\\d+)/',
  '/a\\:b/',
  '/ünï/',
  '/search/',
];
const PATHNAMES = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/DOCS/storage/',
  '/docs/storage',
  '/docs/storage/',
  '/docs/storage/x',
  '/docs/storagex/',
  '/docs/api/classes/Bee/',
  '/docs/api/classes/bee/',
  '/blog/tags/release/',
  '/docs/x.y',
  '/files/a.txt',
  '/files/a',
  '/a/b/',
  '/a:b/',
  '/ünï/',
  '/ÜNÏ/',
  '/blog/page/2/',
  '/search',
  '/other/',
];
const OPTIONS = [false, true].flatMap((end) =>
  [false, true].flatMap((strict) => [false, true].map((sensitive) => ({end, strict, sensitive}))),
);

/** The pairs a route's compiled pattern matches that `check` turns down: none may exist. */
function turnedDownMatches(check: typeof couldMatchRoute): string[] {
  const wrong: string[] = [];
  for (const path of PATHS)
    for (const options of OPTIONS)
      for (const pathname of PATHNAMES) {
        if (pathToRegexp(path, [], options).test(pathname) && !check(pathname, path, options.sensitive)) {
          wrong.push(`${JSON.stringify(path)} ${JSON.stringify(options)} ${JSON.stringify(pathname)}`);
        }
      }
  return wrong;
}

test('no pathname that a route pattern matches is turned down, whatever the match options', () => {
  assert.deepEqual(turnedDownMatches(couldMatchRoute), []);
});

test('the comparison above catches a route check that forgets the optional trailing slash', () => {
  const keepsTrailingSlash: typeof couldMatchRoute = (pathname, path) =>
    typeof path !== 'string' || pathname.startsWith(path.split(':')[0]!);
  assert.ok(turnedDownMatches(keepsTrailingSlash).length > 0);
});

test('a page path skips the routes of other pages, with or without parameters, before compiling them', () => {
  assert.equal(couldMatchRoute('/docs/storage/', '/docs/api/classes/Bee/', false), false);
  assert.equal(couldMatchRoute('/docs/storage/', '/blog/tags/:tag/', false), false);
  assert.equal(couldMatchRoute('/docs/storage/', '/docs/storage/', false), true);
  assert.equal(couldMatchRoute('/docs/storage/', '/docs/', false), true);
  assert.equal(couldMatchRoute('/DOCS/STORAGE/', '/docs/storage/', true), false);
});
