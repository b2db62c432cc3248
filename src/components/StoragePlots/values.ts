/**
 * The values the storage calculator's plots show, computed by bee-js's own `Utils` (passed in, as the
 * calculator loads bee-js on the first interaction): the cost of the chosen depth over several durations, and
 * theoretical against effective capacity for the depths around the chosen one.
 */
import type * as BeeJs from '@ethersphere/bee-js';
import type {StoragePlotsProps} from '.';

type BeeJsUtils = Pick<typeof BeeJs, 'Utils' | 'Size' | 'Duration'>;

/** Durations a reader compares against, in days; the chosen one is added. */
const COMPARED_DAYS = [7, 30, 90, 180, 365, 730];
/** Depths shown on each side of the chosen one: eight bars stay readable on a phone. */
const DEPTHS_BELOW = 4;
const DEPTHS_ABOVE = 3;
const MIN_DEPTH = 17;
const MAX_DEPTH = 34;

export function plotValues(
  {Utils, Size, Duration}: BeeJsUtils,
  {depth, days, pricePerBlock, blockTimeSeconds}: {depth: number; days: number; pricePerBlock: number; blockTimeSeconds: number},
): StoragePlotsProps {
  const durations = [...new Set([...COMPARED_DAYS, days])].sort((a, b) => a - b);
  const costs = durations.map((duration) => {
    const cost = Utils.getStampCost(depth, Utils.getAmountForDuration(Duration.fromDays(duration), pricePerBlock, blockTimeSeconds));
    return {days: duration, bzz: Number(cost.toDecimalString()), label: cost.toSignificantDigits(4)};
  });
  const first = Math.max(MIN_DEPTH, depth - DEPTHS_BELOW);
  const last = Math.min(MAX_DEPTH, depth + DEPTHS_ABOVE);
  const capacities = Array.from({length: last - first + 1}, (_, index) => {
    const at = first + index;
    const theoreticalBytes = Utils.getStampTheoreticalBytes(at);
    const effectiveBytes = Utils.getStampEffectiveBytes(at);
    return {
      depth: at,
      theoreticalBytes,
      effectiveBytes,
      theoretical: Size.fromBytes(theoreticalBytes).toFormattedString(),
      effective: Size.fromBytes(effectiveBytes).toFormattedString(),
    };
  });
  return {days, depth, costs, capacities};
}
