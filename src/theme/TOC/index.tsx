/**
 * Wraps the theme's table of contents in a navigation landmark. On blog posts it sits beside the main
 * landmark, and content outside any landmark is skipped by screen-reader users who move between landmarks.
 */
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
