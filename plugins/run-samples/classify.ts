/**
 * Decides what the page offers under a ```ts sample: Run (node-free `run` samples), Run against your node
 * (samples that talk to http://localhost:1633), or a short reason why the browser cannot run it.
 */

/** The node URL every node sample uses; the reader's own URL replaces it at run time. */
import {FORM_INPUTS, NODE_URL_GLOBAL, type FormInput} from './client/protocol';

export const SAMPLE_NODE_URL = 'http://localhost:1633';

/** Reads the node URL literal as the reader's URL, so `new Bee('http://localhost:1633')` talks to their node. */
export function withReadersNodeUrl(code: string): string {
  return code
    .replaceAll(`'${SAMPLE_NODE_URL}'`, `globalThis.${NODE_URL_GLOBAL}`)
    .replaceAll(`"${SAMPLE_NODE_URL}"`, `globalThis.${NODE_URL_GLOBAL}`);
}

/** Bee methods that spend the node's xBZZ or xDAI (or move them out of its wallet). */
const SPENDING_CALL =
  /\.(buyStorage|createPostageBatch|topUpBatch|extendStorage|extendStorageSize|extendStorageDuration|depositStake|migrateStake|depositBZZToChequebook|depositTokens|withdrawBZZFromChequebook|withdrawTokens|withdrawSurplusStake|withdrawBZZToExternalWallet|withdrawDAIToExternalWallet|cashoutLastCheque)\(/;

/** What only Node.js has, with the words the page shows for it. */
const NODE_ONLY: [RegExp, string][] = [
  [/\bprocess\.env\b/, 'it reads environment variables (process.env), which only Node.js has'],
  [/\bprocess\./, 'it uses the Node.js process object'],
  [/from\s+['"]node:[\w/]+['"]/, 'it imports Node.js modules'],
  [/\brequire\(/, 'it uses require(), which only Node.js has'],
  [/\bBuffer\./, 'it uses Buffer, which only Node.js has'],
];

const DECLARED = /^\s*declare\s+(?:const|let)\s+(\w+)\s*:/gm;
const BARE_IMPORT = /\bfrom\s+['"]([^'"]+)['"]/g;

export type RunnableSample = {
  kind: 'free' | 'node';
  /** Declared values the form supplies (node samples only). */
  inputs: FormInput[];
  /** The first spending call as written, e.g. `buyStorage(Size.fromGigabytes(1), Duration.fromDays(7))`. */
  spends: string | null;
};
export type Offer = RunnableSample | {kind: 'unavailable'; reason: string} | {kind: 'none'};

/** The call starting at `start` (the method name), up to its balanced closing parenthesis. */
function callText(code: string, start: number): string {
  let depth = 0;
  for (let index = code.indexOf('(', start); index < code.length; index++) {
    if (code[index] === '(') depth++;
    if (code[index] === ')' && --depth === 0) return code.slice(start, index + 1);
  }
  return code.slice(start);
}

export function spendingCall(code: string): string | null {
  const match = SPENDING_CALL.exec(code);
  return match ? callText(code, match.index + 1) : null;
}

/** `meta` is the fence's info string after the language (`run`, `title="…"`). */
export function classifySample(code: string, meta: string): Offer {
  const isRun = /(^|\s)run(\s|$)/.test(meta);
  const needsNode = code.includes(SAMPLE_NODE_URL);
  if (!isRun && !needsNode) return {kind: 'none'};
  if (/(^|\s)nocheck\b/.test(meta)) return {kind: 'none'};
  const nodeOnly = NODE_ONLY.find(([pattern]) => pattern.test(code));
  if (nodeOnly) return {kind: 'unavailable', reason: `Not runnable in the browser: ${nodeOnly[1]}.`};
  const foreignImport = [...code.matchAll(BARE_IMPORT)].map((match) => match[1]).find((name) => name !== '@ethersphere/bee-js');
  if (foreignImport) return {kind: 'unavailable', reason: `Not runnable in the browser: it imports ${foreignImport}.`};
  if (isRun) return {kind: 'free', inputs: [], spends: null};
  const declared = [...code.matchAll(DECLARED)].map((match) => match[1]!);
  const missing = declared.filter((name) => !(name in FORM_INPUTS));
  if (missing.length > 0) {
    return {
      kind: 'unavailable',
      reason: `Not runnable here: it needs ${new Intl.ListFormat('en').format(missing)} from an earlier step.`,
    };
  }
  return {kind: 'node', inputs: declared as FormInput[], spends: spendingCall(code)};
}
