import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {StaticCodeBlock} from '@site/plugins/twoslash/client';
import {INSTALL_COMMANDS} from '@site/src/data/requirements';

type Props = {
  /** Package names to install, space separated. */
  packages: string;
};

/**
 * npm / yarn / pnpm install commands; the chosen tab is shared with every other package-manager tab set. Once per
 * page: the commands' ids are the managers' names.
 */
export default function InstallTabs({packages}: Props) {
  return (
    <Tabs groupId="package-manager">
      {Object.entries(INSTALL_COMMANDS).map(([manager, command]) => (
        <TabItem key={manager} value={manager} label={manager}>
          <StaticCodeBlock id={`install-${manager}`} language="bash" code={`${command} ${packages}`} />
        </TabItem>
      ))}
    </Tabs>
  );
}
