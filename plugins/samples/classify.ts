/**
 * Decides what the page offers under a ```ts sample: Run (node-free `run` samples), Run against your node
 * (samples that talk to http://localhost:1633), or a short reason why the browser cannot run it.
 */
import {type FenceMeta, fillIns, hasWord, optsOutOfCompiling, SAMPLE_NODE_URL} from '../../src/samples/grammar';
import {FORM_INPUTS, type FormInput, spendingCall} from '../../src/samples/sample-code';

/** What only Node.js has, with the words the page shows for it. */
const NODE_ONLY: [RegExp, string][] = [
  [/\bprocess\.env\b/, 'it reads environment variables (process.env), which only Node.js has'],
  [/\bprocess\./, 'it uses the Node.js process object'],
  [/from\s+['"]node:[\w/]+['"]/, 'it imports Node.js modules'],
  [/\brequire\(/, 'it uses require(), which only Node.js has'],
  [/\bBuffer\./, 'it uses Buffer, which only Node.js has'],
];

const BARE_IMPORT = /\bfrom\s+['"]([^'"]+)['"]/g;

export type RunnableSample = {
  kind: 'free' | 'node';
  /** Fill-in values the form supplies (node samples only). */
  inputs: FormInput[];
  /** The first spending call as written, e.g. `buyStorage(Size.fromGigabytes(1), Duration.fromDays(7))`. */
  spends: string | null;
};
export type Offer = RunnableSample | {kind: 'unavailable'; reason: string} | {kind: 'none'};

/** What the page offers under a ```ts sample with these fence words. */
export function classifySample(code: string, meta: FenceMeta): Offer {
  const isRun = hasWord(meta, 'run');
  const needsNode = code.includes(SAMPLE_NODE_URL);
  if (!isRun && !needsNode) return {kind: 'none'};
  if (optsOutOfCompiling(meta)) return {kind: 'none'};
  const nodeOnly = NODE_ONLY.find(([pattern]) => pattern.test(code));
  if (nodeOnly) return {kind: 'unavailable', reason: `Not runnable in the browser: ${nodeOnly[1]}.`};
  const foreignImport = [...code.matchAll(BARE_IMPORT)].map((match) => match[1]).find((name) => name !== '@ethersphere/bee-js');
  if (foreignImport) return {kind: 'unavailable', reason: `Not runnable in the browser: it imports ${foreignImport}.`};
  if (isRun) return {kind: 'free', inputs: [], spends: null};
  const declared = fillIns(code).map(({name}) => name);
  const missing = declared.filter((name) => !(name in FORM_INPUTS));
  if (missing.length > 0) {
    return {
      kind: 'unavailable',
      reason: `Not runnable here: it needs ${new Intl.ListFormat('en').format(missing)} from an earlier step.`,
    };
  }
  return {kind: 'node', inputs: declared as FormInput[], spends: spendingCall(code)};
}
