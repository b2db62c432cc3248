/** The part of opentype.js (which ships no types) that ./text-width.ts uses. */
declare module 'opentype.js' {
  export type Glyph = {index: number; advanceWidth?: number};
  export type Font = {
    unitsPerEm: number;
    charToGlyph(character: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  };
  const opentype: {parse(buffer: ArrayBuffer): Font};
  export default opentype;
}
