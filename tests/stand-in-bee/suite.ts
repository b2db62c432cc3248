/**
 * The start of most tests of the stand-in: a stand-in Bee started before a suite's tests and closed after them,
 * with a bee-js client of it and a batch bought there (usable at once, as the stand-in sells them by default).
 */
import {after, before} from 'node:test';
import {Bee, type BatchId} from '@ethersphere/bee-js';
import {startStandInBee, type StandInBee} from './server';

export type StandInSuite = {readonly standIn: StandInBee; readonly bee: Bee; readonly batchId: BatchId};

/** Registers the suite's before and after hooks; the fields are set once the before hook has run. */
export function useStandInWithBatch(): StandInSuite {
  const suite = {} as {standIn: StandInBee; bee: Bee; batchId: BatchId};
  before(async () => {
    suite.standIn = await startStandInBee();
    suite.bee = new Bee(suite.standIn.url);
    suite.batchId = await suite.bee.createPostageBatch('500000000', 20, {waitForUsable: false});
  });
  after(() => suite.standIn.close());
  return suite;
}
