/**
 * Diagrams: ```mermaid fences drawn as inline SVG at build time (./remark.ts, ./render.ts), in the page's HTML
 * and not in its JavaScript, coloured by the site's theme (./diagrams.css). The `.md` twins keep the Mermaid
 * text as it is in the source.
 */
import path from 'node:path';
import type {SiteFeature} from '../shared/site-feature';
import remarkDiagrams, {recmaDiagrams} from './remark';

export default function diagrams(): SiteFeature {
  return {
    plugins: [() => ({name: 'diagrams', getClientModules: () => [path.join(__dirname, 'diagrams.css')]})],
    remarkPlugins: [remarkDiagrams],
    recmaPlugins: [recmaDiagrams],
  };
}
