/**
 * What a feature of the site hands the config, from its one entry (`plugins/<feature>/index.ts`): its
 * Docusaurus plugins (theme components, client modules, bundler settings), its MDX plugins, and the page template
 * when it owns it. The config lists each feature once and builds the docs', blog's and pages' MDX plugin lists
 * from them, in the order the features are listed.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** Bound or option-free: plugin options would be serialised into every page's JavaScript. */
type MdxPlugins = NonNullable<DocsOptions['remarkPlugins']>;

/**
 * The remark steps that render samples from the catalogue (plugins/samples), in the order they run whatever the
 * order of the config's features: the row of Run and Edit buttons first; then the language tabs, which take each
 * sample with its rows into a TypeScript and a JavaScript tab; then the type popups, whose recma step counts the
 * code elements the remark step made.
 */
export const SAMPLE_REMARK_STEPS = ['samples-in-browser', 'sample-tabs', 'twoslash'] as const;
export type SampleRemarkStep = (typeof SAMPLE_REMARK_STEPS)[number];

export type SiteFeature = {
  plugins?: PluginConfig[];
  /** Remark plugins that must read the markdown before Docusaurus's own remark plugins change it. */
  beforeDefaultRemarkPlugins?: MdxPlugins;
  remarkPlugins?: MdxPlugins;
  /** Which of the sample steps its remark plugins are: they run in the order of SAMPLE_REMARK_STEPS. */
  sampleRemarkStep?: SampleRemarkStep;
  rehypePlugins?: MdxPlugins;
  recmaPlugins?: MdxPlugins;
  /** Whether the MDX plugins are for the docs only, not for the blog and the pages. */
  docsOnly?: boolean;
  /** The HTML template of every page (Docusaurus's `ssrTemplate`); one feature at most owns it. */
  ssrTemplate?: string;
};

/** The MDX plugins of `features` for the docs or for the blog and pages. */
export function mdxPluginsOf(features: readonly SiteFeature[], content: 'docs' | 'blog and pages') {
  const used = features.filter((feature) => content === 'docs' || !feature.docsOnly);
  // Stable: features without a sample step keep their places; sample steps come in SAMPLE_REMARK_STEPS's order.
  const stepRank = (feature: SiteFeature) => (feature.sampleRemarkStep ? SAMPLE_REMARK_STEPS.indexOf(feature.sampleRemarkStep) : -1);
  const sampleSteps = used.filter((feature) => feature.sampleRemarkStep).sort((a, b) => stepRank(a) - stepRank(b));
  const inRemarkOrder = used.map((feature) => (feature.sampleRemarkStep ? sampleSteps.shift()! : feature));
  return {
    beforeDefaultRemarkPlugins: used.flatMap((feature) => feature.beforeDefaultRemarkPlugins ?? []),
    remarkPlugins: inRemarkOrder.flatMap((feature) => feature.remarkPlugins ?? []),
    rehypePlugins: used.flatMap((feature) => feature.rehypePlugins ?? []),
    recmaPlugins: used.flatMap((feature) => feature.recmaPlugins ?? []),
  };
}

export const pluginsOf = (features: readonly SiteFeature[]): PluginConfig[] => features.flatMap((feature) => feature.plugins ?? []);

/** The page template of the one feature that gives one; undefined (Docusaurus's own) when none does. */
export function ssrTemplateOf(features: readonly SiteFeature[]): string | undefined {
  const templates = features.flatMap((feature) => (feature.ssrTemplate === undefined ? [] : [feature.ssrTemplate]));
  if (templates.length > 1)
    throw new Error(`docusaurus.config.ts: ${templates.length} of its features give a page template (ssrTemplate); a site has one`);
  return templates[0];
}
