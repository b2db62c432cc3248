/**
 * The ledger of every change this site makes to code it installs, one entry per patch under the id the code
 * making the change carries. `npm run bench -- patches` (tests/bench/60-patches.mts) weighs each entry by building
 * the site without it (UPSTREAM_PATCHES_OFF=id[,id]); an entry stays only while that figure is beyond the noise and
 * worth a reader's notice (at least 25 ms of blocking time, or bytes on every first load), or while other code
 * relies on it.
 */

/** What a patch claims to save: first-load bytes, or Lighthouse's mobile blocking time or largest paint. */
export type PatchClaim = 'first-load bytes' | 'blocking time' | 'largest paint';

export type LedgerEntry = {
  /** What the patch changes, and in which file of this folder. */
  change: string;
  /** Package -> the installed version the patch is written and tested against (index.test.ts checks them). */
  upstream: Record<string, string>;
  /** What it bought when it was made, and the commit that measured it. */
  figure: string;
  /** Why it exists today. */
  reason: string;
  /**
   * What `npm run bench -- patches` measured last (at 635a425, 2026-11-27): first loads of the builds, and
   * Lighthouse mobile on /docs/storage/ in 8 rounds over every build, where the total blocking time with every
   * patch had a median of 7.5 ms (2-15); p is the one-sided Mann-Whitney U test of the runs without the patch
   * against the runs with it.
   */
  measured: string;
  claims: readonly PatchClaim[];
  /** The code that breaks without the patch, when there is any. */
  reliedOnBy?: string;
  /** The upstream issue or pull request whose outcome would let the patch go, when one exists. */
  waitsFor?: `https://github.com/${string}`;
  /** When to remove the patch: the upstream change that makes it unnecessary. */
  removeWhen: string;
};

const DOCUSAURUS = '3.10.2';

