/**
 * Names of the markup the site renders for samples, shared by the build code that writes it, the browser code
 * and stylesheets that read it, the search index that leaves parts of it out, and the tests.
 */

// Run and Edit buttons (plugins/samples-in-browser).

/** The class of the row under a sample that holds its Run and Edit buttons, for code that must find or skip it. */
export const RUN_SAMPLE_CLASS = 'run-sample';
/** Also the class of a row that holds an Edit button and no Run button or reason. */
export const EDIT_SAMPLE_CLASS = 'edit-sample';
/**
 * Set on the row of Run buttons of a sample's JavaScript version (its value `javascript`): the language tabs
 * (plugins/sample-tabs) put that row in the JavaScript tab, the other rows in the TypeScript tab.
 */
export const SAMPLE_LANGUAGE_ATTRIBUTE = 'data-sample-language';

// Language tabs of samples (plugins/sample-tabs).

/** The language tabs' markup: the build writes it, the tabs' click listener and the tests read it. */
export const SAMPLE_TABS = {
  /** On the tabs' container. */
  container: 'data-sample-tabs',
  /** On each tab, with its language (`ts`, `js`). */
  tab: 'data-sample-tab',
  /** On each panel, with its language. */
  panel: 'data-sample-panel',
  /** The tabs' group: the choice is kept in localStorage under `docusaurus.tab.<group>`, as the theme's Tabs keep theirs. */
  group: 'sample-language',
  /** The query parameter that holds the choice (`?language=js`), so a shared link opens the same tab. */
  query: 'language',
  languages: [
    {value: 'ts', label: 'TypeScript'},
    {value: 'js', label: 'JavaScript'},
  ],
} as const;
/** An Edit button's attribute: the click listener and the editor find Edit buttons by it. */
export const EDIT_BUTTON_ATTRIBUTE = 'data-edit-sample';

/** The attributes of a Run button: the build writes them (plugins/samples-in-browser/remark.ts), the panel reads them. */
export const RUN_ATTRIBUTES = {
  /** File name of the sample's browser module. */
  sample: 'data-run-sample',
  /** `node` for a sample that talks to the reader's node; absent for a node-free sample. */
  kind: 'data-run-kind',
  /** Comma-separated values the run form asks for, e.g. `batchId`. */
  inputs: 'data-run-inputs',
  /** The first call that spends the node's tokens, as written. */
  spends: 'data-run-spends',
  /** The Output block's text, to compare with what the run printed. */
  expected: 'data-run-expected',
  /** Milliseconds before a run is stopped (test pages only). */
  timeLimit: 'data-run-time-limit',
} as const;

// Type popups (plugins/twoslash).

/** Set on every code block's code element (plugins/twoslash), read by the CodeBlock wrapper: the id of its static lines. */
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

/**
 * A code block's code as the page shows it (in the browser), from the element that holds its lines: each
 * line without its type popups, annotation lines left out. It is the plain code the remark step had, which the
 * client bundle does not carry (plugins/twoslash).
 */
export function shownCode(lines: Element): string {
  return Array.from(lines.querySelectorAll('.token-line'), (line) => {
    if (line.matches(ANNOTATION_SELECTOR)) return null;
    const copy = line.cloneNode(true) as Element;
    copy.querySelectorAll(ANNOTATION_SELECTOR).forEach((annotation) => annotation.remove());
    return copy.textContent ?? '';
  })
    .filter((line) => line !== null)
    .join('\n');
}
