import type {ReactNode} from 'react';
import {withThousandsSeparators, type StorageResult} from './calculate';

/** A calculation's figures (./calculate.ts), PLUR with separators like the price line. */
export default function ResultList({result}: {result: Extract<StorageResult, {ok: true}>}): ReactNode {
  return (
    <dl>
      <dt>Depth</dt>
      <dd data-calculator="depth">{result.depth}</dd>
      <dt>Amount per chunk</dt>
      <dd data-calculator="amount">{withThousandsSeparators(result.amount)} PLUR</dd>
      <dt>Total cost</dt>
      <dd data-calculator="cost">{result.costBzz} xBZZ</dd>
      <dt>Effective capacity</dt>
      <dd data-calculator="capacity">{result.capacity}</dd>
    </dl>
  );
}
