import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import siteConfig from '../../docusaurus.config';
import {apiReferenceTypedocOptions} from '../../plugins/api-reference/typedoc-options';
import {readBeeJsPackage} from '../../bee-js-package';

const ROOT = path.join(import.meta.dirname, '..', '..');

// Docusaurus writes the site config with JSON.stringify into the bundle every page loads (functions drop out).
const shippedToBrowsers = (config: object) => JSON.stringify(config);

test('the site config shipped to browsers holds no plugin options with paths of the build machine', () => {
  assert.doesNotMatch(shippedToBrowsers(siteConfig), new RegExp(ROOT.replace(/[/\\.]/g, '\\$&')));
});

test('the check above notices TypeDoc options given as a [name, options] plugin entry', () => {
  const withOptions = {...siteConfig, plugins: [['docusaurus-plugin-typedoc', apiReferenceTypedocOptions(readBeeJsPackage())]]};
  assert.match(shippedToBrowsers(withOptions), new RegExp(ROOT.replace(/[/\\.]/g, '\\$&')));
});

/** Plugin and preset options that reach the browser bundle: anything but a bare module name or an empty slot. */
function shippedPluginOptions(config: typeof siteConfig): unknown[] {
  const shipped = JSON.parse(shippedToBrowsers({plugins: config.plugins, presets: config.presets})) as {
    plugins: unknown[];
    presets: unknown[];
  };
  const classic = shipped.presets.find(
    (preset): preset is [string, {docs?: {rehypePlugins?: unknown[]}}] => Array.isArray(preset) && preset[0] === 'classic',
  );
  return [
    ...shipped.plugins.filter((plugin) => plugin !== null && plugin !== false && typeof plugin !== 'string'),
    ...(classic?.[1].docs?.rehypePlugins ?? []).filter((plugin) => plugin !== null),
  ];
}

test('options only the build reads stay out of the config shipped to browsers', () => {
  assert.deepEqual(shippedPluginOptions(siteConfig), []);
});

test('the check above notices a plugin given with its options', () => {
  const withOptions = {...siteConfig, plugins: [...siteConfig.plugins!, ['./plugins/llms-txt/index.ts', {summary: 'text'}]]};
  assert.deepEqual(shippedPluginOptions(withOptions as typeof siteConfig), [['./plugins/llms-txt/index.ts', {summary: 'text'}]]);
});
