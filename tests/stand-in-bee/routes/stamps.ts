/**
 * Postage batches: buying, listing, polling, topping up and diluting them, and the check every upload makes of
 * the batch it names. With `batchPendingPolls`, a bought batch takes polls to become usable, as on Bee.
 */
import {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE, beeResponse, NEW_BATCH_ANSWERS} from '../../../src/data/bee-behaviour';
import {header, json, problem, txHash, type Answer, type RecordedRequest, type RouteContext, type Routes} from '../answers';
import {batchStage, pollBatch, type Batch, type StandInState} from '../state';
import {nodeAddress} from './node';

const BATCH_TTL_SECONDS = 86_400 * 30;

/** The refusal of an upload whose batch the stand-in did not sell (404) or that is not usable yet (422); null when usable. */
export function usableBatch(state: StandInState, request: RecordedRequest): Answer | null {
  const batch = state.batches.get(header(request, 'swarm-postage-batch-id')?.toLowerCase() ?? '');
  const stage = batch ? batchStage(batch) : 'unseen';
  if (stage === 'unseen') return problem(404, BATCH_UNKNOWN_MESSAGE);
  return stage === 'unusable' ? problem(422, BATCH_NOT_USABLE_YET_MESSAGE) : null;
}

/** Bee's answer to a poll of a batch that is not usable yet, or null once it is; the poll moves it one step on. */
function polled(batch: Batch): Answer | null {
  const stage = batchStage(batch);
  pollBatch(batch);
  if (stage === 'unseen') return problem(NEW_BATCH_ANSWERS[0]!.status, NEW_BATCH_ANSWERS[0]!.message);
  return stage === 'unusable' ? problem(NEW_BATCH_ANSWERS[1]!.status, NEW_BATCH_ANSWERS[1]!.message) : null;
}

function batchView(state: StandInState, id: string) {
  const {pollsUnseen, pollsUnusable, ...batch} = state.batches.get(id)!;
  const capacity = 2 ** (batch.depth - batch.bucketDepth);
  const usable = pollsUnseen + pollsUnusable === 0;
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
    // Bee lists a batch once it has seen it on chain, with `usable: false` until it is usable.
    'GET /stamps': () => {
      const seen = [...state.batches.values()].filter((batch) => batchStage(batch) !== 'unseen');
      const stamps = seen.map((batch) => batchView(state, batch.batchID));
      for (const batch of state.batches.values()) pollBatch(batch);
      return json(200, {stamps});
    },
    'GET /stamps/{batch_id}': (request, {batch_id}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(404, beeResponse('batch-not-seen-yet').message);
      return polled(batch) ?? json(200, batchView(state, batch_id));
    },
    'GET /batches': () => json(200, {batches: [...state.batches.values()].map(chainView)}),
    'PATCH /stamps/topup/{batch_id}/{amount}': (request, {batch_id, amount}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(404, 'issuer does not exist');
      batch.amount = String(BigInt(batch.amount) + BigInt(amount));
      return json(202, {batchID: batch_id, txHash: txHash()});
    },
    'PATCH /stamps/dilute/{batch_id}/{depth}': (request, {batch_id, depth}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(404, 'issuer does not exist');
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
