import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import * as packageUtilsCommon from '@docusaurus/utils-common';
import upstreamPatches from './index';
import {PATCH_IDS, PATCH_LEDGER, type PatchId} from './ledger';
import upstreamPatchesPlugin, {DOCS_VERSION_PROPS, CLIENT_DROP_INS, DROP_INS, GENERATED_SITE_CONFIG, LOADERS} from './plugin';
import {PATCHES, patchSource, patchesOn} from './source-patches.cjs';
import {stripVersionDocs} from './strip-version-docs.cjs';
import {SERVER_ONLY_FIELDS, stripServerConfig} from './strip-server-config.cjs';
import * as dropInUtilsCommon from './client/utils-common';

type Rule = {test: RegExp | RegExp[]; use: (string | {loader: string; options: {off: string[]}})[]};
type BundlerConfig = {
  resolve: {alias: Record<string, string>};
  plugins: object[];
  module: {parser: {javascript: {exportsPresence: string}}; rules: Rule[]};
  experiments?: {cache: {version: string}};
};
const GENERATED_FILES_DIR = '/site/.docusaurus';
const CACHE = {type: 'persistent', version: 'client-production-en-3.10.2-abc'};
const configure = (isServer: boolean, mode = 'development', off: PatchId[] = []) =>
  (
    upstreamPatchesPlugin({generatedFilesDir: GENERATED_FILES_DIR} as LoadContext, off).configureWebpack as unknown as (
      config: object,
      isServer: boolean,
      utils: object,
    ) => BundlerConfig
  )({mode, experiments: {cache: CACHE}}, isServer, {});

test('each drop-in stands in for a module the installed packages still have; only the production client loses Prism', () => {
  for (const [request, {module}] of Object.entries({...DROP_INS, ...CLIENT_DROP_INS})) {
    // A module imported by relative path is aliased by its file path, which must still be where this version keeps it.
    const replaced = path.isAbsolute(request) ? request : require.resolve(request.replace(/\$$/, ''));
    assert.ok(existsSync(replaced), replaced);
    assert.ok(existsSync(module), module);
  }
  assert.equal(configure(false, 'production').resolve.alias['prism-react-renderer$'], CLIENT_DROP_INS['prism-react-renderer$']!.module);
  // The server bundle and the dev server's client draw code blocks, with the real Prism.
  for (const [isServer, mode] of [
    [true, 'production'],
    [false, 'development'],
  ] as const) {
    assert.equal(configure(isServer, mode).resolve.alias['prism-react-renderer$'], undefined, `${isServer}, ${mode}`);
  }
});

/** What a production build runs with `off`: aliases, loaders with the source patches they apply, plugins, template. */
function wiring(off: PatchId[]) {
  const client = configure(false, 'production', off);
  return JSON.stringify({
    aliases: [configure(true, 'production', off), client].map((config) => Object.keys(config.resolve.alias)),
    loaders: client.module.rules.map(({test, use: [use]}) =>
      typeof use === 'string' ? [String(test), use] : [String(test), use!.loader, patchesOn(use!.options.off).map(({find}) => find)],
    ),
    plugins: client.plugins.map((plugin) => plugin.constructor.name),
    template: upstreamPatches({off}).ssrTemplate ?? "Docusaurus's",
  });
}

test('every ledger id turns something off, and every patch in the code is under a ledger id', () => {
  const all = wiring([]);
  for (const id of PATCH_IDS) assert.notEqual(wiring([id]), all, `UPSTREAM_PATCHES_OFF=${id} changes nothing`);
  const inCode = [
    ...PATCHES.map((patch) => patch.id),
    ...[DROP_INS, CLIENT_DROP_INS].flatMap((dropIns) => Object.values(dropIns).map(({patch}) => patch)),
    ...LOADERS.map(({patch}) => patch),
  ];
  assert.deepEqual(
    inCode.filter((id) => id !== undefined && !PATCH_IDS.includes(id as PatchId)),
    [],
  );
});

test('an id that is no patch fails the build, naming the known ids', () => {
  assert.throws(
    () => upstreamPatches({off: ['idle-prefetch', 'no-such-patch']}),
    new RegExp(`no patch "no-such-patch"; known: ${PATCH_IDS.join(', ')}\\.`),
  );
  assert.doesNotThrow(() => upstreamPatches({off: ['idle-prefetch']}));
});

test('a build with patches off keeps a bundler cache of its own; the full build keeps the cache as Docusaurus made it', () => {
  assert.equal(configure(false, 'production').experiments, undefined);
  assert.equal(
    configure(false, 'production', ['strip-server-config', 'idle-prefetch']).experiments?.cache.version,
    `${CACHE.version}-upstream-patches-off-idle-prefetch+strip-server-config`,
  );
});

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;

test("each ledger entry's upstream versions are the installed ones: after an upgrade, re-check the patch, then its entry", () => {
  for (const [id, {upstream}] of Object.entries(PATCH_LEDGER)) {
    for (const [name, version] of Object.entries(upstream)) assert.equal(installedVersion(name), version, `${id}: ${name}`);
  }
});

/** The installed modules the source patches are written for, as the bundler resolves them. */
const THEME = path.dirname(require.resolve('@docusaurus/theme-classic'));
const PATCHED_MODULES = [path.join(THEME, 'theme', 'Tabs', 'index.js'), path.join(THEME, 'theme', 'CodeBlock', 'index.js')];
const patched = (file: string, off: PatchId[] = []) => patchSource(file, readFileSync(file, 'utf8'), off);

