/** What Bee answers a top-up or a dilution of a batch beyond its contract. */
import {type BeeResponse, slug, STATUS_CODES_DOCS} from './bee-response';
import {bee} from './source';
import {transactionPending, WALLET_PAYS_DOCS} from './stamps';

/** What a top-up or a dilution answers beyond its contract, once the node's chain and postage are ready. */
export const BATCH_CHANGE_RESPONSES: readonly BeeResponse[] = [
  {
    id: 'batch-topup-out-of-funds',
    method: 'PATCH',
    path: '/stamps/topup/{batch_id}/{amount}',
    status: 402,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the top-up costs (amount × 2^depth PLUR); a purchase short of funds answers 400 instead',
    source: bee('pkg/api/postage.go', 581, '(*Service).postageTopUpHandler', 'jsonhttp.PaymentRequired(w, "out of funds")'),
    docs: WALLET_PAYS_DOCS,
  },
  {
    id: 'batch-dilute-invalid-depth',
    method: 'PATCH',
    path: '/stamps/dilute/{batch_id}/{depth}',
    status: 400,
    message: 'invalid depth',
    when: 'the new depth is below the batch’s depth (postagecontract.DiluteBatch: "new depth should be greater")',
    source: bee('pkg/api/postage.go', 620, '(*Service).postageDiluteHandler', 'jsonhttp.BadRequest(w, "invalid depth")'),
    docs: STATUS_CODES_DOCS,
  },
  ...(
    [
      ['PATCH', '/stamps/topup/{batch_id}/{amount}'],
      ['PATCH', '/stamps/dilute/{batch_id}/{depth}'],
    ] as const
  ).map(([method, path]) => transactionPending(`batch-change-transaction-pending-${slug(method, path)}`, method, path)),
];
