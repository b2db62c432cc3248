import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes} from 'prism-react-renderer';
import {parseSiteEnv} from './site-env';
import {readBeeJsPackage} from './bee-js-package';
import apiReference from './plugins/api-reference';
import {beeMethodGroups} from './src/data/beeMethods';
import contentChecks from './plugins/content-checks';
import diagrams from './plugins/diagrams';
import llmsTxt, {type LlmsTxtOptions} from './plugins/llms-txt';
import mcp from './plugins/mcp';
import sampleCatalogue from './plugins/samples';
import samplesInBrowser from './plugins/samples-in-browser';
import sampleTabs from './plugins/sample-tabs';
import search from './plugins/search';
import serverHtmlPlugin from './plugins/server-html';
import {mdxPluginsOf, pluginsOf, ssrTemplateOf, type SiteFeature} from './plugins/shared/site-feature';
import typePopups from './plugins/twoslash';
import upstreamPatches from './plugins/upstream-patches';

const siteEnv = parseSiteEnv(process.env);
const beeJs = readBeeJsPackage();
const beeJsVersion = beeJs.version;

/** vsDark colours constants rgb(100, 102, 149), 2.9:1 on its background; this lighter shade reaches 6.4:1. */
const vsDarkReadable = {
  ...themes.vsDark,
  styles: [...themes.vsDark.styles, {types: ['constant'], style: {color: '#9a9cd6'}}],
};

/** Prism themes a maintainer can switch to by changing `codeTheme`; vsDark is the default. */
const codeThemes = {
  vsDark: vsDarkReadable,
  dracula: themes.dracula,
  github: themes.github,
  oneDark: themes.oneDark,
  nightOwl: themes.nightOwl,
} as const;
const codeTheme: keyof typeof codeThemes = 'vsDark';

// Docusaurus ships the site config to every page as JSON, where functions drop out but plugin options stay.
// Options only build code reads (texts, groups, a Prism theme) are bound in closures instead, so that they
// stay out of each first load. tests/unit/client-config.test.ts keeps it so.
const llmsTxtOptions: LlmsTxtOptions = {
  summary:
    'bee-js (@ethersphere/bee-js) is the TypeScript client of Bee, the node of the Swarm decentralised storage ' +
    'network: it uploads and downloads data, buys postage stamps, writes feeds and sends messages through a Bee node.',
  details:
    `These docs cover bee-js ${beeJsVersion}, which is tested against Bee ${beeJs.supportedBeeVersion}. Every link ` +
    'below points at the markdown version of a page; the HTML page is the same address without `index.md`.',
  guidesSidebar: 'guides',
  apiDocIdPrefix: 'api/',
  apiReference: siteEnv.typedoc,
  api: {
    packageName: '@ethersphere/bee-js',
    version: beeJsVersion,
    mainClass: 'Bee',
    mainClassGroups: beeMethodGroups,
  },
};
const siteCodeTheme = codeThemes[codeTheme];
/** Each feature of the site once, from its entry; the order is the order of their MDX plugins. */
const features: SiteFeature[] = [
  // Every change to installed code: module replacements, loaders and the page template.
  upstreamPatches({off: siteEnv.upstreamPatchesOff}),
  // Links, anchors and images reported with their file and line, before Docusaurus's plugins rewrite the links;
  // front matter and sidebar ids checked before the docs and blog plugins load them.
  contentChecks({siteDir: __dirname}),
  // Every fence read and every sample compiled once, before any page: the features below render from it.
  sampleCatalogue(),
  // Run and Edit buttons under the samples, and bee-js in the page for the storage calculator.
  samplesInBrowser({siteDir: __dirname, theme: siteCodeTheme}),
  // A JavaScript tab beside each TypeScript sample, made from it.
  sampleTabs(),
  // ```mermaid fences drawn as SVG in the pages' HTML, none in their JavaScript.
  diagrams(),
  // TYPEDOC=0 skips generating the API reference (docs/api/) for fast local work on guides.
  apiReference({beeJs, generate: siteEnv.typedoc, theme: siteCodeTheme}),
  // Links into the API reference only when it is built.
  typePopups({theme: siteCodeTheme, apiLinks: siteEnv.typedoc}),
  llmsTxt(llmsTxtOptions),
  // The local search index, written from the built pages after the build (nothing with hosted DocSearch).
  search(),
  // The MCP server for coding assistants, packed after the build from the twins, the search index and bee-js.
  mcp({beeJsVersion}),
];
const pageAndPostPlugins = mdxPluginsOf(features, 'blog and pages');

const repoUrl = 'https://github.com/ethersphere/bee-js';
const docsRepoUrl = 'https://github.com/ethersphere/bee-js-docs';

