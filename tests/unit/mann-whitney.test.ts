import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mannWhitneyGreater, uStatistic} from '../bench/lib/mann-whitney';

const close = (actual: number, expected: number, what: string) => assert.ok(Math.abs(actual - expected) < 1e-4, `${what}: ${actual}`);

test('U counts the pairs in which the first sample is larger, ties as halves', () => {
  assert.equal(uStatistic([3, 4], [1, 2]), 4);
  assert.equal(uStatistic([2, 2], [2, 1]), 3);
});

test('fully separated samples of 8 give the exact p of one split in 12,870; the reverse order gives 1', () => {
  const low = [100, 101, 102, 103, 104, 105, 106, 107];
  const high = low.map((value) => value + 50);
  close(mannWhitneyGreater(high, low), 1 / 12_870, 'separated');
  assert.equal(mannWhitneyGreater(low, high), 1);
});

test('identical samples show nothing; one run a side cannot reach p < 0.05', () => {
  assert.equal(mannWhitneyGreater([5, 5, 5], [5, 5, 5]), 1);
  assert.equal(mannWhitneyGreater([200], [100]), 0.5);
});

test('interleaved samples are not significant; with 12 a side (the normal approximation) a shift of a third is', () => {
  assert.ok(mannWhitneyGreater([1, 3, 5, 7, 9, 11, 13, 15], [2, 4, 6, 8, 10, 12, 14, 16]) > 0.5);
  const base = Array.from({length: 12}, (_, index) => 100 + index * 4);
  const shifted = (by: number) => base.map((value) => value + by);
  assert.ok(mannWhitneyGreater(shifted(16), base) < 0.05);
  assert.ok(mannWhitneyGreater(shifted(8), base) > 0.05);
});
