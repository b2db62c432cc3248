/** Messages between the panel (page) and the worker that runs one sample. */

export type RunRequest = {
  /** Absolute URL of the sample's module. */
  sample: string;
  /** The reader's node URL (node samples). */
  nodeUrl?: string;
  /** Declared values from the form, e.g. {batchId: '…hex…'}. */
  inputs: Record<string, string>;
};

export type RunMessage =
  {type: 'line'; stream: 'log' | 'error'; text: string} | {type: 'truncated'} | {type: 'uncaught'; text: string} | {type: 'done'};

/** More lines than this from one run are dropped, so a sample that floods the console cannot flood the page. */
export const MAX_LINES = 500;

/** The global a node sample reads its node URL from (the build rewrites the sample's localhost URL to it). */
export const NODE_URL_GLOBAL = 'runSampleNodeUrl';

/** Values a node sample may declare that the run form asks for, with the bee-js class that wraps each. */
export const FORM_INPUTS = {batchId: 'BatchId'} as const;
export type FormInput = keyof typeof FORM_INPUTS;
