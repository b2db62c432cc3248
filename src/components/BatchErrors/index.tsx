import {ServerOnly} from '@site/plugins/server-html/client';
import BatchErrorsTable from './BatchErrorsTable.server';

/**
 * The two answers Bee gives to an upload whose postage batch the node cannot use, as one table for every
 * guide that uploads. Server-only: the browser keeps the HTML and never loads the data. Usage in MDX:
 * `<BatchErrors />`.
 */
export default function BatchErrors() {
  return (
    <ServerOnly id="batch-errors">
      <BatchErrorsTable />
    </ServerOnly>
  );
}
