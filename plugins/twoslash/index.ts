/**
 * Code blocks drawn at build time, with type popups on the site's TypeScript samples; the one entry the config
 * registers: the MDX plugins that draw every fence, samples from their compiles in the sample catalogue
 * (./mdx.ts), the CodeBlock wrappers that show the static lines (theme/), their stylesheet, the client module that
 * keeps the theme's CodeBlock in main.js, and StaticCodeBlock for components (client/).
 */
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import type {SiteFeature} from '../shared/site-feature';
import {recmaTwoslash, remarkTwoslash} from './mdx';

export type TypePopupsOptions = {
  theme: PrismTheme;
  /** Whether the API reference is built (TYPEDOC=0 skips it): links into it would be broken otherwise. */
  apiLinks: boolean;
};

export default function typePopups({theme, apiLinks}: TypePopupsOptions): SiteFeature {
  return {
    plugins: [
      () => ({
        name: 'twoslash',
        getThemePath: () => path.join(__dirname, 'theme'),
        getClientModules: () => [path.join(__dirname, 'client', 'code-block-in-main.ts'), path.join(__dirname, 'client', 'twoslash.css')],
      }),
    ],
    sampleRemarkStep: 'twoslash',
    remarkPlugins: [() => remarkTwoslash({theme, apiLinks})],
    recmaPlugins: [recmaTwoslash],
  };
}
