import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {BeeJsPackageFacts} from '@site/bee-js-package';

type BuildFacts = {beeJs: BeeJsPackageFacts; buildNodeVersion: string};

/** The facts docusaurus.config.ts read from the installed bee-js package and the Node.js that ran the build. */
function useBuildFacts(): BuildFacts {
  const {customFields} = useDocusaurusContext().siteConfig;
  return {
    beeJs: customFields.beeJs as BeeJsPackageFacts,
    buildNodeVersion: customFields.buildNodeVersion as string,
  };
}

/** One fact as inline text, for use in a sentence. */
export function BeeJsFact({name}: {name: keyof Omit<BeeJsPackageFacts, 'nodeRange'>}) {
  return <>{useBuildFacts().beeJs[name]}</>;
}

/** The compatibility table: every value comes from the installed package at build time. */
export default function BeeJsCompatibility() {
  const {beeJs, buildNodeVersion} = useBuildFacts();
  const apiMajor = beeJs.supportedBeeApiVersion.split('.')[0];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Version</th>
          <th scope="col">Where the value comes from</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">bee-js documented here</th>
          <td>
            <a href={`https://www.npmjs.com/package/@ethersphere/bee-js/v/${beeJs.version}`}>
              <code>{beeJs.version}</code>
            </a>
          </td>
          <td>
            <code>version</code> in the package's <code>package.json</code>
          </td>
        </tr>
        <tr>
          <th scope="row">Bee release it is tested against</th>
          <td>
            <code>{beeJs.supportedBeeVersion}</code> (build <code>{beeJs.supportedBeeVersionExact}</code>)
          </td>
          <td>
            the exported constants <code>SUPPORTED_BEE_VERSION</code> and <code>SUPPORTED_BEE_VERSION_EXACT</code>
          </td>
        </tr>
        <tr>
          <th scope="row">Bee HTTP API version</th>
          <td>
            <code>{beeJs.supportedBeeApiVersion}</code>; any node whose API major version is <code>{apiMajor}</code>{' '}
            passes <code>isSupportedApiVersion()</code>
          </td>
          <td>
            <code>engines.beeApiVersion</code> in the package's <code>package.json</code>
          </td>
        </tr>
        <tr>
          <th scope="row">Node.js</th>
          {beeJs.nodeRange ? (
            <>
              <td>
                <code>{beeJs.nodeRange}</code>
              </td>
              <td>
                <code>engines.node</code> in the package's <code>package.json</code>
              </td>
            </>
          ) : (
            <>
              <td>
                bee-js declares no range. This site was built, and its code samples were compiled and run, on Node.js{' '}
                <code>{buildNodeVersion}</code>.
              </td>
              <td>
                the package declares no <code>engines.node</code>; the version shown is <code>process.versions.node</code>{' '}
                of the build
              </td>
            </>
          )}
        </tr>
      </tbody>
    </table>
  );
}