export default {
  title: 'bee-js Documentation',
  tagline: 'Welcome to the Swarm',
  favicon: 'img/favicon.svg',
  url: 'https://bee-js.ethswarm.org',
  baseUrl: siteEnv.baseUrl,
  trailingSlash: true,
  titleDelimiter: '|',
  organizationName: 'ethersphere',
  projectName: 'bee-js-docs',

  // Broken links, anchors and duplicate routes fail the build: the old site only warned, and shipped broken links.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // Docusaurus's page template, with the site's scripts run after the first contentful paint (plugins/upstream-patches).
  ssrTemplate: ssrTemplateOf(features),
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    // v4 flags all build cleanly here: the MDX-only markdown (no v1 compatibility) is fine because our
    // pages use `{/* truncate */}`; per-site storage namespacing keeps our localStorage keys apart from
    // other sites served from the same Swarm gateway origin; CSS cascade layers make theme overrides
    // predictable; the legacy postBuild head attribute is unused by our plugins.
    v4: true,
    // Rspack, SWC and Lightning CSS: a cold build takes a fraction of webpack's CPU. Every flag of `faster: true`
    // but the SSG worker threads: each loads the whole server bundle into a JavaScript heap of its own, which
    // raised the build's peak memory more than it saved time on two cores (`npm run bench -- build` weighs both).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: false,
      gitEagerVcs: true,
    },
    // No git history: no page shows its last update (showLastUpdateTime and Author are off, the sitemap's
    // lastmod is null) and every blog post is dated by its file name, so nothing reads what the production
    // build's eager `git log` of the repository would find.
    experimental_vcs: false,
  },

  customFields: {
    docsearchBackend: siteEnv.docsearch ? 'algolia' : 'local',
    beeJs,
    // The compatibility page shows it because bee-js itself declares no Node.js range.
    buildNodeVersion: process.versions.node,
  },

  plugins: [
    serverHtmlPlugin,
    // The site has no PostCSS config file: without `config: false`, postcss-loader searches the folders above every
    // stylesheet for one (cosmiconfig), on the build's main thread.
    () => ({name: 'postcss-options-only', configurePostCss: (options) => ({...options, config: false})}),
    ...pluginsOf(features),
    // Test-only pages (a crash, a lazy chunk, Run buttons that fail); never in a deployed build.
    siteEnv.e2eFixtures && './tests/fixtures/site/index.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: `${docsRepoUrl}/edit/main/`,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          showLastUpdateTime: false,
          ...mdxPluginsOf(features, 'docs'),
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'Release notes and news about bee-js, the JavaScript client of the Swarm Bee node',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          ...pageAndPostPlugins,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'bee-js blog',
            copyright: `Copyright © ${new Date().getFullYear()} Swarm Foundation`,
          },
        },
        pages: pageAndPostPlugins,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          ignorePatterns: ['/search/'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'bee-js, Swarm, Bee, decentralised storage, TypeScript, JavaScript'},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: `bee-js-${beeJsVersion}`,
      content: `These docs cover <b>bee-js ${beeJsVersion}</b>. Upgrading from an older major? Read the <a href="${siteEnv.baseUrl}blog/">release notes</a>.`,
      isCloseable: true,
      // The theme's default is white with black text in both modes; these follow the colour mode.
      backgroundColor: 'var(--ifm-color-emphasis-100)',
      textColor: 'var(--ifm-font-color-base)',
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'bee-js Documentation',
      hideOnScroll: true,
      logo: {
        alt: 'bee-js logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'guides', position: 'left', label: 'Docs'},
        {to: '/docs/api/', label: 'API reference', position: 'left', activeBaseRegex: '/docs/api/'},
        {to: '/blog/', label: 'Blog', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {href: repoUrl, position: 'right', className: 'navbar-github-link', 'aria-label': 'bee-js on GitHub'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: 'https://discord.gg/GU22h2utj6'},
            {label: 'Forum', href: 'https://swarmresear.ch/'},
            {label: 'X (Twitter)', href: 'https://twitter.com/ethswarm'},
            {label: 'Reddit', href: 'https://www.reddit.com/r/ethswarm'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog/'},
            {label: 'Compatibility', to: '/compatibility/'},
            {label: 'GitHub', href: repoUrl},
          ],
        },
      ],
      copyright: `Documents bee-js ${beeJsVersion}. Copyright © ${new Date().getFullYear()} Swarm Foundation. Built with Docusaurus.`,
    },
    prism: {
      theme: codeThemes[codeTheme],
      darkTheme: codeThemes[codeTheme],
      // None: the site's languages are added by its swizzled loader (src/theme/prism-include-languages.ts), for the
      // build, which draws every code block; the browser has no Prism to add them to.
      additionalLanguages: [],
    },
    algolia: {
      // The theme's config validation requires these even when the local index backs search.
      appId: siteEnv.docsearch?.appId ?? 'local',
      apiKey: siteEnv.docsearch?.apiKey ?? 'local',
      indexName: siteEnv.docsearch?.indexName ?? 'bee-js-docs',
      contextualSearch: true,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
