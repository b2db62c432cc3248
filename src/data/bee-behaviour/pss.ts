/** What Bee answers when a PSS message cannot be sent. */
import type {BeeResponse} from './bee-response';
import {bee} from './source';

export const PSS_RESPONSES: readonly BeeResponse[] = [
  {
    id: 'pss-recipient-unreadable',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'invalid query params',
    when: 'the recipient key in the query cannot be read as a public key',
    source: bee('pkg/api/pss.go', 59, '(*Service).pssPostHandler', 'response("invalid query params", logger, w)'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-not-found',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'batch not found',
    when: 'the sending node does not know the batch',
    source: bee('pkg/api/pss.go', 87, '(*Service).pssPostHandler', 'jsonhttp.BadRequest(w, "batch not found")'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-not-usable',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'batch not usable yet',
    when: 'the batch was bought moments ago',
    source: bee('pkg/api/pss.go', 89, '(*Service).pssPostHandler', 'jsonhttp.BadRequest(w, "batch not usable yet")'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-full',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 402,
    message: 'batch is overissued',
    when: 'the batch has no room left in the bucket the message needs',
    source: bee('pkg/api/pss.go', 104, '(*Service).pssPostHandler', 'jsonhttp.PaymentRequired(w, "batch is overissued")'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
];
