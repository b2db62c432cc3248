/**
 * The sample editor, the one entry the config registers: the Docusaurus plugin (./plugin.ts) and the remark
 * plugin that adds an Edit button to each sample (./remark.ts). List it after the Run buttons: an Edit button
 * joins a sample's Run row.
 */
import type {PrismTheme} from 'prism-react-renderer';
import type {SiteFeature} from '../shared/site-feature';
import editSamplesPlugin from './plugin';
import remarkEditSamples from './remark';

export default function editSamples({theme}: {theme: PrismTheme}): SiteFeature {
  return {plugins: [(context) => editSamplesPlugin(context, {theme})], remarkPlugins: [() => remarkEditSamples()]};
}
