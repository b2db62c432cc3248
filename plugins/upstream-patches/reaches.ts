/**
 * Site code outside this folder that relies on what a dependency does not promise (a lib/ file, an internal entry,
 * a wrapped theme component, a CSS module's or DocSearch's class names), kept beside the feature it serves. Read
 * this list at each upgrade; reaches.test.ts fails on a reach that is not in it.
 */
export type UpstreamReach = {
  files: readonly string[];
  /** What the code relies on, and why. */
  reliesOn: string;
  /** What fails once it stops applying. */
  fails: string;
};

export const UPSTREAM_REACHES: readonly UpstreamReach[] = [
  {
    files: ['plugins/diagrams/mermaid-module.ts', 'plugins/diagrams/text-width.ts'],
    reliesOn:
      "beautiful-mermaid's private measureTextWidth in its ES entry (1.1.3): the build loads a copy of that entry " +
      "in which the function measures with Inter's own advance widths and kerning, so that labels fit the boxes " +
      'drawn around them in the font that draws them; it goes when the library measures Inter by its real widths ' +
      '(its open pull request lukilabs/beautiful-mermaid#139) or takes a measure as an option',
    fails:
      'the build, naming the file, when the function is no longer found; then plugins/diagrams/render.test.ts ' +
      '"every label lies within its box" and tests/e2e/diagram-fit.test.ts',
  },
  {
    files: ['plugins/search/theme/SearchBar/modal-behaviour.ts'],
    reliesOn:
      "DocSearch's class names (.DocSearch-NoResults, .DocSearch-Title): a MutationObserver adds suggested queries " +
      'to the no-results screen, which has no slot for them',
    fails: 'tests/e2e/search.test.ts "a query without hits shows the no-results state with suggestions and a report link"',
  },
  {
    files: ['plugins/twoslash/client/StaticLines.tsx'],
    reliesOn:
      "theme-classic's private CodeBlock/Content/styles.module.css and theme-common's internal useCodeBlockContext, " +
      "so that the static lines look and wrap like the theme's own code",
    fails: 'the build (the import no longer resolves), then tests/e2e/twoslash.test.ts',
  },
  {
    files: ['plugins/samples/compile.ts'],
    reliesOn:
      "Twoslash's cache key (getObjectHash of the compiler options), under which it is handed a ready environment " +
      'shared by all samples',
    fails: 'nothing a reader sees: Twoslash makes an environment of its own and the build gets slower (npm run bench -- build)',
  },
  {
    files: ['plugins/api-reference/static-bodies.ts', 'plugins/twoslash/mdx.ts'],
    reliesOn:
      "the shape of MDX's compiled output (`_jsx(ApiIsland, {…})`, a code element's children), which two recma " +
      'passes make server-only HTML (plugins/server-html)',
    fails:
      'the build, when a pass finds fewer parts than its remark step made; then tests/e2e/api-static-bodies.test.ts ' +
      'and tests/e2e/twoslash.test.ts (the parts are in none of the JavaScript a page loads)',
  },
  {
    files: ['plugins/search/plugin.ts', 'plugins/search/theme/SearchBar/index.tsx'],
    reliesOn:
      "theme-search-algolia's lib/theme/SearchBar (not in its package exports), aliased as `@theme-init/SearchBar` " +
      "for the feature's wrapper; `algoliasearch/lite` aliased to the local client; the bar's own `@docusaurus/Head` " +
      "(head-without-preconnect.tsx) without Algolia's preconnect hint; `@docsearch/react/button`, " +
      "`/useDocSearchKeyboardEvents` and `/version` replaced by the bar's own (client/docsearch/), which keep " +
      "DocSearch's 27 KB modal out of every first load",
    fails:
      'the build (a moved file or missing hook entry), plugins/search/plugin.test.ts, then tests/e2e/search.test.ts ' +
      '"Ctrl+K opens the modal and Escape closes it" and "no page hints a connection to an Algolia host"',
  },
  {
    files: ['plugins/search/client/docsearch/button.tsx', 'plugins/search/theme/SearchBar/styles.css', 'src/css/custom.css'],
    reliesOn: "DocSearch's markup and class names (.DocSearch-Button and the modal's parts), which its stylesheet styles",
    fails: 'tests/e2e/search.test.ts and tests/e2e/phone-layout.test.ts "the search button shows a focus ring"',
  },
  {
    files: ['plugins/search/search-page-landmarks.cjs'],
    reliesOn: "theme-search-algolia's lib/theme/SearchPage markup, which a loader changes so that axe's landmark rules pass",
    fails: 'the build and plugins/search/search-page-landmarks.test.ts, then tests/e2e/a11y-pages.test.ts',
  },
  {
    files: [
      'plugins/content-checks/front-matter.ts',
      'plugins/content-checks/sidebars.ts',
      'plugins/content-checks/site.ts',
      'plugins/content-checks/markdown.ts',
    ],
    reliesOn:
      "the docs plugin's lib/ files (front matter schema, sidebars, slugs) and the MDX loader's lib/remark/headings, " +
      'so that the checks read pages exactly as the build does',
    fails: 'the type-check and plugins/content-checks/content-checks.test.ts',
  },
  {
    files: ['src/theme/AnnouncementBar/index.tsx'],
    reliesOn: "theme-common's internal useAnnouncementBar (whether the reader closed the bar)",
    fails: 'the type-check, then tests/e2e/shell.test.ts',
  },
  {
    files: ['plugins/samples-in-browser/client/edit/editor.ts'],
    reliesOn: 'the theme\'s CSS module class name of the Copy button (`[class*="copyButtonIcons"]`), to copy edited code',
    fails: 'tests/e2e/edit-samples.test.ts',
  },
  {
    files: ['plugins/twoslash/theme/CodeBlock/index.tsx', 'plugins/twoslash/theme/CodeBlock/Content/index.tsx'],
    reliesOn: "the theme's CodeBlock and CodeBlock/Content (@theme-init), which they wrap to show the build's lines",
    fails: 'the build, then tests/e2e/twoslash.test.ts',
  },
  {
    files: ['src/theme/DocSidebar/Desktop/Content/index.tsx'],
    reliesOn:
      "theme-common's phone breakpoint (996 px, not exported) and the menu's place as the parent of " +
      'ThemeClassNames.docs.docSidebarMenu, to keep the desktop menu as HTML on a page hydrated at phone width',
    fails:
      'tests/e2e/shell.test.ts "a page hydrated at phone width leaves the hidden desktop menu as HTML, and the theme ' +
      'still swaps it for the drawer"',
  },
];

/**
 * Wrappers of theme components that the theme does not declare safe to wrap (its swizzle config says "unsafe", or
 * the search theme declares nothing): their props or markup may change in a minor release, so read the theme's
 * changelog for them at each upgrade. MDXComponents is forbidden to wrap, yet Docusaurus's MDX guide spreads it so.
 */
export const UNSAFE_WRAPPERS: readonly string[] = [
  'src/theme/AnnouncementBar/index.tsx',
  'src/theme/BlogListPage/index.tsx',
  'src/theme/BlogPostItems/index.tsx',
  'src/theme/DocItem/Content/index.tsx',
  'src/theme/NotFound/Content/index.tsx',
  'src/theme/DocSidebar/Desktop/Content/index.tsx',
  'src/theme/TOC/index.tsx',
  'src/theme/MDXComponents/index.tsx',
  'plugins/search/theme/SearchBar/index.tsx',
  // The alias through which that wrapper reaches the search theme's SearchBar.
  'plugins/search/plugin.ts',
  'plugins/twoslash/theme/CodeBlock/Content/index.tsx',
];
