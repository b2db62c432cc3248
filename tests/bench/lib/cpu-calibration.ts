/**
 * Lighthouse's CPU calibration (docs/throttling.md of GoogleChrome/lighthouse, "Calibrating the CPU slowdown").
 * Its default 4x CPU slowdown turns a high-end desktop (benchmarkIndex 1500 to 2000) into a mid-tier mobile
 * phone; on a weaker host the same 4x emulates a slower phone than Lighthouse means to, and Lighthouse's CLI
 * warns when the host's benchmarkIndex is 1000 or less. These are the multipliers its table suggests for
 * emulating a mid-tier mobile phone from each class of host.
 */

/** Lighthouse's default mobile CPU slowdown (constants.js, mobileSlow4G). */
export const DEFAULT_MOBILE_MULTIPLIER = 4;

/** At or below this benchmarkIndex Lighthouse's CLI warns that the host is slower than it expects. */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * The multiplier Lighthouse's table suggests for emulating a mid-tier mobile phone on a host of this
 * benchmarkIndex: 4x from a high-end desktop (1500 and over), 2x from a low-end desktop or a high-end phone
 * (800 to 1500), 1x from a mid-tier phone (under 800), which is the target itself.
 */
export function midTierMobileMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Not a benchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1500) return DEFAULT_MOBILE_MULTIPLIER;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}
