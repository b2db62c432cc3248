/** What the plugin needs from the site, passed as TypeDoc's `apiReference` option (../typedoc-options.ts). */
import type {BeeJsPackageFacts} from '../../../bee-js-package';
import type {BeeMethodFacts, BeeMethodGroup} from '../../../src/data/beeMethods';
import type {ApiTimeline, MajorChanges} from '../../bee-js-api/api-history';
import type {RemovedSymbol} from '../removed-symbols';

export type ApiReferenceSettings = {
  beeJs: BeeJsPackageFacts;
  beeMethodGroups: BeeMethodGroup[];
  beeMethodModes: Record<string, BeeMethodFacts['modes']>;
  removedSymbols: RemovedSymbol[];
  timeline: ApiTimeline;
  changes: MajorChanges[];
  /** Where to leave TypeDoc's conversion as JSON, for the llms.txt digest. */
  projectFile?: string;
};
