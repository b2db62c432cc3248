/** Names shared by the build code, the browser code, the stylesheet and the tests of compiled samples. */

/** Set by the remark plugin on a compiled sample's code element, read by the CodeBlock wrapper: the id of its static lines. */
export const STATIC_LINES_ATTRIBUTE = 'data-twoslash';
/** Static lines' ids start with this: the recma step finds them by it. */
export const STATIC_LINES_ID_PREFIX = 'twoslash-';

/** Class names shared with the stylesheet, the search index and the tests. */
export const TWOSLASH_CLASSES = {
  hover: 'twoslash-hover',
  popup: 'twoslash-popup',
  type: 'twoslash-type',
  docs: 'twoslash-docs',
  docsCode: 'twoslash-docs-code',
  apiLink: 'twoslash-api-link',
  pinned: 'twoslash-pinned',
  errorLine: 'twoslash-error-line',
} as const;

/** Elements that are not code: the search index and anything reading a sample's text leaves them out. */
export const ANNOTATION_SELECTOR = `.${TWOSLASH_CLASSES.popup}, .${TWOSLASH_CLASSES.pinned}, .${TWOSLASH_CLASSES.errorLine}`;
