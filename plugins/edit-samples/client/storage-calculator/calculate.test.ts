import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Duration, Size, Utils} from '@ethersphere/bee-js';
import {BLOCK_TIME_SECONDS, calculateStorage, type StorageInput} from './calculate';

const beeJs = {Utils, Size, Duration};

describe('calculateStorage', () => {
  test("gives what bee-js's Utils give for the same inputs", () => {
    const cases: [StorageInput, Size][] = [
      [{size: '5', unit: 'GB', days: '30', pricePerBlock: 24_000}, Size.fromGigabytes(5)],
      [{size: '200', unit: 'MB', days: '7', pricePerBlock: 24_000}, Size.fromMegabytes(200)],
      [{size: '1.5', unit: 'GB', days: '365', pricePerBlock: 31_000}, Size.fromGigabytes(1.5)],
    ];
    for (const [input, size] of cases) {
      const depth = Utils.getDepthForSize(size);
      const amount = Utils.getAmountForDuration(Duration.fromDays(Number(input.days)), input.pricePerBlock, BLOCK_TIME_SECONDS);
      assert.deepEqual(calculateStorage(beeJs, input), {
        ok: true,
        depth,
        amount: amount.toString(),
        costBzz: Utils.getStampCost(depth, amount).toSignificantDigits(4),
        capacity: Size.fromBytes(Utils.getStampEffectiveBytes(depth)).toFormattedString(),
      });
    }
  });

  test("matches the storage page's example: 5 GB for 30 days at 24 000 PLUR is depth 22, 5.2183 xBZZ", () => {
    const result = calculateStorage(beeJs, {size: '5', unit: 'GB', days: '30', pricePerBlock: 24_000});
    assert.ok(result.ok);
    assert.equal(result.depth, 22);
    assert.equal(result.amount, '12441600001');
    assert.equal(result.costBzz, '5.2183');
  });

  test('empty, negative, non-numeric and huge inputs get a sentence, not an exception', () => {
    const base: StorageInput = {size: '5', unit: 'GB', days: '30', pricePerBlock: 24_000};
    const problems: [Partial<StorageInput>, RegExp][] = [
      [{size: ''}, /Enter the size/],
      [{size: '-1'}, /size must be more than 0/],
      [{size: '0'}, /size must be more than 0/],
      [{size: 'lots'}, /size must be a number/],
      [{size: '1e12'}, /more than the largest batch/],
      [{size: '1e400'}, /size must be a number/],
      [{days: '  '}, /Enter the duration/],
      [{days: '-3'}, /duration in days must be more than 0/],
      [{days: '1e9'}, /at most 36525 days/],
      [{pricePerBlock: 0}, /price per chunk per block/],
    ];
    for (const [change, message] of problems) {
      const result = calculateStorage(beeJs, {...base, ...change});
      assert.equal(result.ok, false, JSON.stringify(change));
      assert.match((result as {problem: string}).problem, message);
    }
  });
});
