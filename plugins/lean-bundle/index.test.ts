import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import * as packageUtilsCommon from '@docusaurus/utils-common';
import leanBundlePlugin, {DOCS_VERSION_PROPS, DROP_INS} from '.';
import {stripDocDescriptions} from './strip-doc-descriptions.cjs';
import * as dropInUtilsCommon from './utils-common';

test('the plugin aliases exactly the three modules, to existing modules, in both bundles', () => {
  const configure = leanBundlePlugin().configureWebpack as (config: object, isServer: boolean) => {resolve: {alias: object}};
  for (const isServer of [false, true]) assert.equal(configure({}, isServer).resolve.alias, DROP_INS);
  const [prism, utilsCommon, prefetchPath, ...others] = Object.keys(DROP_INS);
  assert.deepEqual([prism, utilsCommon, others], ['prism-react-renderer$', '@docusaurus/utils-common$', []]);
  // The prefetch helper is aliased by file path: it must still exist where this Docusaurus version keeps it.
  assert.match(prefetchPath!, /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/);
  for (const file of [prefetchPath!, ...Object.values(DROP_INS)]) assert.ok(existsSync(file), file);
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

test('version props lose the docs\' descriptions and nothing else; other props pass through unchanged', () => {
  const version = {
    pluginId: 'default',
    docsSidebars: {guides: [{type: 'link', href: '/docs/', label: 'Introduction', docId: 'introduction'}]},
    docs: {introduction: {id: 'introduction', title: 'Introduction', description: 'What bee-js is.', sidebar: 'guides'}},
  };
  const stripped = JSON.parse(stripDocDescriptions(JSON.stringify({version})));
  assert.deepEqual(stripped, {version: {...version, docs: {introduction: {id: 'introduction', title: 'Introduction', sidebar: 'guides'}}}});
  const tagProps = JSON.stringify({tag: {label: 'Storage', description: 'Kept.'}});
  assert.equal(stripDocDescriptions(tagProps), tagProps);
});

test('the loader applies to version and tag props of any docs plugin, at the root and under a sub-path, only', () => {
  const generated = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/';
  for (const file of ['docs-7fc.json', 'bzz-abab-docs-7f1.json', 'docs-tags-storage-c67.json']) assert.match(generated + file, DOCS_VERSION_PROPS, file);
  for (const file of ['/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-bd9.json', '/site/.docusaurus/globalData.json']) {
    assert.doesNotMatch(file, DOCS_VERSION_PROPS, file);
  }
});
