/**
 * The API reference, the one entry the config registers: generation from the installed bee-js's declarations
 * (docusaurus-plugin-typedoc with typedoc-options.ts, cached: typedoc-step.ts; TYPEDOC=0 skips it), the styles
 * of its build-time highlighted signatures and static bodies (client/), and the docs' MDX plugins: the guides'
 * examples filled in (remark-guide-examples.ts), signatures highlighted and bodies made static
 * (rehype-static-signatures.ts, static-bodies.ts).
 */
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import type {BeeJsPackageFacts} from '../../bee-js-package';
import type {SiteFeature} from '../shared/site-feature';
import remarkGuideExamples from './remark-guide-examples';
import rehypeStaticSignatures, {signatureCss} from './rehype-static-signatures';
import {recmaStaticBodies, remarkStaticBodies} from './static-bodies';
import {apiReferenceTypedocPlugin} from './typedoc-step';

export type ApiReferenceOptions = {
  beeJs: BeeJsPackageFacts;
  /** Whether to generate the reference (TYPEDOC=0 reuses docs/api/ from an earlier build, for fast local work). */
  generate: boolean;
  theme: PrismTheme;
};

export default function apiReference({beeJs, generate, theme}: ApiReferenceOptions): SiteFeature {
  return {
    plugins: [
      () => ({
        name: 'api-reference',
        getClientModules: () => [path.join(__dirname, 'client', 'api-reference.css')],
        // The signatures' colours come from the configured theme, so they are written at build time.
        injectHtmlTags: () => ({headTags: [{tagName: 'style', innerHTML: signatureCss(theme)}]}),
      }),
      ...(generate ? [apiReferenceTypedocPlugin(beeJs)] : []),
    ],
    beforeDefaultRemarkPlugins: [remarkGuideExamples],
    remarkPlugins: [remarkStaticBodies],
    rehypePlugins: [() => rehypeStaticSignatures({theme})],
    recmaPlugins: [recmaStaticBodies],
    docsOnly: true,
  };
}
