import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isDeepStrictEqual} from 'node:util';
import {themes} from 'prism-react-renderer';
import siteConfig from '../../docusaurus.config';

type PrismConfig = {theme?: unknown; darkTheme?: unknown};

/** The CodeBlock patch in plugins/upstream-patches/source-patches.cjs keeps the server's code colours after hydration, which is right only with one theme. */
const usesOneCodeTheme = ({theme, darkTheme}: PrismConfig) => darkTheme === undefined || isDeepStrictEqual(theme, darkTheme);

test('code blocks use the same Prism theme in light and dark mode', () => {
  const {prism} = siteConfig.themeConfig as {prism: PrismConfig};
  assert.ok(usesOneCodeTheme(prism), 'the CodeBlock patch drops the remount that applies a second theme');
});

test('the check above notices a separate dark-mode theme', () => {
  assert.equal(usesOneCodeTheme({theme: themes.vsDark, darkTheme: themes.github}), false);
});
