import {ServerOnly} from '@site/plugins/server-html/client';
import HeadersTable from './HeadersTable.server';

/**
 * What a browser page can send through gateway-proxy: the request headers its CORS answer allows, and the
 * bee-js upload options whose header is not among them. Server-only: the browser keeps the HTML and never
 * loads the data. Usage in MDX: `<GatewayHeaders />`.
 */
export default function GatewayHeaders() {
  return (
    <ServerOnly id="gateway-headers">
      <HeadersTable />
    </ServerOnly>
  );
}
