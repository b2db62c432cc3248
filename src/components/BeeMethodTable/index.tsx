import {ServerOnly} from '@site/plugins/server-html/client';
import MethodTable from './MethodTable.server';

/**
 * One group of the Bee cheat-sheet, by its API reference title: a link to the guide, then a table of methods
 * with their node modes and summaries (src/data/beeMethods.ts, which the API reference's Bee page reads too).
 * Server-only: the browser keeps the HTML and never loads the data.
 */
export default function BeeMethodTable({group}: {group: string}) {
  return (
    <ServerOnly id={`bee-methods-${group.toLowerCase().replace(/\W+/g, '-')}`}>
      <MethodTable group={group} />
    </ServerOnly>
  );
}
