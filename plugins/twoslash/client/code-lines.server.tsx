/**
 * The HTML of a component's code block lines (./StaticCodeBlock.tsx), drawn as the markdown's are (../render.ts).
 * Server-only (plugins/server-html): Prism stays out of the browser's JavaScript.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {toHtml} from 'hast-util-to-html';
import {renderCode} from '../render';

export default function codeLinesHtml(code: string, language: string, theme: PrismTheme): string {
  return toHtml({type: 'root', children: renderCode(code, language, theme)});
}
