/**
 * Language tabs on the site's samples: each compiled TypeScript sample shows beside it, in a tab of its own, the
 * JavaScript version the sample catalogue makes from it (plugins/samples/javascript.ts), so that a reader writing
 * plain JavaScript can paste it as it is. The one entry the config registers; its remark step (./remark.ts) runs
 * after the Run and Edit buttons are placed and before the code blocks are drawn (SAMPLE_REMARK_STEPS).
 */
import type {SiteFeature} from '../shared/site-feature';
import remarkSampleTabs from './remark';

export default function sampleTabs(): SiteFeature {
  return {
    sampleRemarkStep: 'sample-tabs',
    remarkPlugins: [remarkSampleTabs],
  };
}
