/**
 * prism-react-renderer in the browser, with nothing to highlight with: every code block is drawn at build time
 * (plugins/twoslash), so the theme's Highlight never renders there, and its language loader
 * (src/theme/prism-include-languages.ts) gets no Prism to add to.
 */
import type {HighlightProps} from 'prism-react-renderer';

export const Prism = undefined;

export function Highlight({code}: HighlightProps): never {
  throw new Error(`The browser has no Prism; code blocks are drawn at build time (plugins/twoslash). Not drawn: ${code.split('\n')[0]}`);
}
