/**
 * The two answers Bee gives to an upload whose batch the node cannot use, as the BatchErrors table shows them
 * on every guide that uploads (server-only: src/components/BatchErrors). Literals only; the entries of
 * BEE_RESPONSES (./responses.ts, from ./uploads.ts) use the same messages, and tests/unit/bee-behaviour.test.ts
 * holds each row to one of them.
 */
export const BATCH_UNKNOWN_MESSAGE = 'batch with id not found';
export const BATCH_NOT_USABLE_YET_MESSAGE = 'batch not usable yet or does not exist';

export const BATCH_UPLOAD_ERRORS = [
  {
    status: 404,
    message: BATCH_UNKNOWN_MESSAGE,
    cause:
      'The node does not know the batch ID: it is mistyped, the batch was bought by another node, or it was the node’s own and has expired (the node removes an expired batch; buy a new one).',
    fix: {text: 'Check the ID against the batches the node lists with', method: 'getPostageBatches()'},
  },
  {
    status: 422,
    message: BATCH_NOT_USABLE_YET_MESSAGE,
    cause: 'The batch belongs to the node but is not usable yet, usually because it was bought moments ago.',
    fix: {text: 'Wait until the batch is usable; buying with this method waits for that by default:', method: 'buyStorage()'},
  },
] as const;
