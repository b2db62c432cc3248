import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {BeeJsPackageFacts} from '@site/bee-js-package';
import styles from './styles.module.css';

type BuildFacts = {beeJs: BeeJsPackageFacts; buildNodeVersion: string};

/** The facts docusaurus.config.ts read from the installed bee-js package and the Node.js that ran the build. */
function useBuildFacts(): BuildFacts {
  const {customFields = {}} = useDocusaurusContext().siteConfig;
  return {
    beeJs: customFields.beeJs as BeeJsPackageFacts,
    buildNodeVersion: customFields.buildNodeVersion as string,
  };
}

/** One fact as inline text, for use in a sentence. */
export function BeeJsFact({name}: {name: keyof Omit<BeeJsPackageFacts, 'nodeRange'>}) {
  return <>{useBuildFacts().beeJs[name]}</>;
}

type RowProps = {label: string; source: React.ReactNode; children: React.ReactNode};

function Row({label, source, children}: RowProps) {
  return (
    <tr>
      <th scope="row" className={styles.label}>
        {label}
      </th>
      <td>
        {children}
        <span className={styles.source}>Source: {source}</span>
      </td>
    </tr>
  );
}

/** Node.js: the package's declared range, or, when it declares none, the Node.js the samples were tested on. */
function NodeRow({nodeRange, buildNodeVersion}: {nodeRange: string | null; buildNodeVersion: string}) {
  if (nodeRange) {
    return (
      <Row
        label="Node.js"
        source={
          <>
            <code>engines.node</code> in the package's <code>package.json</code>
          </>
        }
      >
        <code>{nodeRange}</code>
      </Row>
    );
  }
  return (
    <Row
      label="Node.js"
      source={
        <>
          <code>process.versions.node</code> during the site's build, because the package declares no <code>engines.node</code>
        </>
      }
    >
      bee-js declares no supported range. This site is built and its samples are tested on Node.js <code>{buildNodeVersion}</code>.
    </Row>
  );
}

/** The compatibility table: every value comes from the installed package at build time. */
export default function BeeJsCompatibility() {
  const {beeJs, buildNodeVersion} = useBuildFacts();
  const apiMajor = beeJs.supportedBeeApiVersion.split('.')[0];
  return (
    <table tabIndex={0} className={styles.table}>
      <tbody>
        <Row
          label="bee-js documented here"
          source={
            <>
              <code>version</code> in the package's <code>package.json</code>
            </>
          }
        >
          <a href={`https://www.npmjs.com/package/@ethersphere/bee-js/v/${beeJs.version}`}>
            <code>{beeJs.version}</code>
          </a>
        </Row>
        <Row
          label="Bee release it is tested against"
          source={
            <>
              the exported constants <code>SUPPORTED_BEE_VERSION</code> and <code>SUPPORTED_BEE_VERSION_EXACT</code>
            </>
          }
        >
          <code>{beeJs.supportedBeeVersion}</code> (build <code>{beeJs.supportedBeeVersionExact}</code>)
        </Row>
        <Row
          label="Bee HTTP API version"
          source={
            <>
              <code>engines.beeApiVersion</code> in the package's <code>package.json</code>
            </>
          }
        >
          <code>{beeJs.supportedBeeApiVersion}</code>: any node whose API major version is <code>{apiMajor}</code> passes{' '}
          <code>isSupportedApiVersion()</code>
        </Row>
        <NodeRow nodeRange={beeJs.nodeRange} buildNodeVersion={buildNodeVersion} />
      </tbody>
    </table>
  );
}
