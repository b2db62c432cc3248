import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import FeatureCard from '@site/src/components/FeatureCard';
import InstallTabs from '@site/src/components/InstallTabs';
import {StaticCodeBlock} from '@site/plugins/twoslash/client';
import styles from './index.module.css';

const quickExample = `import { Bee } from '@ethersphere/bee-js'

const bee = new Bee('http://localhost:1633')
// your postage batch ID: buy one with bee.buyStorage (see Buying storage)
const batchId = '…'

const { reference } = await bee.uploadData(batchId, 'Hello, Swarm!')
const data = await bee.downloadData(reference)

console.log(data.toUtf8()) // Hello, Swarm!`;

const features = [
  {
    title: 'Upload and download',
    to: '/docs/upload-download/',
    body: 'Store bytes, files and whole directories, then fetch them back by reference from any node.',
  },
  {
    title: 'Buy storage',
    to: '/docs/storage/',
    body: 'Postage batches pay for what you store. Pick a size and a duration; bee-js does the maths.',
  },
  {
    title: 'Typed end to end',
    to: '/docs/api/',
    body: 'Every method, option and response is typed. The API reference is generated from the published package.',
  },
  {
    title: 'Mutable content',
    to: '/docs/soc-and-feeds/',
    body: 'Feeds give your content one stable address while you keep publishing new versions under it.',
  },
  {title: 'Messaging', to: '/docs/pss/', body: 'Send messages between Bee nodes with PSS and GSOC, straight from your application.'},
  {
    title: 'Runs where JavaScript runs',
    to: '/compatibility/',
    body: 'Node.js and modern browsers, from ES modules or CommonJS. See which Bee versions this release supports.',
  },
] as const;

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description="bee-js is the TypeScript client for Swarm's Bee node: store and fetch data on Swarm from JavaScript.">
      {/* One main landmark holds hero and content: a top-level header would be a second banner landmark. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <p className={styles.lead}>
              Store and retrieve data on the Swarm network from TypeScript and JavaScript, in Node.js or the browser.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/getting-started/">
                Get started
              </Link>
              <Link className="button button--secondary button--outline button--lg" to="/docs/api/">
                API reference
              </Link>
            </div>
          </div>
        </header>
        <div className="container margin-vert--xl">
          <section className={styles.quickstart}>
            <div>
              <Heading as="h2">Install</Heading>
              <InstallTabs packages="@ethersphere/bee-js" />
            </div>
            <div>
              <Heading as="h2">Upload, then download</Heading>
              <StaticCodeBlock id="quick-example" language="ts" code={quickExample} />
            </div>
          </section>
          <section aria-labelledby="features-heading" className="margin-top--xl">
            <Heading as="h2" id="features-heading" className="text--center">
              What you can build
            </Heading>
            <div className={styles.features}>
              {features.map((feature) => (
                <FeatureCard key={feature.title} title={feature.title} to={feature.to}>
                  {feature.body}
                </FeatureCard>
              ))}
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}
