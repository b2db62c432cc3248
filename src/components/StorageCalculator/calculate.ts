/**
 * The storage calculator's arithmetic, done by bee-js's own `Utils` (passed in: the browser loads bee-js on the
 * first interaction, the unit test gives Node.js's build). Inputs are the form's strings; a problem with them
 * comes back as a sentence, never as an exception.
 */
import type * as BeeJs from '@ethersphere/bee-js';

export type BeeJsUtils = Pick<typeof BeeJs, 'Utils' | 'Size' | 'Duration'>;

export const SIZE_UNITS = {MB: 'fromMegabytes', GB: 'fromGigabytes'} as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** A Gnosis Chain block every 5 s, as the storage page's examples assume. */
export const BLOCK_TIME_SECONDS = 5;
/** bee-js caps a batch's lifetime at 100 years (its TTL normalisation), so longer durations mean nothing. */
export const MAX_DAYS = 36_525;

export type StorageInput = {size: string; unit: SizeUnit; days: string; pricePerBlock: number};

/** What the form holds when the page loads, and the result the page shows for it before any input. */
export const PREFILLED: Omit<StorageInput, 'pricePerBlock'> = {size: '5', unit: 'GB', days: '30'};
export type StorageResult = {ok: true; depth: number; amount: string; costBzz: string; capacity: string} | {ok: false; problem: string};

/**
 * `value` (a number, or a whole number's digits) as `toLocaleString('en')` writes it (commas between thousands),
 * without Intl: the first use of Intl's number formatting is slow in Chromium, and it would fall in the storage
 * page's hydration, where Lighthouse counts it as blocking time.
 */
export function withThousandsSeparators(value: number | string): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function positiveNumber(text: string, what: string): number | string {
  if (text.trim() === '') return `Enter the ${what}.`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `The ${what} must be a number.`;
  if (value <= 0) return `The ${what} must be more than 0.`;
  return value;
}

export function calculateStorage({Utils, Size, Duration}: BeeJsUtils, input: StorageInput): StorageResult {
  const size = positiveNumber(input.size, 'size');
  if (typeof size === 'string') return {ok: false, problem: size};
  const days = positiveNumber(input.days, 'duration in days');
  if (typeof days === 'string') return {ok: false, problem: days};
  if (days > MAX_DAYS) return {ok: false, problem: `The duration must be at most ${MAX_DAYS} days (100 years).`};
  if (!Number.isInteger(input.pricePerBlock) || input.pricePerBlock <= 0) {
    return {ok: false, problem: 'The price per chunk per block must be a whole number of PLUR above 0.'};
  }
  try {
    const bytes = Size[SIZE_UNITS[input.unit]](size);
    const depth = Utils.getDepthForSize(bytes);
    const effectiveBytes = Utils.getStampEffectiveBytes(depth);
    if (effectiveBytes < bytes.toBytes()) {
      const largest = Size.fromBytes(effectiveBytes).toFormattedString();
      return {ok: false, problem: `That is more than the largest batch bee-js plans for: ${largest} at depth ${depth}.`};
    }
    const amount = Utils.getAmountForDuration(Duration.fromDays(days), input.pricePerBlock, BLOCK_TIME_SECONDS);
    return {
      ok: true,
      depth,
      amount: amount.toString(),
      costBzz: Utils.getStampCost(depth, amount).toSignificantDigits(4),
      capacity: Size.fromBytes(effectiveBytes).toFormattedString(),
    };
  } catch (error) {
    return {ok: false, problem: `bee-js could not compute this: ${error instanceof Error ? error.message : String(error)}`};
  }
}
