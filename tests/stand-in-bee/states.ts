/**
 * Named states of the stand-in that a sample can ask for with the fence word `bee="<name>"`
 * (tests/code-samples/README.md). Kept apart from server.ts so that the checker can validate a fence's word
 * without loading the server. The waits are tens of milliseconds: long enough to be seen, short enough for
 * the test suite.
 */
import type {StandInBehaviour} from './behaviour';

export const STAND_IN_STATES: Record<string, StandInBehaviour> = {
  'ultra-light': {mode: 'ultra-light'},
  light: {mode: 'light'},
  full: {mode: 'full'},
  starting: {startingMs: 50},
  'new-batch': {batchPendingPolls: 2},
  staking: {mode: 'full', stakeMiningMs: 30},
};
