import {BLOCKED_BY_GATEWAY, GATEWAY_PROXY_ALLOWED_HEADERS, sourceUrl} from '@site/src/data/bee-behaviour';

/**
 * What a browser page can send through gateway-proxy: the request headers its CORS answer allows, and the
 * bee-js upload options whose header is not among them. Usage in MDX: `<GatewayHeaders />`.
 */
export default function GatewayHeaders() {
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
      <table>
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
