/**
 * How wide a diagram's text is drawn: measured with the font the page draws it in, Inter as @fontsource/inter
 * serves it (diagrams.css), from the same font files' advance widths and kerning. beautiful-mermaid sizes its
 * boxes by this measure (./mermaid-module.ts), so a label fits its box in every browser that shows the web font.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype, {type Font} from 'opentype.js';

/** The weights the diagrams draw text in, each one of the font files diagrams.css loads. */
export const DIAGRAM_FONT_WEIGHTS = [400, 500, 600] as const;
export const DIAGRAM_FONT_FAMILY = 'Inter';

const fonts = new Map<number, Font>();

function fontFile(weight: number): string {
  const manifest = require.resolve('@fontsource/inter/package.json');
  return path.join(path.dirname(manifest), 'files', `inter-latin-${weight}-normal.woff`);
}

/** The loaded font of the served weight nearest to `weight`. */
function fontFor(weight: number): Font {
  const served = DIAGRAM_FONT_WEIGHTS.reduce((best, candidate) =>
    Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best,
  );
  let font = fonts.get(served);
  if (!font) {
    const bytes = fs.readFileSync(fontFile(served));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(served, font);
  }
  return font;
}

/**
 * The width in px of `text` drawn at `fontSize` px and `fontWeight`. A character the served font lacks would be
 * drawn in another font, of unknown width: it is an error that names it.
 */
export function diagramTextWidth(text: string, fontSize: number, fontWeight: number): number {
  const font = fontFor(fontWeight);
  let units = 0;
  let previous: ReturnType<Font['charToGlyph']> | null = null;
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    if (glyph.index === 0) {
      const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(
        `"${character}" (U+${code}) in "${text}" is not in the diagrams' font (${DIAGRAM_FONT_FAMILY}, latin): write it otherwise`,
      );
    }
    units += glyph.advanceWidth ?? 0;
    if (previous) units += font.getKerningValue(previous, glyph);
    previous = glyph;
  }
  return (units / font.unitsPerEm) * fontSize;
}
