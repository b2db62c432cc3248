/**
 * The grammar of the site's code samples, the one reader of fences that every feature shares: the type popups
 * (plugins/twoslash), the Run buttons and their panel (plugins/samples-in-browser), the markdown twins
 * (plugins/llms-txt) and the sample checker (tests/code-samples). The convention it encodes is written up in
 * tests/code-samples/README.md; the names of the markup the features render for samples are in ./markup.ts.
 * Pure code without Node.js or DOM APIs, so that build code and the Run panel alike import it;
 * src/samples/grammar.test.ts feeds it every fence form the site uses.
 */

/** Fence languages of samples: TypeScript, and TypeScript with JSX (React samples, compiled but never run). */
export const SAMPLE_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx']);

/** Languages that would hide a TypeScript sample from the checker; the checker asks for ```ts instead. */
export const MISSPELLED_SAMPLE_LANGUAGES: ReadonlySet<string> = new Set(['typescript', 'mts', 'cts']);

/**
 * The words a fence's info string may carry after its language (`run`, `norun="…"`, `title="…"`). A word
 * whose `reasonExample` is set must be given a reason as its value; the checker names a fence that leaves it
 * empty. A new word is one more line here.
 */
export const META_WORDS = {
  /** Runs without a Bee node: the checker executes it with Node.js, the page offers a Run button. */
  run: {},
  /** Compiled, not executed. */
  norun: {reasonExample: 'waits for the reader to pick files'},
  /** Neither compiled nor executed, so the page shows no types and no Run button either. */
  nocheck: {reasonExample: 'needs a browser File object'},
  /** The block's title; `Output` and `Example output` pair a text block with the sample before it. */
  title: {},
  /** A signature block of the generated API reference (plugins/api-reference), not a sample. */
  'api-signature': {},
  /** The stand-in Bee's state a node sample runs against in the checker (tests/stand-in-bee/states.ts). */
  bee: {},
} as const satisfies Record<string, {reasonExample?: string}>;

export type MetaWord = keyof typeof META_WORDS;

/** A fence's words after the language: `run` -> "", `title="Output"` -> "Output". */
export type FenceMeta = Readonly<Record<string, string>>;

const META_ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;

