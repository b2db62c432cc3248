/**
 * The sample editor, the one entry the config registers: the Docusaurus plugin (./plugin.ts) and the remark
 * plugin that adds an Edit button to each sample (./remark.ts). It comes after the Run buttons among the sample
 * steps (SAMPLE_REMARK_STEPS): an Edit button joins a sample's Run row.
 */
import type {PrismTheme} from 'prism-react-renderer';
import type {SiteFeature} from '../shared/site-feature';
import editSamplesPlugin from './plugin';
import remarkEditSamples from './remark';

export default function editSamples({theme}: {theme: PrismTheme}): SiteFeature {
  return {
    plugins: [(context) => editSamplesPlugin(context, {theme})],
    sampleRemarkStep: 'edit-samples',
    remarkPlugins: [() => remarkEditSamples()],
  };
}
