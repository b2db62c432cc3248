/** Set by the remark plugin on a compiled sample's code element, read by the CodeBlock wrapper: the id of its static lines. */
export const STATIC_LINES_ATTRIBUTE = 'data-twoslash';
/** Static lines' ids start with this: the recma step finds them by it. */
export const STATIC_LINES_ID_PREFIX = 'twoslash-';
