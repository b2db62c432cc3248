/**
 * Content checks, the one entry the config registers: front matter and sidebar ids checked when the site loads,
 * links, anchors and images checked by a remark plugin that runs before Docusaurus's own (./checks.ts).
 */
import type {SiteFeature} from '../shared/site-feature';
import {contentChecksPlugin, remarkContentChecks} from './checks';

export default function contentChecks({siteDir}: {siteDir: string}): SiteFeature {
  return {plugins: [contentChecksPlugin], beforeDefaultRemarkPlugins: [() => remarkContentChecks({siteDir})]};
}
