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
