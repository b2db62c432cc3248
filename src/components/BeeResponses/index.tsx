import {ServerOnly} from '@site/plugins/server-html/client';
import ResponsesTable from './ResponsesTable.server';

/**
 * Bee's answers beyond its contract, picked by id or id family from src/data/bee-behaviour/, as one table
 * whose endpoints link to the line of Bee's source that gives the answer. Server-only: the browser keeps the
 * table's HTML and never loads the data. Usage in MDX:
 * `<BeeResponses ids={['chain-disabled', 'storage-incentives-disabled']} />`.
 */
export default function BeeResponses({ids}: {ids: string[]}) {
  return (
    <ServerOnly id={`bee-responses-${ids.join('-')}`}>
      <ResponsesTable ids={ids} />
    </ServerOnly>
  );
}
