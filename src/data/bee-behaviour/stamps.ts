/**
 * What Bee does with postage batches beyond its contract: the answers of the stamp routes, when a new batch
 * becomes usable, and what happens to an expired one.
 */
import {type BeeResponse, NEW_BATCH_DOCS, NODE_MODES_DOCS, slug, STATUS_CODES_DOCS} from './bee-response';
import {CHAIN_ROUTES} from './node-modes';
import {bee} from './source';

export const WALLET_PAYS_DOCS = '/docs/storage/#check-that-the-wallet-can-pay';

/** A batch the node does not hold, asked for by ID. */
export const BATCH_UNKNOWN_TO_NODE: BeeResponse = {
  id: 'batch-unknown-to-node',
  method: 'GET',
  path: '/stamps/{batch_id}',
  status: 404,
  message: 'issuer does not exist',
  when: 'the node holds no batch with that ID: a mistyped ID, a batch another node bought, or its own batch once expired, which Bee removes; it never becomes usable here',
  source: bee('pkg/api/postage.go', 372, '(*Service).postageGetStampHandler', 'jsonhttp.NotFound(w, "issuer does not exist")'),
  docs: NEW_BATCH_DOCS,
};

/** A batch the node bought, asked for before it is usable. */
export const BATCH_NOT_USABLE_YET: BeeResponse = {
  id: 'batch-not-usable-yet',
  method: 'GET',
  path: '/stamps/{batch_id}',
  status: 400,
  message: 'batch not usable',
  when: "the node bought the batch, but its view of the chain is not yet 10 blocks past the batch's block: 14 to 18 blocks after it at the chain's tip",
  source: bee('pkg/api/postage.go', 370, '(*Service).postageGetStampHandler', 'jsonhttp.BadRequest(w, "batch not usable")'),
  docs: NEW_BATCH_DOCS,
};

/**
 * Behind `postageSyncStatusCheckHandler` (pkg/api/postage.go:42 in (*Service).postageSyncStatusCheckHandler) as well
 * as the chain check.
 */
const POSTAGE_SYNC_ROUTES = CHAIN_ROUTES.filter(([, path]) => path.startsWith('/stamps'));

/** What the stamp routes answer until the node has caught up with the postage contract. */
export const POSTAGE_SYNCING_RESPONSES = POSTAGE_SYNC_ROUTES.map(([method, path]): BeeResponse => ({
  id: `postage-syncing-${slug(method, path)}`,
  method,
  path,
  status: 503,
  message: 'syncing in progress',
  when: 'the node has not caught up with the postage contract on chain yet',
  source: bee(
    'pkg/api/postage.go',
    54,
    '(*Service).postageSyncStatusCheckHandler',
    'jsonhttp.ServiceUnavailable(w, "syncing in progress")',
  ),
  docs: NODE_MODES_DOCS,
}));

/** A buy, top-up or dilution while another of the node's on-chain operations waits to be mined. */
export const transactionPending = (id: string, method: string, path: string): BeeResponse => ({
  id,
  method,
  path,
  status: 429,
  message: 'simultaneous on-chain operations not supported',
  when: 'another buy, top-up or dilution of this node is still waiting to be mined',
  source: bee(
    'pkg/api/postage.go',
    33,
    '(*Service).postageAccessHandler',
    'jsonhttp.TooManyRequests(w, "simultaneous on-chain operations not supported")',
  ),
  docs: STATUS_CODES_DOCS,
});

/** The refusals of a batch purchase. */
export const BATCH_PURCHASE_RESPONSES: readonly BeeResponse[] = [
  {
    id: 'batch-out-of-funds',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 400,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the batch costs (amount × 2^depth PLUR)',
    source: bee('pkg/api/postage.go', 115, '(*Service).postageCreateHandler', 'jsonhttp.BadRequest(w, "out of funds")'),
    docs: WALLET_PAYS_DOCS,
  },
  {
    id: 'batch-below-minimum-validity',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 400,
    message: 'insufficient amount for 24h minimum validity',
    when: 'the amount per chunk would pay for less than the contract’s minimum of 24 hours at the current price',
    source: bee(
      'pkg/api/postage.go',
      127,
      '(*Service).postageCreateHandler',
      'jsonhttp.BadRequest(w, "insufficient amount for 24h minimum validity")',
    ),
    docs: WALLET_PAYS_DOCS,
  },
  transactionPending('postage-transaction-pending', 'POST', '/stamps/{amount}/{depth}'),
];

