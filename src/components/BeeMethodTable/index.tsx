import Link from '@docusaurus/Link';
import {ModeBadges} from '@site/src/components/Requirements';
import {beeMethodGroups, type BeeMethodGroupId} from '@site/src/data/beeMethods';
import styles from './styles.module.css';

/** API reference anchor of a Bee method: the reference generator lower-cases method names. */
const apiLink = (method: string) => `/docs/api/classes/Bee/#${method.toLowerCase()}`;

/** One task group of the Bee cheat-sheet (src/data/beeMethods.ts) as a table. */
export default function BeeMethodTable({group}: {group: BeeMethodGroupId}) {
  const {methods} = beeMethodGroups.find(({id}) => id === group)!;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Node modes</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.name}>
              <th scope="row">
                <Link to={apiLink(method.name)}>
                  <code>{method.name}</code>
                </Link>
              </th>
              <td className={styles.modes}>
                {method.modes === 'local' ? (
                  <span className={styles.local}>no node needed</span>
                ) : (
                  <ModeBadges modes={method.modes} />
                )}
              </td>
              <td>
                {method.summary}
                {'replacedBy' in method && (
                  <>
                    {' '}
                    <span className={styles.deprecated}>
                      Deprecated: use{' '}
                      <Link to={apiLink(method.replacedBy)}>
                        <code>{method.replacedBy}</code>
                      </Link>
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
