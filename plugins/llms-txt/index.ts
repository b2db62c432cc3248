/** llms.txt, llms-full.txt and the pages' `.md` twins, the one entry the config registers (./plugin.ts). */
import {timePostBuild} from '../shared/build-step';
import type {SiteFeature} from '../shared/site-feature';
import llmsTxtPlugin, {type LlmsTxtOptions} from './plugin';

export type {LlmsTxtOptions};

export default function llmsTxt(options: LlmsTxtOptions): SiteFeature {
  return {plugins: [(context) => timePostBuild('llms files', llmsTxtPlugin(context, options))]};
}
