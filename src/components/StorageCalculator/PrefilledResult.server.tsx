import type {ReactNode} from 'react';
import {Duration, Size, Utils} from '@ethersphere/bee-js';
import {DEFAULT_STORAGE_PRICE} from '@site/src/data/storage-price';
import {calculateStorage, PREFILLED} from './calculate';
import ResultList from './ResultList';

/**
 * The calculator's result for the values the form starts with, computed by the server with bee-js's own Utils,
 * so the page shows it from the first paint without loading bee-js.
 */
export default function PrefilledResult(): ReactNode {
  const result = calculateStorage({Utils, Size, Duration}, {...PREFILLED, pricePerBlock: DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock});
  if (!result.ok) throw new Error(`The storage calculator's prefilled values give no result: ${result.problem}`);
  return <ResultList result={result} />;
}
