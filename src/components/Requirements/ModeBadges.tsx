import clsx from 'clsx';
import {NODE_MODES, type NodeMode} from '@site/src/data/requirements';
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
