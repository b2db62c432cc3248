/**
 * The one-sided Mann-Whitney U test, for benches that compare two sets of timings of the same page: how likely
 * timings drawn from one distribution would put `larger` at least this far above `smaller`. Ties count half.
 * Exact (every split of the pooled runs into two groups of these sizes) up to MAX_EXACT_SPLITS splits, which
 * covers 10 runs a side; beyond that, the normal approximation with tie correction.
 */

const MAX_EXACT_SPLITS = 200_000;

/** U of `larger` over `smaller`: the pairs in which the first is larger, ties counting half. */
export function uStatistic(larger: readonly number[], smaller: readonly number[]): number {
  let u = 0;
  for (const a of larger) for (const b of smaller) u += a > b ? 1 : a === b ? 0.5 : 0;
  return u;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Every way to choose `size` of `count` indices, as arrays of indices. */
function* combinations(count: number, size: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === size) {
    yield chosen;
    return;
  }
  for (let index = start; index <= count - (size - chosen.length); index++) {
    chosen.push(index);
    yield* combinations(count, size, index + 1, chosen);
    chosen.pop();
  }
}

function exactP(larger: readonly number[], smaller: readonly number[], observed: number): number {
  const pooled = [...larger, ...smaller];
  let atLeast = 0;
  let splits = 0;
  for (const chosen of combinations(pooled.length, larger.length)) {
    const picked = new Set(chosen);
    const first = chosen.map((index) => pooled[index]!);
    const second = pooled.filter((_, index) => !picked.has(index));
    if (uStatistic(first, second) >= observed) atLeast += 1;
    splits += 1;
  }
  return atLeast / splits;
}

/** The standard normal distribution's upper tail, by Abramowitz and Stegun 7.1.26 (error under 1.5e-7). */
function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 - erf) / 2 : (1 + erf) / 2;
}

function normalP(larger: readonly number[], smaller: readonly number[], observed: number): number {
  const [n1, n2] = [larger.length, smaller.length];
  const n = n1 + n2;
  const counts = new Map<number, number>();
  for (const value of [...larger, ...smaller]) counts.set(value, (counts.get(value) ?? 0) + 1);
  const ties = [...counts.values()].reduce((sum, t) => sum + (t ** 3 - t), 0);
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance === 0) return 1;
  // Continuity correction: U moves in steps of a half.
  return upperTail((observed - 0.5 - (n1 * n2) / 2) / Math.sqrt(variance));
}

/** P(U >= observed U) when both samples come from one distribution: small means `larger` is larger. */
export function mannWhitneyGreater(larger: readonly number[], smaller: readonly number[]): number {
  if (larger.length === 0 || smaller.length === 0) return 1;
  const observed = uStatistic(larger, smaller);
  return binomial(larger.length + smaller.length, larger.length) <= MAX_EXACT_SPLITS
    ? exactP(larger, smaller, observed)
    : normalP(larger, smaller, observed);
}
