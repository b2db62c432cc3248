import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Duration, Size, Utils} from '@ethersphere/bee-js';
import {calculateStorage, withThousandsSeparators, type StorageInput, type StorageResult} from './calculate';

const beeJs = {Utils, Size, Duration};

describe('calculateStorage', () => {
  // Worked by hand from bee-js 12.3.1's formulas (dist/cjs/utils/stamps.js): depth is the first breakpoint of
  // effectiveSizeBreakpoints (GB, decimal) at least the size; amount = seconds / 5 * price + 1; cost = 2^depth *
  // amount PLUR, 1 xBZZ = 10^16 PLUR, cut (not rounded) to 4 decimals; capacity is the depth's breakpoint.
  const handWorked: [StorageInput, Extract<StorageResult, {ok: true}>][] = [
    // 5 GB > 2.38 GB (depth 21), <= 7.07 GB: depth 22. 30 days = 2 592 000 s = 518 400 blocks; * 24 000 + 1.
    // 2^22 * 12 441 600 001 = 52 183 852 650 594 304 PLUR = 5.2183... xBZZ (the storage page's example).
    [
      {size: '5', unit: 'GB', days: '30', pricePerBlock: 24_000},
      {ok: true, depth: 22, amount: '12441600001', costBzz: '5.2183', capacity: '7.070 GB'},
    ],
    // 200 MB = 0.2 GB > 0.10249 GB (depth 19), <= 0.62891 GB: depth 20. 7 days = 120 960 blocks; * 24 000 + 1.
    // 2^20 * 2 903 040 001 = 3 044 058 072 088 576 PLUR = 0.3044... xBZZ.
    [
      {size: '200', unit: 'MB', days: '7', pricePerBlock: 24_000},
      {ok: true, depth: 20, amount: '2903040001', costBzz: '0.3044', capacity: '628.910 MB'},
    ],
    // 1.5 GB > 0.62891 GB (depth 20), <= 2.38 GB: depth 21. 365 days = 6 307 200 blocks; * 31 000 + 1.
    // 2^21 * 195 523 200 001 = 410 041 869 928 497 152 PLUR = 41.0041... xBZZ.
    [
      {size: '1.5', unit: 'GB', days: '365', pricePerBlock: 31_000},
      {ok: true, depth: 21, amount: '195523200001', costBzz: '41.0041', capacity: '2.380 GB'},
    ],
  ];

  test('gives the depth, amount, cost and capacity worked out by hand for three batches', () => {
    for (const [input, expected] of handWorked) assert.deepEqual(calculateStorage(beeJs, input), expected, JSON.stringify(input));
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

describe('withThousandsSeparators', () => {
  test("writes a number as toLocaleString('en') does, for the price line", () => {
    const values = [0, 7, 999, 1000, 24_000, 123_456, 1_234_567, 1_000_000_000, 12.5, 1234.5678];
    for (const value of values)
      assert.equal(withThousandsSeparators(value), value.toLocaleString('en', {maximumFractionDigits: 20}), String(value));
  });
});
