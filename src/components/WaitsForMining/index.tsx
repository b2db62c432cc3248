import {ServerOnly} from '@site/plugins/server-html/client';
import MiningTable from './MiningTable.server';

/**
 * The calls whose promise settles only after Bee has seen their transactions mined, with the line of Bee that
 * waits. Server-only: the browser keeps the table's HTML and never loads the data. Usage in MDX:
 * `<WaitsForMining />`.
 */
export default function WaitsForMining() {
  return (
    <ServerOnly id="waits-for-mining">
      <MiningTable />
    </ServerOnly>
  );
}
