import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import * as packageUtilsCommon from '@docusaurus/utils-common';
import leanBundlePlugin, {DROP_INS} from '.';
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
