/**
 * A diagram's Mermaid source to the inline SVG a page holds, at build time, with beautiful-mermaid (no browser,
 * no DOM). What beautiful-mermaid puts in every SVG for a standalone file is taken out, since the page provides
 * it once: the stylesheet that imports a web font and sets the colour variables on every `svg` of the document
 * (diagrams.css sets them from the site's theme, light and dark), the inline background and foreground colours,
 * and the fixed size (the picture scales down to the column, to no less than MIN_SCALE of its drawn size). Ids get the diagram's prefix, as a page holds several
 * diagrams whose arrowhead markers would otherwise share one id.
 */
import fs from 'node:fs';
import path from 'node:path';
import {diagramProblem} from './grammar';

/** The stylesheet beautiful-mermaid writes first in every SVG: the font import and the colour variables. */
const STANDALONE_STYLE = /<style>\s*@import url\([^)]*\);[\s\S]*?<\/style>\s*/;

/**
 * beautiful-mermaid is an ES module whose package exports nothing to `require`, and the config's loader (jiti)
 * turns `import('beautiful-mermaid')` into a `require`, which then finds no entry. Its ES entry, named by path,
 * loads under both jiti and Node.js.
 */
function beautifulMermaidEntry(): string {
  for (const folder of require.resolve.paths('beautiful-mermaid') ?? []) {
    const manifest = path.join(folder, 'beautiful-mermaid', 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports: {'.': {import: string}}};
    return path.join(path.dirname(manifest), exports['.'].import);
  }
  throw new Error('beautiful-mermaid is not installed: run npm install');
}
const importBeautifulMermaid = () => import(beautifulMermaidEntry()) as Promise<typeof import('beautiful-mermaid')>;

/**
 * How far a picture may shrink to fit a narrow column: below this its text would be too small to read, so a
 * phone scrolls the picture sideways instead (diagrams.css).
 */
const MIN_SCALE = 0.72;

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
  const {renderMermaidSVG} = await importBeautifulMermaid();
  let svg: string;
  try {
    svg = renderMermaidSVG(source, {transparent: true, padding: 12, nodeSpacing: 16});
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
      (_, attributes: string, width: string) =>
        `<svg ${attributes}role="img" aria-labelledby="${labelledBy}" focusable="false" ` +
        `style="max-width:${width}px;min-width:${Math.round(Number(width) * MIN_SCALE)}px">`,
    )
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/\n\s*/g, '\n');
}
