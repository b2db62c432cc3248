/**
 * Diagrams: ```mermaid fences drawn as inline SVG at build time (./remark.ts, ./render.ts), in the page's HTML
 * and not in its JavaScript, coloured by the site's theme (./diagrams.css). The `.md` twins keep the Mermaid
 * text as it is in the source. Their text is drawn in Inter, whose metrics size its boxes.
 */
import path from 'node:path';
import type {SiteFeature} from '../shared/site-feature';
import remarkDiagrams, {recmaDiagrams} from './remark';
import {DIAGRAM_FONT_WEIGHTS} from './text-width';

/**
 * The @font-face rules of the font the pictures' text is drawn and measured in (./text-width.ts); a browser
 * fetches a font file only for a page that draws text in it.
 */
const fontFaces = () => DIAGRAM_FONT_WEIGHTS.map((weight) => require.resolve(`@fontsource/inter/latin-${weight}.css`));

export default function diagrams(): SiteFeature {
  return {
    plugins: [() => ({name: 'diagrams', getClientModules: () => [...fontFaces(), path.join(__dirname, 'diagrams.css')]})],
    remarkPlugins: [remarkDiagrams],
    recmaPlugins: [recmaDiagrams],
  };
}
