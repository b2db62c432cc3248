/** What Bee answers on the pinning and re-upload routes beyond its contract. */
import type {BeeResponse} from './bee-response';
import {bee} from './source';

export const REUPLOAD_FAILED: BeeResponse = {
  id: 'reupload-failed',
  method: 'PUT',
  path: '/stewardship/{address}',
  status: 500,
  message: 're-upload failed',
  when: 'a chunk of the content is neither in the node’s store nor retrievable from the network, or the batch, immutable, has a full bucket for a chunk it has not stamped before',
  source: bee('pkg/api/stewardship.go', 71, '(*Service).stewardshipPutHandler', 'jsonhttp.InternalServerError(w, "re-upload failed")'),
  docs: '/docs/pinning/#errors-and-pitfalls',
};

export const PIN_NOT_FOUND: BeeResponse = {
  id: 'pin-not-found',
  method: 'GET',
  path: '/pins/{reference}',
  status: 404,
  message: 'Not Found',
  when: 'the reference is not pinned on this node',
  source: bee('pkg/api/pin.go', 190, '(*Service).getPinnedRootHash', 'jsonhttp.NotFound(w, nil)'),
  docs: '/docs/pinning/#errors-and-pitfalls',
};
