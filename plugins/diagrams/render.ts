/**
 * A diagram's Mermaid source to the inline SVG a page holds, at build time, with beautiful-mermaid (no browser,
 * no DOM). What beautiful-mermaid puts in every SVG for a standalone file is taken out, since the page provides
 * it once: the stylesheet that imports a web font and sets the colour variables on every `svg` of the document
 * (diagrams.css sets them from the site's theme, light and dark), the inline background and foreground colours,
 * and the fixed size (the picture scales down to the column, never above its drawn size). Ids get the diagram's prefix, as a page holds several
 * diagrams whose arrowhead markers would otherwise share one id.
 */
import {diagramProblem} from './grammar';

/** The stylesheet beautiful-mermaid writes first in every SVG: the font import and the colour variables. */
const STANDALONE_STYLE = /<style>\s*@import url\([^)]*\);[\s\S]*?<\/style>\s*/;

export class DiagramError extends Error {
  constructor(
    /** 1-based line within the diagram's source. */
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The SVG of `source`, labelled by the element with id `labelledBy`; throws a DiagramError for a bad source. */
export async function renderDiagram(source: string, {idPrefix, labelledBy}: {idPrefix: string; labelledBy: string}): Promise<string> {
  const problem = diagramProblem(source);
  if (problem) throw new DiagramError(problem.line, problem.message);
  // An ES module only: loaded with import(), which the config's CommonJS loader keeps.
  const {renderMermaidSVG} = await import('beautiful-mermaid');
  let svg: string;
  try {
    svg = renderMermaidSVG(source, {transparent: true});
  } catch (error) {
    throw new DiagramError(1, `beautiful-mermaid could not draw it: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!STANDALONE_STYLE.test(svg)) {
    throw new Error('beautiful-mermaid no longer starts its SVG with the stylesheet plugins/diagrams/render.ts replaces; has it changed?');
  }
  return svg
    .replace(STANDALONE_STYLE, '')
    .replace(
      /<svg ([^>]*?)width="([^"]*)" height="[^"]*" style="[^"]*">/,
      `<svg $1role="img" aria-labelledby="${labelledBy}" focusable="false" style="max-width:$2px">`,
    )
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/\n\s*/g, '\n');
}