/** The words of an info string after its language, as remark's `code.meta` holds them. */
export function parseMeta(info: string | null | undefined): FenceMeta {
  const meta: Record<string, string> = {};
  for (const match of (info ?? '').matchAll(META_ATTRIBUTE)) {
    meta[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return meta;
}

export const hasWord = (meta: FenceMeta, word: MetaWord) => Object.hasOwn(meta, word);

/** Words that need a reason and were given none, e.g. a bare `norun`. */
export function missingReasons(meta: FenceMeta): {word: MetaWord; example: string}[] {
  return (Object.keys(META_WORDS) as MetaWord[]).flatMap((word) => {
    const {reasonExample} = META_WORDS[word] as {reasonExample?: string};
    return reasonExample !== undefined && hasWord(meta, word) && meta[word]!.trim() === '' ? [{word, example: reasonExample}] : [];
  });
}

/** How a sample is checked: `nodeFree` (```ts run), `node` (other ```ts, against a Bee node), `react` (```tsx). */
export type SampleKind = 'nodeFree' | 'node' | 'react';

/** The kind of a fence, or null when it is no sample (another language, an API signature). */
export function sampleKind(language: string, meta: FenceMeta): SampleKind | null {
  if (!SAMPLE_LANGUAGES.has(language) || hasWord(meta, 'api-signature')) return null;
  if (language === 'tsx') return 'react';
  return hasWord(meta, 'run') ? 'nodeFree' : 'node';
}

/** Whether the fence's words keep a sample from the compiler, and so from the type popups and any run: `nocheck`. */
export const optsOutOfCompiling = (meta: FenceMeta) => hasWord(meta, 'nocheck');

/** Whether the fence's words keep the checker from executing a sample: `nocheck`, or `norun` (compiled only). */
export const optsOutOfExecuting = (meta: FenceMeta) => optsOutOfCompiling(meta) || hasWord(meta, 'norun');

/** Samples the compiler sees, and with it the type popups: all but the `nocheck` opt-outs. */
export const isCompiledSample = (language: string, meta: FenceMeta) => sampleKind(language, meta) !== null && !optsOutOfCompiling(meta);

/**
 * Twoslash's marker lines that the site's samples use: `// ^?` pins the type of the name above the caret,
 * `// @errors: 2322` declares an expected error. The pages show neither line; plain-code copies of a sample
 * (the `.md` twins, llms-full.txt) leave them out as well.
 */
export const TWOSLASH_MARKER_LINE = /^\s*\/\/\s*(?:\^\?|@errors:[\s\d]*)\s*$/;

/**
 * A value the reader supplies (their batch ID, a reference from an earlier step) is a fill-in line: a constant
 * whose value holds the placeholder string `'…'`, with a comment after it saying what goes there, e.g.
 * `const batchId = '…' // your batch ID, from buyStorage (see Buying storage)`. It reads the same in TypeScript
 * and JavaScript, and pasted as it is it fails loudly rather than running with `undefined`. The checker runs the
 * sample with the harness's value of the constant's name in place of the line's value (tests/code-samples/), and
 * the Run form fills in the ones it asks for (src/samples/sample-code.ts).
 */
export const FILL_IN_PLACEHOLDER = "'…'";
const FILL_IN_LINE = /^(\s*)(?:export\s+)?const\s+(\w+)\s*=\s*(.*'…'.*?)\s*(?:\/\/\s*(.*))?$/;

/** A fill-in line of a sample: 0-based line, the constant's name, its shown value and what the reader puts there. */
export type FillIn = {line: number; name: string; value: string; note: string};

/** The sample's fill-in lines; `note` is empty where the line lacks its comment, which the checker rejects. */
export function fillIns(code: string): FillIn[] {
  return code.split('\n').flatMap((text, line) => {
    const match = FILL_IN_LINE.exec(text);
    return match ? [{line, name: match[2]!, value: match[3]!.replace(/;$/, ''), note: (match[4] ?? '').trim()}] : [];
  });
}

/** The code with each fill-in line's value replaced by `valueOf(name)`, every line kept in place (for `file:line`). */
export function withFilledIn(code: string, valueOf: (name: string, shown: string) => string): string {
  const lines = code.split('\n');
  for (const {line, name, value} of fillIns(code)) {
    const text = lines[line]!;
    const start = text.indexOf(value, text.indexOf('='));
    lines[line] = text.slice(0, start) + valueOf(name, value) + text.slice(start + value.length);
  }
  return lines.join('\n');
}

/** A TypeScript-only statement no shown sample may use: readers fill in values (`fillIns`) instead. */
export const DECLARE_STATEMENT = /^\s*declare\s+(?:const|let|var|function|class)\b/m;

/** What a sample printed: a ```text block right after it, with this title (equal) or `Example output` (same shape). */
export const OUTPUT_TITLE = 'Output';
export const EXAMPLE_OUTPUT_TITLE = 'Example output';
const OUTPUT_LANGUAGE = 'text';

/** Whether a fence shows a sample's output; `exact` leaves out the Example output, whose values may differ. */
export function isOutputFence(language: string | null | undefined, meta: FenceMeta, {exact = false} = {}): boolean {
  if (language !== OUTPUT_LANGUAGE) return false;
  return meta.title === OUTPUT_TITLE || (!exact && meta.title === EXAMPLE_OUTPUT_TITLE);
}

/** Output lines as the page shows them: trailing spaces and surrounding blank lines do not count. */
export function normaliseOutput(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The node URL every node sample uses; the reader's own URL replaces it at run time. */
export const SAMPLE_NODE_URL = 'http://localhost:1633';

/** A fenced code block of a markdown file, with the lines of its source for `file:line` messages. */
export type FencedBlock = {
  /** Path of the markdown file, relative to the project root. */
  file: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** 1-based line of the first line inside the fence. */
  contentLine: number;
  /** 1-based line of the closing fence (one past the last line when the fence is never closed). */
  closingLine: number;
  /** The info string's first word, e.g. "ts" or "text". */
  language: string;
  meta: FenceMeta;
  code: string;
};

const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/**
 * CommonMark fences: the closing fence uses the same character, at least as long, and nothing after it. A
 * block's code is what remark gives the page's `code` node (tests/unit/code-samples.test.ts compares the two).
 */
export function extractFencedBlocks(source: string, file: string): FencedBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING_FENCE.exec(lines[index]!);
    if (!opening) continue;
    const [, indent = '', fence = '', info = ''] = opening;
    // A backtick fence's info string may not contain backticks (that line is inline code, not a fence).
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const content: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) {
      content.push(lines[end]!.startsWith(indent) ? lines[end]!.slice(indent.length) : lines[end]!.trimStart());
      end++;
    }
    const [language = '', ...rest] = info.trim().split(/\s+/);
    blocks.push({
      file,
      fenceLine: index + 1,
      contentLine: index + 2,
      closingLine: end + 1,
      language,
      meta: parseMeta(rest.join(' ')),
      code: content.join('\n'),
    });
    index = end;
  }
  return blocks;
}
