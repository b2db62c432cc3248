import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import * as packageUtilsCommon from '@docusaurus/utils-common';
import upstreamPatches from './index';
import {PATCH_IDS, PATCH_LEDGER, type PatchId} from './ledger';
import upstreamPatchesPlugin, {
  COMPILE_HINT,
  DOCS_VERSION_PROPS,
  DOCUSAURUS_CLIENT_MODULE,
  CLIENT_DROP_INS,
  DROP_INS,
  GENERATED_SITE_CONFIG,
  LOADERS,
  THEME_PRISM_LANGUAGES_MODULE,
} from './plugin';
import {PATCHES, patchSource, patchesOn} from './source-patches.cjs';
import {stripVersionDocs} from './strip-version-docs.cjs';
import {SERVER_ONLY_FIELDS, stripServerConfig} from './strip-server-config.cjs';
import * as dropInUtilsCommon from './client/utils-common';

/** Records the options of the plugins the upstream-patches plugin asks the bundler for. */
class RecordedBannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; test: RegExp; stage: number}) {}
}
const OPTIMIZE_SIZE_STAGE = 400;
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
  )({mode, experiments: {cache: CACHE}}, isServer, {
    currentBundler: {
      name: 'rspack',
      instance: {BannerPlugin: RecordedBannerPlugin, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: OPTIMIZE_SIZE_STAGE}},
    },
  });

const modulesOf = (dropIns: typeof DROP_INS) => Object.fromEntries(Object.entries(dropIns).map(([request, {module}]) => [request, module]));

test('the plugin aliases exactly its drop-ins, to existing modules: the server bundle keeps prism-react-renderer', () => {
  assert.deepEqual(configure(true).resolve.alias, modulesOf(DROP_INS));
  assert.deepEqual(configure(false).resolve.alias, {...modulesOf(DROP_INS), ...modulesOf(CLIENT_DROP_INS)});
  for (const isServer of [false, true]) {
    // A drop-in missing an export the site imports fails the build instead of leaving undefined at run time.
    assert.equal(configure(isServer).module.parser.javascript.exportsPresence, 'error');
  }
  assert.deepEqual(Object.keys(DROP_INS), ['@docusaurus/utils-common$', DOCUSAURUS_CLIENT_MODULE]);
  assert.deepEqual(Object.keys(CLIENT_DROP_INS), ['prism-react-renderer$', THEME_PRISM_LANGUAGES_MODULE]);
  assert.match(readFileSync(THEME_PRISM_LANGUAGES_MODULE, 'utf8'), /prismIncludeLanguages\(Prism\)/);
  // A module imported by relative path is aliased by file path: it must still be where this version keeps it.
  assert.match(DOCUSAURUS_CLIENT_MODULE, /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/);
  for (const file of Object.entries({...modulesOf(DROP_INS), ...modulesOf(CLIENT_DROP_INS)})
    .flat()
    .filter((entry) => path.isAbsolute(entry)))
    assert.ok(existsSync(file), file);
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
    () => upstreamPatches({off: ['compile-hint', 'no-such-patch']}),
    new RegExp(`no patch "no-such-patch"; known: ${PATCH_IDS.join(', ')}\\.`),
  );
  assert.doesNotThrow(() => upstreamPatches({off: ['compile-hint']}));
});

test('a build with patches off keeps a bundler cache of its own; the full build keeps the cache as Docusaurus made it', () => {
  assert.equal(configure(false, 'production').experiments, undefined);
  assert.equal(
    configure(false, 'production', ['compile-hint', 'idle-prefetch']).experiments?.cache.version,
    `${CACHE.version}-upstream-patches-off-compile-hint+idle-prefetch`,
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

/** The installed modules the patches are written for, as the bundler resolves them. */
const BROWSER_CONTEXT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'browserContext.js');
const WINDOW_SIZE = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js');
const TABS = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme', 'Tabs', 'index.js');
const CODE_BLOCK = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme', 'CodeBlock', 'index.js');
const COMPONENT_CREATOR = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'exports',
  'ComponentCreator.js',
);
const PATCHED_MODULES = [BROWSER_CONTEXT, WINDOW_SIZE, TABS, CODE_BLOCK, COMPONENT_CREATOR];
const patched = (file: string, off: PatchId[] = []) => patchSource(file, readFileSync(file, 'utf8'), off);

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
  assert.match(patched(BROWSER_CONTEXT), /startTransition\(\(\) => setIsBrowser\(true\)\)/);
  assert.match(patched(WINDOW_SIZE), /startTransition\(\(\) => setWindowSize\(/);
  for (const remountedOnHydration of [TABS, CODE_BLOCK]) assert.doesNotMatch(patched(remountedOnHydration), /isBrowser/);
  // The route components are made on demand: nothing but the lazy wrapper runs when the route table is built.
  assert.match(
    patched(COMPONENT_CREATOR),
    /export default function ComponentCreator\(path, hash\) \{\n(?:(?!Loadable(?:\.Map)?\(\{)[^])*?\n\}\nfunction createLoadable\(path, hash\) \{\n *\/\/ 404 page/,
  );
  assert.throws(() => patchSource('/x/node_modules/react/index.js', ''), /no patch for/);
});

test('the loader leaves out the patches that are off, and only those', () => {
  assert.match(patched(WINDOW_SIZE, ['tabs-no-remount']), /startTransition\(\(\) => setWindowSize\(/);
  // With all its patches off a module is not the loader's (the wiring test checks the rule), and it says so.
  assert.throws(() => patched(CODE_BLOCK, ['code-block-no-remount']), /no patch for/);
});

test('only main.js of the client bundle gets the compile hint, as is, after minification', () => {
  assert.deepEqual(configure(true).plugins, []);
  assert.deepEqual(configure(true, 'production').plugins, []);
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

test("the production client build, and only it, extends the client manifest in Docusaurus's generated files", () => {
  const [routeChunks, banner, ...others] = configure(false, 'production').plugins as [{apply: (compiler: object) => void}, object];
  assert.equal(others.length, 0);
  assert.ok(banner instanceof RecordedBannerPlugin);
  const tapped: string[] = [];
  routeChunks.apply({hooks: {afterEmit: {tap: (name: string) => tapped.push(name)}}});
  assert.deepEqual(tapped, ['route-chunks']);
  assert.equal(configure(false, 'development').plugins.length, 1);
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
