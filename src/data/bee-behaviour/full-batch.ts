/**
 * How each upload route answers a full batch: the upload needs a slot in a bucket the batch has already filled
 * (postage.ErrBucketFull, which the stamper returns).
 */
import {type BeeResponse, STATUS_CODES_DOCS} from './bee-response';
import {bee, type BeeSource} from './source';

/** Bee's message when a chunk's bucket in the batch has no slot left (postage.ErrBucketFull). */
const BATCH_FULL_MESSAGE = 'batch is overissued';
const BATCH_FULL_WHEN = 'the upload needs a slot in a bucket its batch has already filled: the batch is full';

/** The upload routes that answer a full batch with 402, each at the line that maps postage.ErrBucketFull to it. */
const BATCH_FULL_ROUTES: readonly {id: string; method: string; path: string; when: string; source: BeeSource}[] = [
  {
    id: 'post-bytes',
    method: 'POST',
    path: '/bytes',
    when: BATCH_FULL_WHEN,
    source: bee('pkg/api/bytes.go', 118, '(*Service).bytesUploadHandler', 'jsonhttp.PaymentRequired(ow, "batch is overissued")'),
  },
  {
    id: 'post-bzz',
    method: 'POST',
    path: '/bzz',
    when: `${BATCH_FULL_WHEN} (a single file)`,
    source: bee('pkg/api/bzz.go', 221, '(*Service).fileUploadHandler', 'jsonhttp.PaymentRequired(w, "batch is overissued")'),
  },
  {
    id: 'post-bzz-collection',
    method: 'POST',
    path: '/bzz',
    when: `${BATCH_FULL_WHEN} (a collection or directory)`,
    source: bee('pkg/api/dirs.go', 91, '(*Service).dirUploadHandler', 'jsonhttp.PaymentRequired(w, "batch is overissued")'),
  },
  {
    id: 'post-chunks',
    method: 'POST',
    path: '/chunks',
    when: BATCH_FULL_WHEN,
    source: bee('pkg/api/chunk.go', 177, '(*Service).chunkUploadHandler', 'jsonhttp.PaymentRequired(ow, "batch is overissued")'),
  },
  {
    id: 'post-feeds-owner-topic',
    method: 'POST',
    path: '/feeds/{owner}/{topic}',
    when: `${BATCH_FULL_WHEN} (storing the feed's manifest)`,
    source: bee('pkg/api/feed.go', 278, '(*Service).feedPostHandler', 'jsonhttp.PaymentRequired(ow, "batch is overissued")'),
  },
];

/**
 * A full batch on every upload route: 402 where the handler maps postage.ErrBucketFull to it, and on `/soc` the
 * 400 its handler gives any failed write, which the contract's 402 for that route does not describe.
 */
export const BATCH_FULL_RESPONSES: BeeResponse[] = [
  ...BATCH_FULL_ROUTES.map(({id, method, path, when, source}) => ({
    id: `upload-batch-full-${id}`,
    method,
    path,
    status: 402,
    message: BATCH_FULL_MESSAGE,
    when,
    source,
    docs: STATUS_CODES_DOCS,
  })),
  {
    id: 'upload-batch-full-post-soc-owner-id',
    method: 'POST',
    path: '/soc/{owner}/{id}',
    status: 400,
    message: 'chunk write error',
    when: 'the chunk cannot be stored, a full batch included: this route answers a full batch with 400, not 402',
    source: bee('pkg/api/soc.go', 212, '(*Service).socUploadHandler', 'jsonhttp.BadRequest(ow, "chunk write error")'),
    docs: STATUS_CODES_DOCS,
  },
];
