/**
 * The ledger of every change this site makes to code it installs: one entry per patch, under the id that the code
 * making the change carries (source-patches.cjs, plugin.ts, index.ts). For each: the installed versions it is
 * written and tested against, the figure it bought when it was made (with the commit that measured it), the
 * reason it exists today, and what it claims to save, which `npm run bench -- patches` (tests/bench/60-patches.mts)
 * measures by turning it off. UPSTREAM_PATCHES_OFF=id[,id] builds the site without the patches named.
 *
 * A patch that other code relies on names that code in `reliedOnBy`: the bench leaves it on.
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
   * What `npm run bench -- patches` measured last (2026-11-27, a quiet 2-core host): first loads of the builds, and
   * Lighthouse mobile on /docs/storage/ in 8 rounds over every build, where the total blocking time with every
   * patch had a median of 7.5 ms (2-15); p is the one-sided Mann-Whitney U test of the runs without the patch
   * against the runs with it.
   */
  measured: string;
  claims: readonly PatchClaim[];
  /** The code that breaks without the patch, when there is any. */
  reliedOnBy?: string;
};

const DOCUSAURUS = '3.10.2';

export const PATCH_LEDGER = {
  'lazy-route-components': {
    change: "Docusaurus's ComponentCreator makes each route's loadable component on first use (source-patches.cjs)",
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: "about 10 ms of main.js's start; with router-literal-prefilter 45 -> 28-31 ms (DevTools host, sampled; 2659b72)",
    reason: 'the route table builds a react-loadable class for each of the 194 routes when main.js starts; a page renders two or three',
    measured: 'blocking time without it 12 ms (8-46), p = 0.041',
    claims: ['blocking time'],
  },
  'is-browser-transition': {
    change: "Docusaurus's browser context sets isBrowser inside a transition (source-patches.cjs)",
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: 'none of its own: made with idle-prefetch and window-size-transition (a432fe0)',
    reason:
      'every reader of useIsBrowser re-renders once hydration is done, in one task that cannot yield; in a ' +
      'transition React splits the work into short tasks',
    measured: 'blocking time without it 23 ms (12-31), p = 0.0002',
    claims: ['blocking time'],
  },
  'window-size-transition': {
    change: "theme-common's useWindowSize switches to the phone layout inside a transition (source-patches.cjs)",
    upstream: {'@docusaurus/theme-common': DOCUSAURUS},
    figure: 'none of its own: made with idle-prefetch and is-browser-transition (a432fe0)',
    reason:
      'the theme renders the desktop layout on the server and switches to the phone one from an effect after ' +
      "hydration: on a phone, a guide's longest task when it was made",
    measured: 'blocking time without it 17.5 ms (10-48), p = 0.001',
    claims: ['blocking time'],
  },
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
  },
  'no-prism-in-browser': {
    change: "prism-react-renderer and the theme's Prism language loader are empty in the client bundle (client/no-prism*.ts)",
    upstream: {'@docusaurus/theme-classic': DOCUSAURUS, 'prism-react-renderer': '2.4.1'},
    figure: 'first-load gzip: storage 182.5 -> 173.6 KB, home 157.1 -> 148.2 KB (fed566b)',
    reason: 'every code block is drawn at build time (plugins/twoslash), so nothing in the browser highlights code',
    measured: 'first loads 34,259 B gzip larger without it on every page',
    claims: ['first-load bytes'],
  },
  'utils-common-without-tslib': {
    change: '@docusaurus/utils-common re-exported from its own modules, without tslib (client/utils-common.ts)',
    upstream: {'@docusaurus/utils-common': DOCUSAURUS},
    figure: 'first-load JavaScript -3.4 KB gzipped on every page (790f53a)',
    reason: "the package's index requires tslib, which keeps every tslib helper in main.js though it uses one",
    measured: 'first loads 3,945 B gzip larger without it on every page',
    claims: ['first-load bytes'],
  },
  'idle-prefetch': {
    change: "Docusaurus's window.docusaurus prefetches links in view in idle time, each file once (client/docusaurus-client.ts)",
    upstream: {'@docusaurus/core': DOCUSAURUS, 'react-router-config': '5.1.1'},
    figure: 'a guide appended 329 prefetch links for 22 files in one task after hydration; now 22, in idle slices (b2cd745, a432fe0)',
    reason: 'upstream prefetches inside the intersection callback, right after hydration, once per link rather than per file',
    measured: 'blocking time without it 157 ms (98-227), p = 0.00008',
    claims: ['blocking time'],
  },
  'strip-server-config': {
    change: 'the site config in main.js loses the fields only the build reads (strip-server-config.cjs)',
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: 'about 1 KB gzipped on every first load: the page template alone is 1.6 KB raw (f826b7d)',
    reason: 'Docusaurus ships the whole site config to the browser, page template and preset options included',
    measured: 'first loads 1,264-1,271 B gzip larger without it',
    claims: ['first-load bytes'],
  },
  'strip-version-docs': {
    change: "the docs plugin's version props lose their map of every doc (strip-version-docs.cjs)",
    upstream: {'@docusaurus/plugin-content-docs': DOCUSAURUS},
    figure: 'about 5 KB gzipped on each docs page: 2.6 KB of descriptions, 2.3 KB of titles and sidebar names (c20c39c)',
    reason: 'only DocCard reads the map in the browser, and this site renders none (a page that did would fail the build)',
    measured: 'first loads of docs pages 5,810 B gzip larger without it',
    claims: ['first-load bytes'],
  },
  'compile-hint': {
    change: "main.js starts with V8's compile hint, //# allFunctionsCalledOnLoad (COMPILE_HINT, plugin.ts)",
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: "main-thread lazy compilation in main.js's evaluation 17-61 -> 4-6 ms in traces (3ece4fe)",
    reason: 'nearly all of main.js runs while a page starts; compiled while it streams in, that work leaves the main thread',
    measured: 'blocking time without it 23.5 ms (16-29), p = 0.00008',
    claims: ['blocking time'],
  },
  'scripts-after-first-paint': {
    change: 'the page template starts the scripts after the first contentful paint, the route chunks before main.js (ssg-template.ts)',
    upstream: {'@docusaurus/core': DOCUSAURUS},
    figure: 'Lighthouse mobile LCP: guide 2,155-2,250 -> 1,003-1,056 ms, home 2,078-2,306 -> 961-982 ms (bbe7ca6)',
    reason: "upstream's defer scripts ran main.js before the first paint on a fast connection and held it back",
    measured:
      'largest paint without it 1,728 ms (1,471-2,404) against 1,140 (1,113-1,157); blocking time 100.5 ms (66-189); p = 0.00008 for both',
    claims: ['largest paint', 'blocking time'],
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
