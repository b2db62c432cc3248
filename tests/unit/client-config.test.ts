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
