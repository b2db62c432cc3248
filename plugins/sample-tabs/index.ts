/**
 * Language tabs on the site's samples: each compiled TypeScript sample shows beside it, in a tab of its own, the
 * JavaScript version the sample catalogue makes from it (plugins/samples/javascript.ts), so that a reader writing
 * plain JavaScript can paste it as it is. The one entry the config registers: the remark step that writes the
 * tabs (./remark.ts), after the Run and Edit buttons are placed and before the code blocks are drawn
 * (SAMPLE_REMARK_STEPS), and the client module that switches them and their few lines of style (client/).
 */
import path from 'node:path';
import type {SiteFeature} from '../shared/site-feature';
import remarkSampleTabs from './remark';

export default function sampleTabs(): SiteFeature {
  return {
    plugins: [
      () => ({
        name: 'sample-tabs',
        getClientModules: () => ['sample-tabs.ts', 'sample-tabs.css'].map((file) => path.join(__dirname, 'client', file)),
      }),
    ],
    sampleRemarkStep: 'sample-tabs',
    remarkPlugins: [remarkSampleTabs],
  };
}
