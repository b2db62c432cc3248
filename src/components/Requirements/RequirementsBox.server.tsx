import Link from '@docusaurus/Link';
import {FUND_PURPOSE, POSTAGE_BATCH_REQUIREMENT, type Fund, type NodeMode} from '@site/src/data/requirements';
import {ModeBadges} from './ModeBadges';
import styles from './styles.module.css';

export type Props = {
  /** Node modes in which the page's tasks work (`ultra-light`, `light`, `full`). */
  modes: NodeMode[];
  /** Tokens the node's wallet must hold for the page's tasks; leave out when none are needed. */
  funds?: Fund[];
  /** True when the tasks upload data and so need a usable postage batch (links to the storage guide). */
  batch?: boolean;
  /** Extra conditions, e.g. "a chequebook deployed by the node"; shown as the last line. */
  children?: React.ReactNode;
};

/** Requirements's box (./index.tsx), rendered by the server only. */
export default function RequirementsBox({modes, funds = [], batch = false, children}: Props) {
  return (
    <aside className={styles.box} aria-label="Requirements">
      <p className={styles.title}>Requirements</p>
      <dl className={styles.list}>
        <dt>Node mode</dt>
        <dd>
          <ModeBadges modes={modes} />
        </dd>
        <dt>Funds</dt>
        <dd>{funds.length === 0 ? 'None' : funds.map((fund) => FUND_PURPOSE[fund]).join('; ')}</dd>
        {batch && (
          <>
            <dt>Postage batch</dt>
            <dd>
              {POSTAGE_BATCH_REQUIREMENT.text} (see{' '}
              <Link to={POSTAGE_BATCH_REQUIREMENT.guide.to}>{POSTAGE_BATCH_REQUIREMENT.guide.label}</Link>)
            </dd>
          </>
        )}
        {children && (
          <>
            <dt>Also</dt>
            <dd>{children}</dd>
          </>
        )}
      </dl>
    </aside>
  );
}
