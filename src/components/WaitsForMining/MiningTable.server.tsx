import Link from '@docusaurus/Link';
import {sourceUrl, WAITS_FOR_MINING} from '@site/src/data/bee-behaviour';
import {beeMethodApiPath} from '@site/src/data/beeMethods';

/** WaitsForMining's table (./index.tsx), rendered by the server only. */
export default function MiningTable() {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th>bee-js call</th>
          <th>Bee endpoint</th>
          <th>Resolves after</th>
        </tr>
      </thead>
      <tbody>
        {WAITS_FOR_MINING.map(({method, path, beeJs, what, source}) => (
          <tr key={beeJs}>
            <td>
              <Link to={beeMethodApiPath(beeJs)}>
                <code>{beeJs}</code>
              </Link>
            </td>
            <td>
              <code>
                {method} {path}
              </code>
            </td>
            <td>
              {what} (<a href={sourceUrl(source)}>source</a>)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
