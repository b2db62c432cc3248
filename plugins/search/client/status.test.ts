import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isFirstAnswer, isSearching, showFirstAnswer, subscribeSearchStatus} from './status';

test('a first answer keeps the modal busy until the full engine settles, loaded or failed', async () => {
  const changes: boolean[] = [];
  const unsubscribe = subscribeSearchStatus(() => changes.push(isFirstAnswer()));
  let finish!: () => void;
  const loaded = new Promise<void>((resolve) => (finish = resolve));
  showFirstAnswer(loaded);
  showFirstAnswer(loaded);
  assert.equal(isSearching(), true);
  finish();
  await loaded;
  await Promise.resolve();
  assert.equal(isSearching(), false);
  const failed = Promise.reject(new Error('offline'));
  showFirstAnswer(failed);
  await failed.catch(() => undefined);
  await Promise.resolve();
  assert.equal(isFirstAnswer(), false);
  assert.deepEqual(changes, [true, false, true, false], 'each first answer starts and ends once');
  unsubscribe();
});
