/** What the plugin needs from the site, passed as TypeDoc's `apiReference` option (../typedoc-options.ts). */
import type {BeeJsPackageFacts} from '../../../bee-js-package';
import type {BeeMethodFacts, BeeMethodGroup} from '../../../src/data/beeMethods';
import type {ApiTimeline, MajorChanges} from '../../bee-js-api/api-history';
import type {RemovedSymbol} from '../removed-symbols';
import type {GuideExamples} from './examples.mjs';

export type ApiReferenceSettings = {
  beeJs: BeeJsPackageFacts;
  beeMethodGroups: BeeMethodGroup[];
  beeMethodModes: Record<string, BeeMethodFacts['modes']>;
  removedSymbols: RemovedSymbol[];
  timeline: ApiTimeline;
  changes: MajorChanges[];
  /** The guides' executed samples that use a symbol (plugins/samples/symbol-uses.ts), for "Examples in the guides". */
  examples: GuideExamples;
  /** Where to leave TypeDoc's conversion as JSON, for the llms.txt digest. */
  projectFile?: string;
};
