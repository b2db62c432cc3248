import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isDeepStrictEqual} from 'node:util';
import siteConfig from '../../docusaurus.config';

type PrismConfig = {theme?: unknown; darkTheme?: unknown};

/**
 * Code blocks are drawn at build time with the theme's colours inline (plugins/twoslash/render.ts) and the browser
 * has no Prism to redraw them in another colour mode, so a separate dark-mode theme would never show.
 */
const usesOneCodeTheme = ({theme, darkTheme}: PrismConfig) => darkTheme === undefined || isDeepStrictEqual(theme, darkTheme);

test('code blocks use the same Prism theme in light and dark mode', () => {
  const {prism} = siteConfig.themeConfig as {prism: PrismConfig};
  assert.ok(usesOneCodeTheme(prism), 'code is drawn at build time in one theme; a dark-mode theme would never be applied');
});
