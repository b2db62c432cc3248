/**
 * A diagram's Mermaid source to the inline SVG a page holds, at build time, with beautiful-mermaid (no browser,
 * no DOM). What beautiful-mermaid puts in every SVG for a standalone file is taken out, since the page provides
 * it once: the stylesheet that imports a web font and sets the colour variables on every `svg` of the document
 * (diagrams.css sets them from the site's theme, light and dark), the inline background and foreground colours,
 * and the fixed height: the picture scales down to fit its column, and its width, kept as an attribute, is the
 * full size its Enlarge button shows (client/DiagramPicture.tsx). Boxes are measured with the font that draws
 * their text (./mermaid-module.ts). Ids get the diagram's prefix, as a page holds several diagrams whose
 * arrowhead markers would otherwise share one id.
 */
import {timeBuildStepSync} from '../shared/build-step';
import {diagramProblem} from './grammar';
import {importBeautifulMermaid} from './mermaid-module';

/** The stylesheet beautiful-mermaid writes first in every SVG: the font import and the colour variables. */
const STANDALONE_STYLE = /<style>\s*@import url\([^)]*\);[\s\S]*?<\/style>\s*/;

/** One dot of an xychart's background grid, as beautiful-mermaid draws it. */
const GRID_DOT = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" class="xychart-grid"\s*\/>\s*/g;

/** The step of `values` if they are evenly spaced, as beautiful-mermaid writes them (to a tenth of a unit). */
function evenStep(values: number[]): number | null {
  const step = values.length > 1 ? (values.at(-1)! - values[0]!) / (values.length - 1) : 1;
  return values.every((value, index) => Math.abs(value - (values[0]! + index * step)) <= 0.1) ? step : null;
}

/**
 * beautiful-mermaid draws an xychart's background grid as one circle per dot: some 500 elements that each page
 * load styles, lays out and paints (on /docs/storage/, most of the page's SVG). A pattern draws the same dots
 * with one. A grid that is not an even lattice is left as drawn.
 */
export function dotGridAsPattern(svg: string): string {
  const dots = [...svg.matchAll(GRID_DOT)].map((match) => match.slice(1, 4).map(Number) as [number, number, number]);
  if (dots.length === 0) return svg;
  const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const xs = sortedUnique(dots.map(([x]) => x));
  const ys = sortedUnique(dots.map(([, y]) => y));
  const radii = new Set(dots.map(([, , r]) => r));
  const [dx, dy] = [evenStep(xs), evenStep(ys)];
  if (dx === null || dy === null || radii.size !== 1 || xs.length * ys.length !== dots.length) return svg;
  const [r] = radii;
  const round = (value: number) => Number(value.toFixed(3));
  const [left, top] = [round(xs[0]! - dx / 2), round(ys[0]! - dy / 2)];
  const grid =
    `<defs><pattern id="xychart-grid" x="${left}" y="${top}" width="${round(dx)}" height="${round(dy)}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${round(dx / 2)}" cy="${round(dy / 2)}" r="${r}" class="xychart-grid"/></pattern></defs>` +
    `<rect x="${left}" y="${top}" width="${round(dx * xs.length)}" height="${round(dy * ys.length)}" fill="url(#xychart-grid)"/>\n`;
  let first = true;
  return svg.replace(GRID_DOT, () => (first ? ((first = false), grid) : ''));
}

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
    svg = timeBuildStepSync('pictures', () => renderMermaidSVG(source, {transparent: true, padding: 12, nodeSpacing: 16}));
  } catch (error) {
    throw new DiagramError(1, `beautiful-mermaid could not draw it: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!STANDALONE_STYLE.test(svg)) {
    throw new Error('beautiful-mermaid no longer starts its SVG with the stylesheet plugins/diagrams/render.ts replaces; has it changed?');
  }
  return dotGridAsPattern(svg)
    .replace(STANDALONE_STYLE, '')
    .replace(
      /<svg ([^>]*?)width="([^"]*)" height="[^"]*" style="[^"]*">/,
      (_, attributes: string, width: string) =>
        `<svg ${attributes}width="${width}" role="img" aria-labelledby="${labelledBy}" focusable="false" style="max-width:${width}px">`,
    )
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/\n\s*/g, '\n');
}
