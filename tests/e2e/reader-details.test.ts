/**
 * Small things a reader notices (issue 54): on a touch screen the code blocks' wrap and copy buttons show in
 * the band left for them above the code; the announcement bar's close button is drawn in the bar's text colour,
 * legible on the bar in both colour modes.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, hydrated, useServedBuild} from './harness';
import {requireOrSkip} from '../required-input';

const skip = requireOrSkip(!existsSync(path.join(BUILD_DIR, 'docs', 'getting-started', 'index.html')) && 'no build/: run `npm run build`');

const rgb = (colour: string) =>
  colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);

/** WCAG's relative luminance of an sRGB colour. */
function luminance(channels: number[]): number {
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('details a reader notices', {skip}, () => {
  const served = useServedBuild(BUILD_DIR);

  test("on a touch screen, a code block's buttons show in the band above its first line", async () => {
    const context = await served.browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const page = await context.newPage();
    await page.goto(served.site.url('docs/getting-started/'));
    await hydrated(page);
    assert.ok(await page.evaluate(() => matchMedia('(hover: none)').matches), 'the context emulates a screen without hover');
    const block = page.locator('article .theme-code-block').first();
    await block.locator('button').first().waitFor();
    const layout = await block.evaluate((element) => {
      const firstLine = element.querySelector('pre code .token-line, pre code span')!.getBoundingClientRect();
      return Array.from(element.querySelectorAll('button'), (button) => ({
        name: button.getAttribute('aria-label') ?? button.textContent ?? '',
        opacity: Number(getComputedStyle(button).opacity),
        bottom: button.getBoundingClientRect().bottom,
        firstLineTop: firstLine.top,
      }));
    });
    assert.ok(layout.length >= 1, `buttons: ${JSON.stringify(layout)}`);
    for (const {name, opacity, bottom, firstLineTop} of layout) {
      assert.ok(opacity >= 0.9, `${name} is shown (opacity ${opacity})`);
      assert.ok(bottom <= firstLineTop + 1, `${name} sits above the first line (${bottom} <= ${firstLineTop})`);
    }
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the announcement bar's close button reads at least 4.5:1 on the bar (${theme})`, async () => {
      const context = await served.browser.newContext({colorScheme: theme});
      const page = await context.newPage();
      await page.goto(served.site.url(`docs/getting-started/?docusaurus-theme=${theme}`));
      await hydrated(page);
      const colours = await page.locator('.theme-announcement-bar').evaluate((bar) => {
        const close = getComputedStyle(bar.querySelector('button')!);
        return {bar: getComputedStyle(bar).backgroundColor, close: close.color, opacity: Number(close.opacity)};
      });
      const background = rgb(colours.bar);
      // The colour the eye sees: the button's, blended with the bar's by the button's opacity.
      const seen = rgb(colours.close).map((value, index) => value * colours.opacity + background[index]! * (1 - colours.opacity));
      const [light, dark] = [luminance(seen), luminance(background)].sort((x, y) => y - x);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      assert.ok(ratio >= 4.5, `contrast ${ratio.toFixed(2)}:1`);
      await context.close();
    });
  }
});
