/**
 * Samples in the browser, the one entry the config registers: Run and Edit buttons under the samples, the Run
 * panel and the editor they open, and bee-js's browser build, which pages may load too (client/index.ts). The
 * Docusaurus plugin (./plugin.ts) and the remark step that makes the buttons (./remark.ts), first of the sample
 * steps (SAMPLE_REMARK_STEPS in plugins/shared/site-feature.ts).
 */
import type {PrismTheme} from 'prism-react-renderer';
import type {SiteFeature} from '../shared/site-feature';
import {browserAssets, runAssets} from './assets';
import samplesInBrowserPlugin from './plugin';
import remarkSampleButtons from './remark';

export default function samplesInBrowser({siteDir, theme}: {siteDir: string; theme: PrismTheme}): SiteFeature {
  return {
    plugins: [(context) => samplesInBrowserPlugin(context, () => browserAssets(siteDir, theme))],
    sampleRemarkStep: 'samples-in-browser',
    remarkPlugins: [() => remarkSampleButtons(() => runAssets(siteDir))],
  };
}
