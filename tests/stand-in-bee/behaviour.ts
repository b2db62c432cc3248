/**
 * How the stand-in node behaves beyond the contract, as src/data/bee-behaviour/ describes Bee: its mode, a
 * start-up during which it answers 503, batches that take polls to become usable, and staking that waits for its
 * transactions.
 */
import {SUPPORTED_BEE_VERSION_EXACT} from '@ethersphere/bee-js';
import {answersWhileStarting, beeResponse, refusalIn, STARTING_UP, type NodeMode} from '../../src/data/bee-behaviour';
import {json, problem, type Answer} from './answers';

/** The defaults are a light node that is up, sells usable batches and stakes at once. */
export type StandInBehaviour = {
  /** Refuses with 403 what Bee refuses in this mode; default `light`. */
  mode?: NodeMode;
  /** For this long after the first request, every route Bee gates on start-up answers 503. */
  startingMs?: number;
  /** A bought batch answers this many polls with 404, as many with 400, then is usable. */
  batchPendingPolls?: number;
  /** How long a stake deposit or withdrawal waits, standing for Bee's wait for the mined transactions. */
  stakeMiningMs?: number;
};

export type ResolvedBehaviour = Required<StandInBehaviour>;

export function resolveBehaviour(behaviour: StandInBehaviour): ResolvedBehaviour {
  return {
    mode: behaviour.mode ?? 'light',
    startingMs: behaviour.startingMs ?? 0,
    batchPendingPolls: behaviour.batchPendingPolls ?? 0,
    stakeMiningMs: behaviour.stakeMiningMs ?? 0,
  };
}

/** The versions a plausible node reports (`GET /health`, `GET /readiness`). */
export const NODE_VERSIONS = {version: SUPPORTED_BEE_VERSION_EXACT, apiVersion: '8.1.0'};

/**
 * Bee's own refusals of an operation the contract allows, by method and contract path: start-up (503) and the
 * node mode (403). The clock starts with the first request, not with the server: on a busy machine a sample may
 * start well after its stand-in, and it must still meet a starting node.
 */
export function refusalsBeyondContract(behaviour: ResolvedBehaviour): (method: string, path: string) => Answer | null {
  let startedAt: number | undefined;
  // One reading of the clock: with two, the first request could be 1 ms "before" the start and meet a node
  // starting up even when `startingMs` is 0.
  const starting = () => {
    const now = Date.now();
    startedAt ??= now;
    return now - startedAt < behaviour.startingMs;
  };
  return (method, path) => {
    if (starting()) {
      if (path === '/readiness') {
        const notReady = beeResponse('not-ready');
        return json(notReady.status, {status: notReady.message, ...NODE_VERSIONS});
      }
      if (!answersWhileStarting(path)) return problem(STARTING_UP.status, STARTING_UP.message);
    }
    const refused = refusalIn(behaviour.mode, method, path);
    return refused ? problem(refused.status, refused.message) : null;
  };
}