test('each source patch applies to its installed module: Tabs and CodeBlock no longer remount on hydration', () => {
  for (const patch of PATCHES) assert.equal(PATCHED_MODULES.filter((file) => patch.module.test(file)).length, 1, String(patch.module));
  // patchSource throws when a piece is missing, so an upgrade that moves one fails here and in the build.
  for (const file of PATCHED_MODULES) assert.doesNotMatch(patched(file), /isBrowser/, file);
});

test('the loader fails on a module that no longer has a piece it replaces, and on a module it has no patch for', () => {
  const [tabs] = PATCHED_MODULES;
  const withoutPiece = readFileSync(tabs!, 'utf8').replace('key={String(isBrowser)}', 'key={String(isClient)}');
  assert.throws(() => patchSource(tabs!, withoutPiece), /no longer contains " {6}key=\{String\(isBrowser\)\}>"/);
  assert.throws(() => patchSource('/x/node_modules/react/index.js', ''), /no patch for/);
});

test('the loader leaves out the patches that are off, and only those', () => {
  const [tabs, codeBlock] = PATCHED_MODULES;
  assert.doesNotMatch(patched(tabs!, ['code-block-no-remount']), /isBrowser/);
  // With all its patches off a module is not the loader's (the wiring test checks the rule), and it says so.
  assert.throws(() => patched(codeBlock!, ['code-block-no-remount']), /no patch for/);
});

test("the production client build, and only it, extends the client manifest in Docusaurus's generated files", () => {
  const [routeChunks, ...others] = configure(false, 'production').plugins as [{apply: (compiler: object) => void}];
  assert.equal(others.length, 0);
  const tapped: string[] = [];
  routeChunks.apply({hooks: {afterEmit: {tap: (name: string) => tapped.push(name)}}});
  assert.deepEqual(tapped, ['route-chunks']);
  assert.deepEqual(configure(false, 'development').plugins, []);
  assert.deepEqual(configure(true, 'production').plugins, []);
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
  assert.throws(() => stripVersionDocs(JSON.stringify({version: {pluginId: 'default', docsById: {}}})), /no longer have `version.docs`/);
});

test('the loader applies to version and tag props of any docs plugin, at the root and under a sub-path, only', () => {
  const generated = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/';
  for (const file of ['docs-7fc.json', 'bzz-abab-docs-7f1.json', 'docs-tags-storage-c67.json'])
    assert.match(generated + file, DOCS_VERSION_PROPS, file);
  for (const file of ['/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-bd9.json', '/site/.docusaurus/globalData.json']) {
    assert.doesNotMatch(file, DOCS_VERSION_PROPS, file);
  }
});

/** Browser modules of the installed Docusaurus packages and of this site. */
const BROWSER_MODULE_DIRS = [
  path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client'),
  path.dirname(require.resolve('@docusaurus/theme-common')),
  path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme'),
  path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'client'),
  path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'theme'),
  path.join(import.meta.dirname, '..', '..', 'src'),
  // Every feature's browser modules and theme components (README: Layout), and the test-only pages'.
  ...readdirSync(path.join(import.meta.dirname, '..')).flatMap((feature) =>
    ['client', 'theme'].map((folder) => path.join(import.meta.dirname, '..', feature, folder)),
  ),
  path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'site', 'client'),
];
const browserModules = () =>
  BROWSER_MODULE_DIRS.filter((dir) => existsSync(dir)).flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(js|ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(dir, file)),
  );

/** Reads of `field` from the site config: `siteConfig.field` or a destructuring of siteConfig that names it. */
const readsSiteConfigField = (source: string, field: string) =>
  new RegExp(`siteConfig\\??\\.${field}\\b|siteConfig: *\\{[^}]*\\b${field}\\b|\\{[^}]*\\b${field}\\b[^}]*\\} *= *siteConfig`).test(source);

test('no browser module reads a site config field that the loader drops', () => {
  assert.ok(readsSiteConfigField('const {title, ssrTemplate} = siteConfig;', 'ssrTemplate'), 'the scan notices a read');
  const sources = browserModules().map((file) => [file, readFileSync(file, 'utf8')] as const);
  assert.ok(
    sources.some(([, source]) => readsSiteConfigField(source, 'baseUrl')),
    'the scan sees the modules that read baseUrl',
  );
  for (const field of SERVER_ONLY_FIELDS) {
    for (const [file, source] of sources) assert.ok(!readsSiteConfigField(source, field), `${file} reads siteConfig.${field}`);
  }
});

test('the site config loses exactly the server-only fields', () => {
  const config = {title: 'Site', baseUrl: '/', future: {v4: true}, ssrTemplate: '<html></html>', presets: [['classic', {}]]};
  const module = `/* generated */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  assert.equal(
    stripServerConfig(module),
    `/* generated */\nexport default ${JSON.stringify({title: 'Site', baseUrl: '/', future: {v4: true}})};\n`,
  );
  assert.throws(() => stripServerConfig('module.exports = {};'), /no longer reads/);
  assert.match('/site/.docusaurus/docusaurus.config.mjs', GENERATED_SITE_CONFIG);
});
