/** The values a plot's value axis marks (./index.tsx). */

/** A value the value axis marks, at its height. */
export type Tick = {value: number; label: string};

/** At most this many values on a value axis: more would crowd its 12 px labels on a phone. */
const MAX_TICKS = 5;
const DECIMAL_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB'];

/**
 * The powers of ten from 10^`lowest` to 10^`highest` (logarithms of a number of bytes) as decimal sizes ("1 MB",
 * "100 GB"), the units the calculator's sizes are written in; every one, or every few so that at most MAX_TICKS
 * remain.
 */
export function byteTicks(lowest: number, highest: number): Tick[] {
  const first = Math.ceil(lowest);
  const exponents = Array.from({length: Math.max(0, Math.floor(highest) - first + 1)}, (_, index) => first + index);
  const step = Math.ceil(exponents.length / MAX_TICKS);
  return exponents
    .filter((_, index) => index % step === 0)
    .map((exponent) => ({value: 10 ** exponent, label: `${10 ** (exponent % 3)} ${DECIMAL_UNITS[Math.floor(exponent / 3)]}`}));
}