/**
 * A batch bought through the node's API is not at once usable. `POST /stamps` answers only after Bee has waited
 * for the purchase's receipt and registered the batch with the node (`registered`), so the node knows the
 * batch from then on; but it uses the batch only once its view of the chain is `blocks` blocks past the
 * batch's block (`usableCheck`). That view is not the chain's tip: Bee's postage listener trails the tip by
 * `tailBlocks` and moves in steps of `stepBlocks` (`viewSource`), so the tip is 14 to 18 blocks past the batch's
 * block when the batch becomes usable (`blocksAtTip`). Until then `GET /stamps/{batch_id}` answers
 * `notUsableYet`, so bee-js's `getPostageBatch` throws; a batch the node does not hold answers `unknown`, and
 * never becomes usable.
 */
export const NEW_BATCH = {
  notUsableYet: BATCH_NOT_USABLE_YET,
  unknown: BATCH_UNKNOWN_TO_NODE,
  blocks: 10,
  registered: bee(
    'pkg/postage/postagecontract/contract.go',
    396,
    '(*postageContract).CreateBatch',
    'c.postageService.Add(postage.NewStampIssuer(',
  ),
  blocksSource: bee('pkg/postage/service.go', 28, 'const blockThreshold', 'blockThreshold = 10'),
  usableCheck: bee('pkg/postage/service.go', 226, '(*service).IssuerUsable', '(cs.Block-st.data.BlockNumber) < blockThreshold'),
  tailBlocks: 4,
  tailSource: bee('pkg/postage/listener/listener.go', 33, 'const tailSize', 'how many blocks to tail from the tip of the chain'),
  stepBlocks: 5,
  stepSource: bee('pkg/postage/listener/listener.go', 38, 'var batchFactorOverridePublic', 'batchFactorOverridePublic = "5"'),
  /** The block the node's view moves to: the tip less the tail, rounded down to a step, then stored by the listener. */
  viewSource: [
    bee('pkg/postage/listener/listener.go', 313, '(*listener).Listen', 'to = to - tailSize'),
    bee('pkg/postage/listener/listener.go', 317, '(*listener).Listen', 'to = (to / batchFactor) * batchFactor'),
    bee('pkg/postage/listener/listener.go', 216, '(*listener).Listen', 'err := updater.UpdateBlockNumber(to)'),
  ],
  /** Bee's test that the listener reports the tip less the tail, rounded down to a step. */
  viewTest: bee(
    'pkg/postage/listener/listener_test.go',
    325,
    'TestListener',
    'compareF(t, toBatchBlock(blockNumber-uint64(listener.TailSize)))',
  ),
} as const;

/** The node's view of the chain when its tip is at block `tip`, as Bee's postage listener stores it. */
export const nodeViewOfChain = (tip: number) => Math.floor((tip - NEW_BATCH.tailBlocks) / NEW_BATCH.stepBlocks) * NEW_BATCH.stepBlocks;

/**
 * How many blocks after the batch's block the chain's tip is when the node first uses the batch: the fewest and
 * the most over the positions of the batch's block within a step.
 */
export function blocksAtTipUntilUsable(): {fewest: number; most: number} {
  const waits = Array.from({length: NEW_BATCH.stepBlocks}, (_, offset) => {
    const batchBlock = 1000 + offset;
    let tip = batchBlock;
    while (nodeViewOfChain(tip) - batchBlock < NEW_BATCH.blocks) tip++;
    return tip - batchBlock;
  });
  return {fewest: Math.min(...waits), most: Math.max(...waits)};
}

/**
 * A batch expires when its balance no longer covers the total paid out per chunk since the contract began: the
 * batch store then hands it to the postage service, which drops its stamp issuer (`removed`), and deletes it
 * (`deleted`). From then on the node answers for it as for a batch it never had: `GET /stamps/{batch_id}` and
 * every upload answer 404 (`lookup`), as Bee's own tests check (`tests`).
 */
export const EXPIRED_BATCH = {
  expires: bee('pkg/postage/batchstore/store.go', 308, '(*store).cleanup', 'if b.Value.Cmp(s.cs.Load().TotalAmount) <= 0 {'),
  removed: bee(
    'pkg/postage/batchstore/store.go',
    323,
    '(*store).cleanup',
    'err = s.batchExpiry.HandleStampExpiry(context.Background(), b.ID)',
  ),
  issuerRemoved: bee('pkg/postage/service.go', 298, '(*service).HandleStampExpiry', 'exists, err := ps.removeIssuer(id)'),
  deleted: bee('pkg/postage/batchstore/store.go', 336, '(*store).cleanup', 'err = s.store.Delete(batchKey(b.ID))'),
  lookup: bee('pkg/postage/service.go', 248, '(*service).GetStampIssuer', 'return nil, nil, ErrNotFound'),
  tests: [
    bee('pkg/postage/service_test.go', 261, 'TestSetExpired', 'if !errors.Is(err, postage.ErrNotFound)'),
    bee('pkg/postage/batchstore/store_test.go', 517, 'TestBatchExpiry', 'if exists, err := store.Exists(esi.ID()); err != nil || exists {'),
  ],
} as const;
