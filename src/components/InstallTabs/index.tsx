import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

const installCommands = {
  npm: 'npm install',
  yarn: 'yarn add',
  pnpm: 'pnpm add',
} as const;

type Props = {
  /** Package names to install, space separated. */
  packages: string;
};

/** npm / yarn / pnpm install commands; the chosen tab is shared with every other package-manager tab set. */
export default function InstallTabs({packages}: Props) {
  return (
    <Tabs groupId="package-manager">
      {Object.entries(installCommands).map(([manager, command]) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{`${command} ${packages}`}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
