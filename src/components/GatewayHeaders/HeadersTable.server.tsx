import {BLOCKED_BY_GATEWAY, GATEWAY_PROXY_ALLOWED_HEADERS, sourceUrl} from '@site/src/data/bee-behaviour';

/** GatewayHeaders's text and table (./index.tsx), rendered by the server only. */
export default function HeadersTable() {
  const {headers, source} = GATEWAY_PROXY_ALLOWED_HEADERS;
  return (
    <>
      <p>
        <a href={sourceUrl(source)}>gateway-proxy allows</a> these request headers and no others:{' '}
        {headers.map((header, index) => (
          <span key={header}>
            {index > 0 && ', '}
            <code>{header}</code>
          </span>
        ))}
        . From a web page, a request with any other header fails the browser&apos;s CORS preflight before it reaches the gateway, so these
        uploads fail in a browser:
      </p>
      <table tabIndex={0}>
        <thead>
          <tr>
            <th>Upload or option</th>
            <th>Header bee-js sends</th>
          </tr>
        </thead>
        <tbody>
          {BLOCKED_BY_GATEWAY.map(({option, header}) => (
            <tr key={header}>
              <td>
                <code>{option}</code>
              </td>
              <td>
                <code>{header}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
