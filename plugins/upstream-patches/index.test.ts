import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as packageUtilsCommon from '@docusaurus/utils-common';
import upstreamPatchesPlugin, {COMPILE_HINT, DOCS_VERSION_PROPS, DOCUSAURUS_CLIENT_MODULE, DROP_INS} from '.';
import {PATCHES, patchSource} from './source-patches.cjs';
import {stripVersionDocs} from './strip-version-docs.cjs';
import * as dropInUtilsCommon from './client/utils-common';

/** Records the options of the plugins the upstream-patches plugin asks the bundler for. */
class RecordedBannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; test: RegExp; stage: number}) {}
}
const OPTIMIZE_SIZE_STAGE = 400;
type BundlerConfig = {resolve: {alias: object}; plugins: RecordedBannerPlugin[]; module: {parser: {javascript: {exportsPresence: string}}}};
const configure = (isServer: boolean) =>
  (upstreamPatchesPlugin().configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => BundlerConfig)(
    {},
    isServer,
    {
      currentBundler: {
        name: 'rspack',
        instance: {BannerPlugin: RecordedBannerPlugin, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: OPTIMIZE_SIZE_STAGE}},
      },
    },
  );

test('the plugin aliases exactly its drop-ins, to existing modules, in both bundles', () => {
  for (const isServer of [false, true]) {
    assert.equal(configure(isServer).resolve.alias, DROP_INS);
    // A drop-in missing an export the site imports fails the build instead of leaving undefined at run time.
    assert.equal(configure(isServer).module.parser.javascript.exportsPresence, 'error');
  }
  assert.deepEqual(Object.keys(DROP_INS), ['prism-react-renderer$', '@docusaurus/utils-common$', DOCUSAURUS_CLIENT_MODULE]);
  // A module imported by relative path is aliased by file path: it must still be where this version keeps it.
  assert.match(DOCUSAURUS_CLIENT_MODULE, /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/);
  for (const file of Object.entries(DROP_INS)
    .flat()
    .filter((entry) => path.isAbsolute(entry)))
    assert.ok(existsSync(file), file);
});

/** The installed modules the patches are written for, as the bundler resolves them. */
const PATCHED_MODULES = [
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
  path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js'),
  path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'browserContext.js'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme', 'Tabs', 'index.js'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme', 'CodeBlock', 'index.js'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme', 'SearchBar', 'index.js'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme', 'SearchPage', 'index.js'),
];

test('each source patch replaces one unique piece of its installed module, and fails once that piece is gone', () => {
  for (const patch of PATCHES) assert.equal(PATCHED_MODULES.filter((file) => patch.module.test(file)).length, 1, String(patch.module));
  for (const file of PATCHED_MODULES) {
    const upstream = readFileSync(file, 'utf8');
    const patches = PATCHES.filter((patch) => patch.module.test(file));
    assert.ok(patches.length > 0, file);
    let expected = upstream;
    for (const {find, replace} of patches) {
      assert.equal(upstream.split(find).length, 2, `${file} has "${find}" more or less than once`);
      expected = expected.replace(find, replace);
      assert.throws(() => patchSource(file, upstream.replace(find, '')), /no longer contains/, file);
    }
    assert.equal(patchSource(file, upstream), expected, file);
  }
  assert.doesNotMatch(patchSource(PATCHED_MODULES[0]!, readFileSync(PATCHED_MODULES[0]!, 'utf8')), /localeCompare/);
  assert.match(
    patchSource(PATCHED_MODULES[2]!, readFileSync(PATCHED_MODULES[2]!, 'utf8')),
    /startTransition\(\(\) => setIsBrowser\(true\)\)/,
  );
  assert.match(patchSource(PATCHED_MODULES[3]!, readFileSync(PATCHED_MODULES[3]!, 'utf8')), /startTransition\(\(\) => setWindowSize\(/);
  for (const remountedOnHydration of PATCHED_MODULES.slice(4, 6)) {
    assert.doesNotMatch(patchSource(remountedOnHydration, readFileSync(remountedOnHydration, 'utf8')), /isBrowser/);
  }
  assert.throws(() => patchSource('/x/node_modules/react/index.js', ''), /no patch for/);
});

test('only main.js of the client bundle gets the compile hint, as is, after minification', () => {
  assert.deepEqual(configure(true).plugins, []);
  const [banner, ...others] = configure(false).plugins;
  assert.equal(others.length, 0);
  assert.ok(banner instanceof RecordedBannerPlugin);
  assert.deepEqual(
    {...banner.options, test: undefined},
    {banner: COMPILE_HINT, raw: true, test: undefined, stage: OPTIMIZE_SIZE_STAGE + 1},
  );
  assert.match('assets/js/main.78917781.js', banner.options.test);
  for (const other of ['assets/js/runtime~main.3f10d890.js', 'assets/js/8785.41782c91.js', 'assets/js/main.78917781.js.map']) {
    assert.doesNotMatch(other, banner.options.test, other);
  }
});

const exportsOf = (module: object) =>
  Object.fromEntries(Object.entries(module).filter(([name]) => name !== 'default' && name !== '__esModule'));

test('the utils-common drop-in exports the same names and values as the package', () => {
  assert.deepEqual(Object.keys(exportsOf(dropInUtilsCommon)).sort(), Object.keys(exportsOf(packageUtilsCommon)).sort());
  for (const [name, value] of Object.entries(exportsOf(packageUtilsCommon))) {
    const dropIn = (dropInUtilsCommon as Record<string, unknown>)[name];
    if (typeof value === 'function') assert.equal((dropIn as () => unknown).toString(), value.toString(), name);
    else assert.equal(dropIn, value, name);
  }
});

test('the export comparison above notices a missing export', () => {
  const {getErrorCausalChain: _, ...incomplete} = exportsOf(dropInUtilsCommon);
  assert.notDeepEqual(Object.keys(incomplete).sort(), Object.keys(exportsOf(packageUtilsCommon)).sort());
});

test('version props lose their docs map and nothing else; other props pass through unchanged', () => {
  const version = {
    pluginId: 'default',
    docsSidebars: {guides: [{type: 'link', href: '/docs/', label: 'Introduction', docId: 'introduction'}]},
    docs: {introduction: {id: 'introduction', title: 'Introduction', description: 'What bee-js is.', sidebar: 'guides'}},
  };
  const stripped = JSON.parse(stripVersionDocs(JSON.stringify({version})));
  assert.deepEqual(stripped, {version: {...version, docs: {}}});
  const tagProps = JSON.stringify({tag: {label: 'Storage', description: 'Kept.'}});
  assert.equal(stripVersionDocs(tagProps), tagProps);
});

test('the loader applies to version and tag props of any docs plugin, at the root and under a sub-path, only', () => {
  const generated = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/';
  for (const file of ['docs-7fc.json', 'bzz-abab-docs-7f1.json', 'docs-tags-storage-c67.json'])
    assert.match(generated + file, DOCS_VERSION_PROPS, file);
  for (const file of ['/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-bd9.json', '/site/.docusaurus/globalData.json']) {
    assert.doesNotMatch(file, DOCS_VERSION_PROPS, file);
  }
});
