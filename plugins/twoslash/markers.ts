/**
 * Twoslash's marker lines that the site's samples use: `// ^?` pins the type of the name above the caret,
 * `// @errors: 2322` declares an expected error. The pages show neither line; plain-code copies of a sample
 * (the `.md` twins, llms-full.txt) leave them out as well.
 */
export const MARKER_LINE = /^\s*\/\/\s*(?:\^\?|@errors:[\s\d]*)\s*$/;

/** Fence languages whose samples are compiled with Twoslash. */
export const TWOSLASH_LANGUAGES = new Set(['ts', 'tsx']);
