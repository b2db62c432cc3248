import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import searchPlugin, {THEME_SEARCH_BAR} from './plugin';

// plugin.ts gives the theme's bar its own `@docusaurus/Head`, which drops preconnect hints: that holds only while
// the bar renders its preconnect hint through that import.
test("the installed theme's bar renders its preconnect hint, and only that, in @docusaurus/Head", () => {
  const bar = readFileSync(THEME_SEARCH_BAR, 'utf8');
  assert.match(bar, /^import Head from '@docusaurus\/Head';$/m);
  const heads = [...bar.matchAll(/<Head>([^]*?)<\/Head>/g)].map(([, children]) => children!.replace(/\{\/\*[^]*?\*\/\}/g, '').trim());
  assert.equal(heads.length, 1);
  assert.match(
    heads[0]!,
    /^<link\s+rel="preconnect"\s+href=\{`https:\/\/\$\{props\.appId\}-dsn\.algolia\.net`\}\s+crossOrigin="anonymous"\s*\/>$/,
  );
});

// The local build swaps the bar's Head by alias, which Docusaurus's cache version does not see: a build for the
// other backend must not reuse modules resolved for this one (the Algolia build lost its preconnect hint that way).
test('the local and the Algolia backend keep bundler caches of their own', () => {
  const versionFor = (backend: 'local' | 'algolia') => {
    const context = {
      siteConfig: {customFields: {docsearchBackend: backend}},
      currentBundler: {instance: {NormalModuleReplacementPlugin: class {}, DefinePlugin: class {}}},
    } as unknown as LoadContext;
    const base = {experiments: {cache: {type: 'persistent', version: 'docusaurus-3.10.2'}}};
    const configure = searchPlugin(context).configureWebpack as unknown as (config: typeof base) => typeof base;
    return configure(base).experiments.cache.version;
  };
  assert.notEqual(versionFor('local'), versionFor('algolia'));
  assert.match(versionFor('local'), /^docusaurus-3\.10\.2-/);
});
