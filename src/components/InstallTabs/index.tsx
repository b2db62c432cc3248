import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {INSTALL_COMMANDS} from '@site/src/data/requirements';

type Props = {
  /** Package names to install, space separated. */
  packages: string;
};

/** npm / yarn / pnpm install commands; the chosen tab is shared with every other package-manager tab set. */
export default function InstallTabs({packages}: Props) {
  return (
    <Tabs groupId="package-manager">
      {Object.entries(INSTALL_COMMANDS).map(([manager, command]) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{`${command} ${packages}`}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
