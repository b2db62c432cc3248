import Link from '@docusaurus/Link';
import {ModeBadges} from '@site/src/components/Requirements/ModeBadges';
import {beeMethodApiPath, beeMethodFacts, beeMethodGroup, groupGuides} from '@site/src/data/beeMethods';
import {NOT_INDEXED_ATTRIBUTE} from '@site/plugins/search/client';
import styles from './styles.module.css';

function GuideLinks({group}: {group: string}) {
  const guides = groupGuides[group] ?? [];
  if (guides.length === 0) return null;
  return (
    <p>
      Guide:{' '}
      {guides.map(({label, to}, index) => (
        <span key={to}>
          {index > 0 && ', '}
          <Link to={to}>{label}</Link>
        </span>
      ))}
    </p>
  );
}

function MethodRow({name}: {name: string}) {
  const {modes, summary, replacedBy} = beeMethodFacts[name];
  return (
    <tr>
      <th scope="row">
        <Link to={beeMethodApiPath(name)}>
          <code>{name}</code>
        </Link>
      </th>
      <td className={styles.modes}>
        {modes === 'local' ? <span className={styles.local}>no node needed</span> : <ModeBadges modes={modes} />}
      </td>
      <td>
        {summary}
        {replacedBy && (
          <>
            {' '}
            <span className={styles.deprecated}>
              Deprecated: use{' '}
              <Link to={beeMethodApiPath(replacedBy)}>
                <code>{replacedBy}</code>
              </Link>
            </span>
          </>
        )}
      </td>
    </tr>
  );
}

/** BeeMethodTable's guide link and table (./index.tsx), rendered by the server only. */
export default function MethodTable({group}: {group: string}) {
  return (
    <>
      <GuideLinks group={group} />
      <div className={styles.wrapper}>
        {/* Each row is a method the Bee class page of the API reference indexes with its own description. */}
        <table tabIndex={0} className={styles.table} {...{[NOT_INDEXED_ATTRIBUTE]: ''}}>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Node modes</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {beeMethodGroup(group).methods.map((name) => (
              <MethodRow key={name} name={name} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
