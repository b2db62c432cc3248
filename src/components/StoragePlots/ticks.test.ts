import {test} from 'node:test';
import assert from 'node:assert/strict';
import {byteTicks} from './ticks';

test('a value axis marks each power of ten in its range in decimal units, every other one when there are nine', () => {
  // Depths 20 to 27 at the default table: about 63 MB (a tenth of the smallest effective size) to 550 GB.
  assert.deepEqual(
    byteTicks(Math.log10(62_891_000), Math.log10(549_756_000_000)).map(({label}) => label),
    ['100 MB', '1 GB', '10 GB', '100 GB'],
  );
  assert.deepEqual(
    byteTicks(3.6, 12.04).map(({label, value}) => [label, value]),
    [
      ['10 KB', 1e4],
      ['1 MB', 1e6],
      ['100 MB', 1e8],
      ['10 GB', 1e10],
      ['1 TB', 1e12],
    ],
  );
});

test('a value axis within one power of ten marks none', () => {
  assert.deepEqual(byteTicks(9.2, 9.8), []);
});
