import Link from '@docusaurus/Link';
import {BATCH_UPLOAD_ERRORS} from '@site/src/data/bee-behaviour/upload-errors';

/** BatchErrors's text and table (./index.tsx), rendered by the server only. */
export default function BatchErrorsTable() {
  return (
    <>
      <p>
        An upload that names a batch the node cannot use rejects with a{' '}
        <Link to="/docs/api/classes/BeeResponseError/">
          <code>BeeResponseError</code>
        </Link>
        ; its <code>status</code> tells the two cases apart:
      </p>
      <table tabIndex={0}>
        <thead>
          <tr>
            <th>Status and Bee&apos;s message</th>
            <th>Cause</th>
            <th>What to do</th>
          </tr>
        </thead>
        <tbody>
          {BATCH_UPLOAD_ERRORS.map(({status, message, cause, fix}) => (
            <tr key={status}>
              <td>
                <code>{status}</code> <code>{message}</code>
              </td>
              <td>{cause}</td>
              <td>
                {fix.text} <code>{fix.method}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
