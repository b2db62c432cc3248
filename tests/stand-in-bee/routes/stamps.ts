/**
 * Postage batches: buying, listing, polling, topping up and diluting them, and the check every upload makes of
 * the batch it names. With `batchPendingPolls`, a bought batch takes polls to become usable, as on Bee.
 */
import {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE, NEW_BATCH} from '../../../src/data/bee-behaviour';
import {header, json, problem, txHash, type Answer, type RecordedRequest, type RouteContext, type Routes} from '../answers';
import {batchUsable, pollBatch, type Batch, type StandInState} from '../state';
import {nodeAddress} from './node';

const BATCH_TTL_SECONDS = 86_400 * 30;

/** The refusal of an upload whose batch the stand-in did not sell (404) or that is not usable yet (422); null when usable. */
export function usableBatch(state: StandInState, request: RecordedRequest): Answer | null {
  const batch = state.batches.get(header(request, 'swarm-postage-batch-id')?.toLowerCase() ?? '');
  if (!batch) return problem(404, BATCH_UNKNOWN_MESSAGE);
  return batchUsable(batch) ? null : problem(422, BATCH_NOT_USABLE_YET_MESSAGE);
}

/** Bee's answer to a poll of a batch that is not usable yet, or null once it is; the poll moves it one step on. */
function polled(batch: Batch): Answer | null {
  const usable = batchUsable(batch);
  pollBatch(batch);
  return usable ? null : problem(NEW_BATCH.notUsableYet.status, NEW_BATCH.notUsableYet.message);
}

function batchView(state: StandInState, id: string) {
  const {pollsUnusable, ...batch} = state.batches.get(id)!;
  const capacity = 2 ** (batch.depth - batch.bucketDepth);
  const usable = pollsUnusable === 0;
  return {...batch, usable, exists: true, utilizationRatio: batch.utilization / capacity, batchTTL: BATCH_TTL_SECONDS};
}

export function stampRoutes({state, behaviour}: RouteContext): Routes {
  return {
    'POST /stamps/{amount}/{depth}': (request, {amount, depth}) => {
      const label = request.query.get('label') ?? '';
      const immutable = header(request, 'immutable') !== 'false';
      const batch = state.buyBatch(amount, Number(depth), label, immutable, behaviour.batchPendingPolls);
      return json(201, {batchID: batch.batchID, txHash: txHash()});
    },
    // Bee lists the batches it bought, with `usable: false` until it uses them.
    'GET /stamps': () => {
      const stamps = [...state.batches.keys()].map((id) => batchView(state, id));
      for (const batch of state.batches.values()) pollBatch(batch);
      return json(200, {stamps});
    },
    'GET /stamps/{batch_id}': (request, {batch_id}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(NEW_BATCH.unknown.status, NEW_BATCH.unknown.message);
      return polled(batch) ?? json(200, batchView(state, batch_id));
    },
    'GET /batches': () => json(200, {batches: [...state.batches.values()].map(chainView)}),
    // Bee reads the batch from the store its chain listener fills, whoever bought it (postageGetBatchHandler).
    'GET /batches/{batch_id}': (request, {batch_id}) => {
      const batch = state.batches.get(batch_id);
      return batch ? json(200, chainView(batch)) : problem(404, 'batch not found');
    },
    'PATCH /stamps/topup/{batch_id}/{amount}': (request, {batch_id, amount}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(NEW_BATCH.unknown.status, NEW_BATCH.unknown.message);
      batch.amount = String(BigInt(batch.amount) + BigInt(amount));
      return json(202, {batchID: batch_id, txHash: txHash()});
    },
    'PATCH /stamps/dilute/{batch_id}/{depth}': (request, {batch_id, depth}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(NEW_BATCH.unknown.status, NEW_BATCH.unknown.message);
      if (Number(depth) <= batch.depth) return problem(400, 'invalid depth');
      batch.amount = String(BigInt(batch.amount) / 2n ** BigInt(Number(depth) - batch.depth));
      batch.depth = Number(depth);
      return json(202, {batchID: batch_id, txHash: txHash()});
    },
  };
}

/** A batch as `GET /batches` lists it: as the chain holds it, owned by the stand-in node's address. */
function chainView(batch: Batch) {
  return {
    batchID: batch.batchID,
    value: batch.amount,
    start: batch.blockNumber,
    owner: nodeAddress,
    depth: batch.depth,
    bucketDepth: batch.bucketDepth,
    immutable: batch.immutableFlag,
    batchTTL: BATCH_TTL_SECONDS,
  };
}
