import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {THEME_SEARCH_BAR} from './plugin';

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
