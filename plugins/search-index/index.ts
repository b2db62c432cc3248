/**
 * The local search index, the one entry the config registers: after the build, the main content of every doc and
 * blog post goes into the index src/search loads on first use, and the theme's search page asks the local client
 * (./plugin.ts). With DocSearch credentials configured it does nothing.
 */
import type {SiteFeature} from '../shared/site-feature';
import searchIndexPlugin from './plugin';

export default function searchIndex(): SiteFeature {
  return {plugins: [searchIndexPlugin]};
}
