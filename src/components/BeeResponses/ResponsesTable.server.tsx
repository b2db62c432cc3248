import {Fragment} from 'react';
import {responseRows, sourceUrl} from '@site/src/data/bee-behaviour';
import {NOT_INDEXED_ATTRIBUTE} from '@site/plugins/search/client';
import styles from './styles.module.css';

/** BeeResponses's table (./index.tsx), rendered by the server only. */
export default function ResponsesTable({ids}: {ids: string[]}) {
  // Its messages are search entries of their own (plugins/search), each leading to this section.
  return (
    <table tabIndex={0} {...{[NOT_INDEXED_ATTRIBUTE]: ''}}>
      <thead>
        <tr>
          <th>Status and Bee&apos;s message</th>
          <th>When</th>
          <th>Endpoints (source at Bee 2.8.1)</th>
        </tr>
      </thead>
      <tbody>
        {responseRows(ids).map(({status, message, when, modes, endpoints}) => (
          <tr key={`${status} ${message} ${when}`}>
            <td>
              <code>{status}</code> <code className={styles.message}>{message}</code>
            </td>
            <td>
              {when}
              {modes && <> (on {modes.join(' and ')} nodes)</>}
            </td>
            <td>
              {endpoints.map(({method, path, source, tests = []}, index) => (
                <span key={`${method} ${path}`}>
                  {index > 0 && ', '}
                  <a href={sourceUrl(source)}>
                    <code className={styles.endpoint}>
                      {method} {path}
                    </code>
                  </a>
                  {tests.map((test) => (
                    <Fragment key={`${test.file}#${test.line}`}>
                      {' '}
                      (<a href={sourceUrl(test)}>Bee&apos;s test</a>)
                    </Fragment>
                  ))}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
