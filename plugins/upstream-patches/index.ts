/**
 * Every change this site makes to the code it installs, in one folder so that an upgrade reviews them in one place.
 * Each patch is an entry of ledger.ts (what it buys, the upstream change it waits for) and fails the build or its
 * test once the upstream code it changes moves; reaches.ts lists the site's other reliance on upstream internals.
 * Build-time code (docusaurus.config.ts, remark and rehype plugins) is not bundled and keeps the original packages.
 */
import type {LoadContext} from '@docusaurus/types';
import type {SiteFeature} from '../shared/site-feature';
import {patchesOff} from './ledger';
import upstreamPatchesPlugin from './plugin';
import {siteTemplate} from './ssg-template';

/** `off`: ids of the ledger (ledger.ts) to build without, from UPSTREAM_PATCHES_OFF; an unknown id throws. */
export default function upstreamPatches({off = []}: {off?: readonly string[]} = {}): SiteFeature {
  const ids = patchesOff(off);
  return {
    plugins: [(context: LoadContext) => upstreamPatchesPlugin(context, ids)],
    ...(!ids.includes('scripts-after-first-paint') && {ssrTemplate: siteTemplate()}),
  };
}
