/**
 * The id of a code block's element on its page (its static lines' `code` element, plugins/twoslash), which
 * links to the block use as their anchor: the API reference's "Examples in the guides" (./symbol-uses.ts).
 * It comes from the block's code, so that it stays the same from one build to the next and unique on pages
 * that show several posts; `occurrence` counts the blocks with the same code before it on its page.
 */
import {createHash} from 'node:crypto';
import {STATIC_LINES_ID_PREFIX} from '../../src/samples/markup';

export const codeBlockId = (code: string, occurrence: number): string =>
  `${STATIC_LINES_ID_PREFIX}${createHash('sha256').update(code).digest('hex').slice(0, 8)}-${occurrence}`;

/** Counts, page by page, the blocks met so far with each code: `next(code)` is the occurrence of the next one. */
export function occurrenceCounter(): (code: string) => number {
  const seen = new Map<string, number>();
  return (code) => {
    const occurrence = seen.get(code) ?? 0;
    seen.set(code, occurrence + 1);
    return occurrence;
  };
}