export const PATCH_LEDGER = {
  'tabs-no-remount': {
    change: "the theme's Tabs no longer re-key every tab set when hydration is done (source-patches.cjs)",
    upstream: {'@docusaurus/theme-classic': DOCUSAURUS},
    figure: "the remount rebuilt each tab set's code blocks and forced a layout in a guide's longest task (ec667f8)",
    reason:
      "a server island (code block, diagram, API body) reads the server's HTML from the document only while the " +
      'page hydrates; a tab set remounted after that shows its code blocks empty and fetches the page again to fill ' +
      'them (without the patch, /docs/getting-started/ fetched its own index.html after hydrating on 5 loads of 5)',
    measured: 'not measured: relied on (the bench leaves it on)',
    claims: ['blocking time'],
    reliedOnBy: 'plugins/server-html/client/use-server-island.ts (useServerIsland reads the document only while hydrating)',
    waitsFor: 'https://github.com/facebook/docusaurus/issues/5653',
    removeWhen:
      "the theme's Tabs stop re-keying on hydration (the remount stands in for a dynamic defaultValue, which the issue asks for); the loader then fails on the missing piece",
  },
  'code-block-no-remount': {
    change: "the theme's CodeBlock no longer re-keys its content when hydration is done (source-patches.cjs)",
    upstream: {'@docusaurus/theme-classic': DOCUSAURUS},
    figure:
      'made when the browser drew code with Prism (5757a63). Re-measured without Prism (5 loads a side, CPU 4x, busy ' +
      'host): without it /docs/storage/ drops and rebuilds 5,861 elements after hydrating (about 50 with it), and its ' +
      'long tasks total a median 1,715 ms against 842 ms',
    reason:
      "upstream re-keys the content so that a Prism theme that differs by colour mode replaces the server's " +
      'colours; this site draws every block at build time, so the remount only throws away and rebuilds the ' +
      "HTML of every block's lines after hydration",
    measured: 'blocking time without it 40.5 ms (11-66), p = 0.0004',
    claims: ['blocking time'],
    waitsFor: 'https://github.com/facebook/docusaurus/issues/11566',
    removeWhen:
      "the theme's CodeBlock stops re-keying on hydration, e.g. once its Prism colours come from CSS per colour mode (facebook/docusaurus#12221); the loader then fails on the missing piece",
  },
  'no-prism-in-browser': {
    change:
      "prism-react-renderer is empty in the production client bundle (client/no-prism.ts), where the theme's language loader adds nothing (src/theme/prism-include-languages.ts)",
    upstream: {'@docusaurus/theme-classic': DOCUSAURUS, 'prism-react-renderer': '2.4.1'},
    figure: 'first-load gzip: storage 182.5 -> 173.6 KB, home 157.1 -> 148.2 KB (fed566b)',
    reason: 'every code block is drawn at build time (plugins/twoslash), so nothing in the browser highlights code',
    measured: 'first loads 34,259 B gzip larger without it on every page',
    claims: ['first-load bytes'],
    removeWhen:
      'the theme loads prism-react-renderer only where a code block is highlighted in the browser (a lazy Highlight), so a site that draws code at build time ships none',
  },
  'utils-common-without-tslib': {
    change: '@docusaurus/utils-common re-exported from its own modules, without tslib (client/utils-common.ts)',
    upstream: {'@docusaurus/utils-common': DOCUSAURUS},
    figure: 'first-load JavaScript -3.4 KB gzipped on every page (790f53a)',
    reason: "the package's index requires tslib, which keeps every tslib helper in main.js though it uses one",
    measured: 'first loads 3,945 B gzip larger without it on every page',
    claims: ['first-load bytes'],
    removeWhen:
      '@docusaurus/utils-common is published without `importHelpers` (no tslib require) or with per-module exports the bundler can shake',
  },
  'idle-prefetch': {
    change: "Docusaurus's window.docusaurus prefetches links in view in idle time, each file once (client/docusaurus-client.ts)",
    upstream: {'@docusaurus/core': DOCUSAURUS, 'react-router-config': '5.1.1'},
    figure: 'a guide appended 329 prefetch links for 22 files in one task after hydration; now 22, in idle slices (b2cd745, a432fe0)',
    reason: 'upstream prefetches inside the intersection callback, right after hydration, once per link rather than per file',
    measured: 'blocking time without it 157 ms (98-227), p = 0.00008',
    claims: ['blocking time'],
    removeWhen: "Docusaurus prefetches each route's files once, in idle time, rather than once per link inside the intersection callback",
  },
  'strip-server-config': {
    change: 'the site config in main.js loses the fields only the build reads (strip-server-config.cjs)',
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: 'about 1 KB gzipped on every first load: the page template alone is 1.6 KB raw (f826b7d)',
    reason: 'Docusaurus ships the whole site config to the browser, page template and preset options included',
    measured: 'first loads 1,264-1,271 B gzip larger without it',
    claims: ['first-load bytes'],
    removeWhen:
      'Docusaurus ships the browser only the config fields its client reads (e.g. leaves ssrTemplate and presets out of @generated/docusaurus.config)',
  },
  'strip-version-docs': {
    change: "the docs plugin's version props lose their map of every doc (strip-version-docs.cjs)",
    upstream: {'@docusaurus/plugin-content-docs': DOCUSAURUS},
    figure: 'about 5 KB gzipped on each docs page: 2.6 KB of descriptions, 2.3 KB of titles and sidebar names (c20c39c)',
    reason: 'only DocCard reads the map in the browser, and this site renders none (a page that did would fail the build)',
    measured: 'first loads of docs pages 5,810 B gzip larger without it',
    claims: ['first-load bytes'],
    removeWhen: "the docs plugin stops putting its map of every doc into each version's props, or loads it only where DocCard reads it",
  },
  'scripts-after-first-paint': {
    change: 'the page template starts the scripts after the first contentful paint, the route chunks before main.js (ssg-template.ts)',
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: 'Lighthouse mobile LCP: guide 2,155-2,250 -> 1,003-1,056 ms, home 2,078-2,306 -> 961-982 ms (bbe7ca6)',
    reason: "upstream's defer scripts ran main.js before the first paint on a fast connection and held it back",
    measured:
      'largest paint without it 1,728 ms (1,471-2,404) against 1,140 (1,113-1,157); blocking time 100.5 ms (66-189); p = 0.00008 for both',
    claims: ['largest paint', 'blocking time'],
    waitsFor: 'https://github.com/facebook/docusaurus/pull/3237',
    removeWhen:
      "Docusaurus's page template can start its scripts after the first paint (the defer mode the pull request proposes), or a Lighthouse mobile run with upstream's template shows the same largest paint",
  },
  'route-chunks-in-html': {
    change: "the client manifest keys each route chunk by its module path too, so a page's HTML lists them (route-chunks.ts)",
    upstream: {'@docusaurus/core': DOCUSAURUS, 'react-loadable-ssr-addon-v5-slorber': '1.0.3'},
    figure: "main.js's start under DevTools 89 -> 41 ms on /docs/storage/ (sampled; 621f300)",
    reason:
      "Docusaurus looks a page's modules up by module path in a manifest keyed by chunk name, so no page listed its " +
      'route chunks and hydration waited a round trip for them',
    measured: 'blocking time without it 48.5 ms (30-64), p = 0.00008',
    claims: ['blocking time'],
    removeWhen:
      "Docusaurus's client manifest lists route chunks under the module paths its server render looks them up by, so each page's HTML names them",
  },
} as const satisfies Record<string, LedgerEntry>;

export type PatchId = keyof typeof PATCH_LEDGER;

export const PATCH_IDS = Object.keys(PATCH_LEDGER) as PatchId[];

/** The ids of UPSTREAM_PATCHES_OFF, checked: an unknown id fails the build, naming the known ones. */
export function patchesOff(ids: readonly string[]): PatchId[] {
  const unknown = ids.filter((id) => !(id in PATCH_LEDGER));
  if (unknown.length > 0) {
    throw new Error(`UPSTREAM_PATCHES_OFF names no patch ${unknown.map((id) => `"${id}"`).join(', ')}; known: ${PATCH_IDS.join(', ')}.`);
  }
  return [...new Set(ids)] as PatchId[];
}
