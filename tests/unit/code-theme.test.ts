import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isDeepStrictEqual} from 'node:util';
import {themes} from 'prism-react-renderer';
import siteConfig from '../../docusaurus.config';

type PrismConfig = {theme?: unknown; darkTheme?: unknown};

/** src/theme/CodeBlock keeps the server's code colours after hydration, which is right only with one theme. */
const usesOneCodeTheme = ({theme, darkTheme}: PrismConfig) => darkTheme === undefined || isDeepStrictEqual(theme, darkTheme);

test('code blocks use the same Prism theme in light and dark mode', () => {
  const {prism} = siteConfig.themeConfig as {prism: PrismConfig};
  assert.ok(usesOneCodeTheme(prism), 'src/theme/CodeBlock drops the remount that applies a second theme');
});

test('the check above notices a separate dark-mode theme', () => {
  assert.equal(usesOneCodeTheme({theme: themes.vsDark, darkTheme: themes.github}), false);
});
