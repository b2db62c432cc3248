import Link from '@docusaurus/Link';
import {sourceUrl, WAITS_FOR_MINING} from '@site/src/data/bee-behaviour';
import {beeMethodApiPath} from '@site/src/data/beeMethods';

/**
 * The calls whose promise settles only after Bee has seen their transactions mined, with the line of Bee that
 * waits. Usage in MDX: `<WaitsForMining />`.
 */
export default function WaitsForMining() {
  return (
    <table>
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
