/**
 * Every change this site makes to the code it installs, in one place to review at each upgrade. The changes made
 * from this folder are patches of ledger.ts, one entry per id: what it changes, the installed version it is written
 * and tested against, what it bought and why it exists today. `UPSTREAM_PATCHES_OFF=id[,id]` builds the site
 * without the patches named, and `npm run bench -- patches` weighs each one that way. Each fails loudly once
 * upstream moves: a piece source-patches.cjs no longer finds, a generated module of another format or a drop-in
 * without an export the site imports fails the build, and index.test.ts and ssg-template.test.ts check them all
 * against the installed packages, each ledger entry's versions included. Build-time code (docusaurus.config.ts,
 * rehype plugins) is not bundled and keeps the original packages.
 *
 * How the patches are made (their ids in parentheses):
 * - Module replacements, bundler aliases to the browser code in client/: prism-react-renderer and the theme's
 *   Prism language loader in the client bundle only (no-prism-in-browser; the server bundle draws code with
 *   them), @docusaurus/utils-common (utils-common-without-tslib) and Docusaurus's window.docusaurus, whose
 *   prefetching it reimplements (idle-prefetch).
 * - source-patches.cjs, a loader that replaces exact pieces, from one line to a function's head, of Docusaurus's
 *   ComponentCreator (lazy-route-components) and browser context (is-browser-transition), theme-common's
 *   useWindowSize (window-size-transition), and the theme's Tabs (tabs-no-remount) and
 *   CodeBlock (code-block-no-remount), in place of ejected copies.
 * - Loaders of generated modules: the site config (strip-server-config.cjs) and the docs plugin's version props
 *   (strip-version-docs.cjs).
 * - main.js's first line (compile-hint, COMPILE_HINT in plugin.ts), the page template (scripts-after-first-paint,
 *   ssg-template.ts, the feature's `ssrTemplate`) and the client manifest (route-chunks-in-html, route-chunks.ts,
 *   which reads Docusaurus's generated registry.js by its format; its test generates one with Docusaurus's
 *   lib/server/codegen/codegenRoutes). Fails: the build, then tests/e2e/upstream-patches.test.ts "main.js finds
 *   the page's chunks loaded".
 * tabs-no-remount is load-bearing: a server island (plugins/server-html) reads the server's HTML from the
 * document only while the page hydrates, so a tab set the theme remounted after that would lose its code blocks'
 * lines. Fails: tests/e2e/upstream-patches.test.ts "a tab set's code blocks keep the server's lines".
 *
 * Elsewhere, code that relies on what a dependency does not promise (kept beside the feature it serves; each
 * with what it buys and the test that fails once it stops applying):
 * - plugins/search/theme/SearchBar/modal-behaviour.ts (loaded when the reader reaches for search) watches document.body
 *   with a MutationObserver to add suggested queries to DocSearch's no-results screen, which has no slot for
 *   them; it depends on DocSearch's class names
 *   (.DocSearch-NoResults, .DocSearch-Title). Fails: tests/e2e/search.test.ts "a query without hits shows the
 *   no-results state with suggestions and a report link".
 * - plugins/twoslash/client/StaticLines.tsx imports theme-classic's private CodeBlock/Content/styles.module.css
 *   and theme-common's internal useCodeBlockContext, so that the static lines look and wrap like the theme's
 *   own code. Fails: the build (the import no longer resolves), then tests/e2e/twoslash.test.ts.
 * - plugins/samples/compile.ts hands Twoslash a ready environment under Twoslash's own cache key
 *   (getObjectHash of the compiler options): one TypeScript program for all samples, 11.3 s -> 4 s of build.
 *   Fails: plugins/twoslash/twoslash.test.ts "samples compiled together share one program".
 * - Two recma passes rewrite MDX's compiled output (`_jsx(ApiIsland, {…})` in
 *   plugins/api-reference/static-bodies.ts, a code element's children in plugins/twoslash/mdx.ts) to make
 *   parts server-only HTML (plugins/server-html): the Bee page's bodies and the samples' popups stay out of
 *   the client bundle. Fails: the build, when a pass finds fewer parts than its remark step made; then
 *   tests/e2e/api-static-bodies.test.ts "a method body is in the HTML but in none of the JavaScript the page
 *   loads" and tests/e2e/twoslash.test.ts "the popups and the code are in the page's HTML and in none of the
 *   JavaScript it loads".
 * - plugins/search/plugin.ts aliases `@theme-init/SearchBar` to theme-search-algolia's lib/theme/SearchBar (not in
 *   its package exports), which the feature's theme/SearchBar wraps: a plugin theme's `@theme-init` is
 *   theme-classic's empty placeholder. Fails: the build, when the file moves; then tests/e2e/search.test.ts
 *   "Ctrl+K opens the modal and Escape closes it".
 * - plugins/search/plugin.ts aliases `algoliasearch/lite` to the local client
 *   (plugins/search/client/algoliasearch-lite.ts), which answers the theme's search page with the Algolia client's
 *   shapes, one hit per page. Fails: tests/e2e/search.test.ts "the search page pages through every result with the
 *   local index".
 * - plugins/search/plugin.ts gives theme-search-algolia's lib/theme/SearchBar, and no other module, its own
 *   `@docusaurus/Head` when the local index backs search (plugins/search/theme/SearchBar/head-without-preconnect.tsx,
 *   a rule's resolve alias), which leaves out the bar's preconnect hint to Algolia. Fails:
 *   plugins/search/plugin.test.ts (the bar no longer renders the hint through that import), then
 *   tests/e2e/search.test.ts "no page hints a connection to an Algolia host".
 * - plugins/search/search-page-landmarks.cjs, a loader of theme-search-algolia's lib/theme/SearchPage, changes its
 *   markup (no import) so that axe's landmark rules pass: the whole page in <main>, a name for each result's
 *   breadcrumbs. Fails: the build and plugins/search/search-page-landmarks.test.ts once a piece it replaces
 *   moves; then tests/e2e/a11y-pages.test.ts.
 * - plugins/content-checks/front-matter.ts, plugins/content-checks/sidebars.ts and plugins/content-checks/site.ts
 *   import the docs plugin's lib/ files (its front matter schema, sidebar loading and normalisation, slugs), and
 *   plugins/content-checks/markdown.ts the MDX loader's lib/remark/headings, so that the checks read pages and
 *   sidebars exactly as the build does, seconds before it. Fails: the type-check and
 *   plugins/content-checks/content-checks.test.ts (the import no longer resolves or its shape changed).
 * - src/theme/AnnouncementBar/index.tsx reads theme-common's internal useAnnouncementBar (whether the reader
 *   closed the bar). Fails: the type-check, then tests/e2e/shell.test.ts.
 * - plugins/samples-in-browser/client/edit/editor.ts finds the code block's Copy button by the theme's CSS module class
 *   name (`[class*="copyButtonIcons"]`), to copy the edited code. Fails: tests/e2e/edit-samples.test.ts.
 * - plugins/search/theme/SearchBar/index.tsx (`.DocSearch-Button`) and plugins/search/theme/SearchBar/styles.css
 *   (the modal's parts) name DocSearch's classes. Fails: tests/e2e/search.test.ts.
 * - plugins/search/plugin.ts replaces `@docsearch/react/button`, `/useDocSearchKeyboardEvents` and `/version`,
 *   which the theme's SearchBar and Ask AI hook import on every page, with the search bar's own
 *   (plugins/search/client/docsearch/): DocSearch 3 has one module for all of them and its modal (the theme
 *   aliases the last two to it), 27 KB gzipped in every first load otherwise.
 *   plugins/search/client/docsearch/button.tsx renders DocSearch's button markup and class names, which
 *   DocSearch's stylesheet styles. Fails: the build (no hook entry), then tests/e2e/search.test.ts "Ctrl+K
 *   opens the modal and Escape closes it" and the search bench's first-load check.
 * - src/css/custom.css gives DocSearch's button (`.DocSearch-Button`) a focus ring that shows on the navbar in both
 *   colour modes. Fails: tests/e2e/phone-layout.test.ts "the search button shows a focus ring".
 * - plugins/twoslash/theme/CodeBlock/index.tsx and plugins/twoslash/theme/CodeBlock/Content/index.tsx wrap the
 *   theme's CodeBlock (@theme-init): see plugins/twoslash/.
 * - src/theme/DocSidebar/Desktop/Content/index.tsx keeps the server's desktop menu as HTML when a page hydrates at
 *   phone width, where the theme unmounts that menu right after hydrating it (about 490 React fibers on a guide). It
 *   repeats theme-common's phone breakpoint (996 px, not exported) and finds the menu as the parent of
 *   ThemeClassNames.docs.docSidebarMenu. Fails: tests/e2e/shell.test.ts "a page hydrated at phone width leaves the
 *   hidden desktop menu as HTML, and the theme still swaps it for the drawer".
 *
 * Theme wrappers of components not declared safe to wrap (the theme's swizzle config says "unsafe", or the
 * search theme declares nothing), whose props or markup may change in a minor release; read the theme's
 * changelog for them at each upgrade: src/theme/AnnouncementBar/index.tsx, src/theme/BlogListPage/index.tsx,
 * src/theme/BlogPostItems/index.tsx, src/theme/DocItem/Content/index.tsx, src/theme/NotFound/Content/index.tsx,
 * src/theme/DocSidebar/Desktop/Content/index.tsx, src/theme/TOC/index.tsx, src/theme/MDXComponents/index.tsx
 * (the swizzle config forbids wrapping this object, yet Docusaurus's MDX guide spreads it the same way),
 * plugins/search/theme/SearchBar/index.tsx (through the alias in plugins/search/plugin.ts),
 * plugins/twoslash/theme/CodeBlock/Content/index.tsx. The CodeBlock wrapper is safe.
 * plugins/upstream-patches/reaches.test.ts fails on a reach into an internal (a lib/ file, an internal entry,
 * @theme-original or @theme-init, a CSS module's class name, DocSearch's classes) by a file this header does not
 * name, and on an unsafe wrapper missing here.
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
