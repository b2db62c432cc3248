/**
 * Run buttons under the samples, the one entry the config registers: the Docusaurus plugin (./plugin.ts) and
 * the remark plugin that makes the buttons (./remark.ts), first of the sample steps (SAMPLE_REMARK_STEPS in
 * plugins/shared/site-feature.ts). Its run files (bee-js's browser
 * module, the panel) are public to features that run code in the page too (plugins/edit-samples).
 */
import type {SiteFeature} from '../shared/site-feature';
export {RUN_FOLDER, sharedAssets} from './assets';
import runSamplesPlugin from './plugin';
import remarkRunSamples from './remark';

export default function runSamples({siteDir}: {siteDir: string}): SiteFeature {
  return {plugins: [runSamplesPlugin], sampleRemarkStep: 'run-samples', remarkPlugins: [() => remarkRunSamples({siteDir})]};
}
