import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import siteConfig from '../../docusaurus.config';

const ROOT = path.join(import.meta.dirname, '..', '..');

// Docusaurus writes the site config with JSON.stringify into the bundle every page loads (functions drop out).
const shippedToBrowsers = (config: object) => JSON.stringify(config);

test('the site config shipped to browsers holds no plugin options with paths of the build machine', () => {
  assert.doesNotMatch(shippedToBrowsers(siteConfig), new RegExp(ROOT.replace(/[/\\.]/g, '\\$&')));
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
