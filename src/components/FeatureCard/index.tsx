import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: string;
  to: string;
  children: React.ReactNode;
};

export default function FeatureCard({title, to, children}: Props) {
  return (
    <Link to={to} className={styles.card}>
      <Heading as="h3" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.body}>{children}</p>
    </Link>
  );
}
