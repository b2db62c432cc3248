/**
 * What the build (for the page's samples) and the panel (for code edited in the page, plugins/edit-samples)
 * both read from a sample's code: the calls that spend the node's funds, and the node URL to replace with the
 * reader's. Pure, so the browser bundle can take it.
 */
import {beeMethodSections} from '../../../src/data/beeMethods';
import {SAMPLE_NODE_URL} from '../../../src/samples/grammar';
import {NODE_URL_GLOBAL} from './protocol';

/** A call of a Bee method that spends the node's xBZZ or xDAI (or moves them out of its wallet). */
const SPENDING_CALL = new RegExp(
  `\\.(${beeMethodSections
    .flatMap((section) =>
      Object.entries(section.methods)
        .filter(([, facts]) => facts.spends)
        .map(([name]) => name),
    )
    .join('|')})\\(`,
);

/** The call starting at `start` (the method name), up to its balanced closing parenthesis. */
function callText(code: string, start: number): string {
  let depth = 0;
  for (let index = code.indexOf('(', start); index < code.length; index++) {
    if (code[index] === '(') depth++;
    if (code[index] === ')' && --depth === 0) return code.slice(start, index + 1);
  }
  return code.slice(start);
}

/** The first spending call as written, e.g. `buyStorage(Size.fromGigabytes(1), Duration.fromDays(7))`. */
export function spendingCall(code: string): string | null {
  const match = SPENDING_CALL.exec(code);
  return match ? callText(code, match.index + 1) : null;
}

/** Reads the node URL literal as the reader's URL, so `new Bee('http://localhost:1633')` talks to their node. */
export function withReadersNodeUrl(code: string): string {
  return code
    .replaceAll(`'${SAMPLE_NODE_URL}'`, `globalThis.${NODE_URL_GLOBAL}`)
    .replaceAll(`"${SAMPLE_NODE_URL}"`, `globalThis.${NODE_URL_GLOBAL}`);
}
