import Link from '@docusaurus/Link';
import {FUND_PURPOSE, NODE_MODES, POSTAGE_BATCH_REQUIREMENT, type Fund, type NodeMode} from '@site/src/data/requirements';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The three node modes as badges: the ones in `modes` highlighted, the others marked as not supported. */
export function ModeBadges({modes}: {modes: readonly NodeMode[]}) {
  return (
    <span className={styles.badges}>
      {NODE_MODES.map((mode) => {
        const supported = modes.includes(mode);
        return (
          <span key={mode} className={clsx(styles.badge, supported ? styles.supported : styles.unsupported)}>
            {mode}
            {!supported && <span className="visually-hidden"> (not supported)</span>}
          </span>
        );
      })}
    </span>
  );
}

type Props = {
  /** Node modes in which the page's tasks work (`ultra-light`, `light`, `full`). */
  modes: NodeMode[];
  /** Tokens the node's wallet must hold for the page's tasks; leave out when none are needed. */
  funds?: Fund[];
  /** True when the tasks upload data and so need a usable postage batch (links to the storage guide). */
  batch?: boolean;
  /** Extra conditions, e.g. "a chequebook deployed by the node"; shown as the last line. */
  children?: React.ReactNode;
};

/**
 * The prerequisites box at the top of a guide: which node modes the page's tasks need, which funds, and
 * whether a postage batch is needed. Usage in MDX:
 * `<Requirements modes={['light', 'full']} funds={['xBZZ', 'xDAI']} batch />`.
 */
export default function Requirements({modes, funds = [], batch = false, children}: Props) {
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
