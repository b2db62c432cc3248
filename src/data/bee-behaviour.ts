/**
 * PLACEHOLDER for issue 26's branch: the Bee-behaviour issue's helper writes the real file, the one home of
 * how Bee answers. Only the shape and three answers the guides already explain are here, so that search can
 * index Bee's status lines; replace this file with theirs at merge.
 */
export type BeeResponse = {
  id: string;
  method: string;
  path: string;
  status: number;
  message: string;
  /** When Bee gives this answer. */
  when: string;
  modes?: readonly string[];
  source: {kind: 'openapi' | 'observed'; where: string};
  /** Route and anchor of the section explaining the answer. */
  docs: string;
};

export const BEE_RESPONSES: readonly BeeResponse[] = [
  {
    id: 'upload-batch-overissued',
    method: 'POST',
    path: '/bytes',
    status: 402,
    message: 'batch is overissued',
    when: 'An upload needs a slot in a bucket that its batch has already filled.',
    source: {kind: 'observed', where: 'Bee 2.8.1 postage stamper'},
    docs: '/docs/client-and-errors/#status-codes-bee-answers',
  },
  {
    id: 'upload-batch-unknown',
    method: 'POST',
    path: '/bytes',
    status: 404,
    message: 'batch with id not found',
    when: 'The node does not know the batch ID of an upload.',
    source: {kind: 'observed', where: 'Bee 2.8.1 postage API'},
    docs: '/docs/storage/#errors-and-pitfalls',
  },
  {
    id: 'upload-batch-not-usable',
    method: 'POST',
    path: '/bytes',
    status: 422,
    message: 'batch not usable yet or does not exist',
    when: 'The node owns the batch of an upload but cannot use it yet.',
    source: {kind: 'observed', where: 'Bee 2.8.1 postage API'},
    docs: '/docs/storage/#errors-and-pitfalls',
  },
];
