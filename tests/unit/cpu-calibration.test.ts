import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_MOBILE_MULTIPLIER, midTierMobileMultiplier} from '../bench/lib/cpu-calibration';

test("the Lighthouse bench's calibrated multiplier follows Lighthouse's table of host classes", () => {
  // High-end desktop: Lighthouse's default is meant for it.
  assert.equal(midTierMobileMultiplier(1500), DEFAULT_MOBILE_MULTIPLIER);
  assert.equal(midTierMobileMultiplier(2200), DEFAULT_MOBILE_MULTIPLIER);
  // Low-end desktop and high-end phone.
  assert.equal(midTierMobileMultiplier(1499), 2);
  assert.equal(midTierMobileMultiplier(800), 2);
  // A mid-tier phone is the target itself.
  assert.equal(midTierMobileMultiplier(799), 1);
  assert.equal(midTierMobileMultiplier(125), 1);
  for (const bad of [0, -1, Number.NaN]) assert.throws(() => midTierMobileMultiplier(bad), /Not a benchmarkIndex/);
});
