/**
 * What the build (for the page's samples) and the Run panel (for code edited in the page) both read from a
 * sample's code: the calls that spend the node's funds, the node URL to replace with the reader's, and the
 * values the run form supplies. Pure, so the browser bundle can take it.
 */
import {beeMethodSections} from '../data/beeMethods';
import {SAMPLE_NODE_URL, withFilledIn} from './grammar';

/** The global a node sample reads its node URL from (the build rewrites the sample's localhost URL to it). */
export const NODE_URL_GLOBAL = 'runSampleNodeUrl';

/** Fill-in values of a node sample (./grammar.ts) that the run form asks for, with the bee-js class that wraps each. */
export const FORM_INPUTS = {batchId: 'BatchId'} as const;
export type FormInput = keyof typeof FORM_INPUTS;

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

/**
 * Reads the node URL literal as the reader's URL, so `new Bee('http://localhost:1633')` talks to their node, and
 * each fill-in the run form asks for (`const batchId = '…'`) as the global the Run worker sets from the form.
 */
export function withReadersValues(code: string): string {
  const readersNode = code
    .replaceAll(`'${SAMPLE_NODE_URL}'`, `globalThis.${NODE_URL_GLOBAL}`)
    .replaceAll(`"${SAMPLE_NODE_URL}"`, `globalThis.${NODE_URL_GLOBAL}`);
  return withFilledIn(readersNode, (name, shown) => (name in FORM_INPUTS ? `globalThis.${name}` : shown));
}
