/**
 * The sample editor, loaded on the first Edit click (never with the page): turns a sample's code block into a
 * CodeMirror editor in place, with TypeScript's diagnostics, hover types and completions from a worker
 * (./ts-worker.ts). A Run click on an edited sample runs the edited code (editedModule, which the click listener
 * hands the Run panel); the code block's Copy button copies the edited code. Edits live in memory for the session, keyed by page and
 * sample, so they come back after a client-side navigation and are gone after a reload.
 */
import {EditorState, StateField, type Extension} from '@codemirror/state';
import {EditorView, hoverTooltip, keymap, showTooltip, type Tooltip} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {autocompletion, completionKeymap, type CompletionSource} from '@codemirror/autocomplete';
import {forEachDiagnostic, linter, lintKeymap, type Diagnostic} from '@codemirror/lint';
import {tags, type Tag} from '@lezer/highlight';
import type {PrismTheme} from 'prism-react-renderer';
import {EDIT_BUTTON_ATTRIBUTE, shownCode} from '../../../../src/samples/markup';
import type {DeclarationsMessage, WorkerAnswer, WorkerRequest, WorkerResponse} from './protocol';

declare const DECLARATIONS_FILE: string;
declare const PRISM_THEME: PrismTheme;

/** An open editor: its view, the page's code of the sample, and its toolbar's live status. */
type OpenEditor = {key: string; view: EditorView; original: string; block: HTMLElement; host: HTMLElement; status: HTMLElement};

/** Edited code by page and sample, for this session only. */
const edits = new Map<string, string>();
const openEditors = new Map<HTMLButtonElement, OpenEditor>();

const OPEN_ATTRIBUTE = 'data-edit-sample-open';

let worker: Worker;
let nextRequestId = 0;
const pending = new Map<number, {resolve: (result: unknown) => void; reject: (error: Error) => void}>();

/**
 * The TypeScript worker (./ts-worker.ts), started by the click listener while this module loaded. Its
 * declarations are fetched here, which runs before the worker's much larger file is loaded and parsed, and
 * posted to it.
 */
export function connectWorker(started: Worker) {
  worker = started;
  const post = (message: DeclarationsMessage) => worker.postMessage(message);
  void fetch(new URL(`./${DECLARATIONS_FILE}`, import.meta.url))
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then(
      (json) => post({type: 'declarations', json}),
      (error: unknown) => post({type: 'declarations', error: error instanceof Error ? error.message : String(error)}),
    );
  worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    if ('error' in response) waiting?.reject(new Error(response.error));
    else waiting?.resolve(response.result);
  });
}

function ask<T extends WorkerRequest['type']>(request: Omit<Extract<WorkerRequest, {type: T}>, 'id'>): Promise<WorkerAnswer[T]> {
  const id = ++nextRequestId;
  worker.postMessage({...request, id});
  return new Promise((resolve, reject) => pending.set(id, {resolve: resolve as (result: unknown) => void, reject}));
}

/** Prism token types of the site's code theme for each CodeMirror tag, so the editor has the page's colours. */
const PRISM_TYPES_OF_TAGS: [string, Tag[]][] = [
  ['comment', [tags.comment, tags.lineComment, tags.blockComment]],
  ['keyword', [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword, tags.operatorKeyword, tags.self]],
  ['string', [tags.string, tags.special(tags.string)]],
  ['number', [tags.number]],
  ['boolean', [tags.bool, tags.null]],
  ['function', [tags.function(tags.variableName), tags.function(tags.propertyName)]],
  ['class-name', [tags.typeName, tags.className]],
  ['operator', [tags.operator]],
  ['punctuation', [tags.punctuation, tags.bracket, tags.separator]],
];

function siteHighlighting(): Extension {
  const colourOf = (type: string) => PRISM_THEME.styles.find((style) => style.types.includes(type))?.style.color;
  return syntaxHighlighting(
    HighlightStyle.define(PRISM_TYPES_OF_TAGS.filter(([type]) => colourOf(type)).map(([type, tag]) => ({tag, color: colourOf(type)}))),
  );
}

/** Looks like the code block it replaces: its background, font, line height and padding. */
const blockLook = EditorView.theme({
  '&': {color: 'var(--prism-color)', backgroundColor: 'var(--prism-background-color)', fontSize: 'var(--ifm-code-font-size)'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: 'var(--ifm-pre-line-height)'},
  '.cm-content': {padding: 'var(--ifm-pre-padding) 0', caretColor: 'var(--prism-color)'},
  '.cm-line': {padding: '0 var(--ifm-pre-padding)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
  '&.cm-focused .cm-cursor': {borderLeftColor: 'var(--prism-color)'},
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': {backgroundColor: '#264f78'},
  '.cm-tooltip': {
    maxWidth: 'min(40rem, 90vw)',
    padding: '0.25rem 0.5rem',
    color: 'var(--ifm-font-color-base)',
    backgroundColor: 'var(--ifm-background-surface-color)',
    border: '1px solid var(--ifm-color-emphasis-300)',
    whiteSpace: 'pre-wrap',
  },
  '.cm-tooltip-autocomplete': {padding: '0'},
});

/** The sample as the page shows it: its lines without the type popups and annotation lines. */
const pageCode = (block: HTMLElement): string => shownCode(block.querySelector('pre code')!).replace(/\n+$/, '');

function describeErrors(diagnostics: readonly Diagnostic[], view: EditorView): string {
  if (diagnostics.length === 0) return 'No type errors.';
  const first = diagnostics[0]!;
  const line = view.state.doc.lineAt(first.from).number;
  const count = diagnostics.length === 1 ? '1 type error' : `${diagnostics.length} type errors`;
  return `${count}. Line ${line}: ${first.message}`;
}

/** The message of the error under the cursor, shown while the editor has focus, as hovering shows it. */
const errorAtCursor = StateField.define<Tooltip | null>({
  create: () => null,
  update(_, transaction) {
    const head = transaction.state.selection.main.head;
    let found: Tooltip | null = null;
    forEachDiagnostic(transaction.state, (diagnostic, from, to) => {
      if (!found && head >= from && head <= to) {
        found = {
          pos: from,
          above: true,
          create: () => {
            const dom = document.createElement('div');
            dom.className = 'edit-sample__error';
            dom.textContent = diagnostic.message;
            return {dom};
          },
        };
      }
    });
    return found;
  },
  provide: (field) => showTooltip.from(field),
});

function extensions(file: string, status: HTMLElement, onChange: (code: string) => void): Extension[] {
  const completions: CompletionSource = async (context) => {
    const word = context.matchBefore(/[\w$]*/);
    if (!context.explicit && (!word || word.from === word.to) && context.state.sliceDoc(context.pos - 1, context.pos) !== '.') return null;
    const result = await ask<'completions'>({type: 'completions', file, code: context.state.doc.toString(), position: context.pos});
    if (!result) return null;
    return {from: result.from, options: result.entries.map((entry) => ({label: entry.label, type: entry.kind})), validFor: /^[\w$]*$/};
  };
  return [
    history(),
    javascript({typescript: true, jsx: file.endsWith('.tsx')}),
    siteHighlighting(),
    blockLook,
    // The tabindex tells checkers such as axe what browsers already do: the scroller's content takes the focus.
    EditorView.contentAttributes.of({
      'aria-label': 'Sample code, editable. Tab indents; Escape then Tab leaves the editor.',
      spellcheck: 'false',
      tabindex: '0',
    }),
    keymap.of([...completionKeymap, ...lintKeymap, ...historyKeymap, ...defaultKeymap, indentWithTab]),
    autocompletion({override: [completions]}),
    linter(
      async (view) => {
        try {
          const found = await ask<'diagnostics'>({type: 'diagnostics', file, code: view.state.doc.toString()});
          const diagnostics = found.map(({from, to, message}) => ({from, to, message, severity: 'error' as const, source: 'TypeScript'}));
          status.textContent = describeErrors(diagnostics, view);
          return diagnostics;
        } catch (error) {
          // Offline before the first Edit, say: the code stays editable and runnable, without types.
          status.textContent = `No type checking: ${error instanceof Error ? error.message : String(error)}.`;
          return [];
        }
      },
      {delay: 50},
    ),
    errorAtCursor,
    hoverTooltip(async (view, position) => {
      const info = await ask<'quickInfo'>({type: 'quickInfo', file, code: view.state.doc.toString(), position});
      if (!info) return null;
      return {
        pos: info.from,
        end: info.to,
        create: () => {
          const dom = document.createElement('div');
          dom.className = 'edit-sample__type';
          const type = document.createElement('code');
          type.textContent = info.text;
          dom.append(type);
          if (info.docs) dom.append(document.createElement('br'), info.docs);
          return {dom};
        },
      };
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
}

const EDIT_BUTTON = `button[${EDIT_BUTTON_ATTRIBUTE}]`;
const sampleButtons = () => Array.from(document.querySelectorAll<HTMLButtonElement>(EDIT_BUTTON));
const sampleKey = (button: HTMLButtonElement) => `${location.pathname}#${sampleButtons().indexOf(button)}`;

/** The code block a button belongs to: the block just before its row of buttons. */
function codeBlockOf(button: HTMLButtonElement): HTMLElement | null {
  const block = button.parentElement?.previousElementSibling;
  return block instanceof HTMLElement && block.matches('.theme-code-block') ? block : null;
}

/** A Reset button after Edit, and the status line that says the type errors; returns the status line. */
function toolbar(button: HTMLButtonElement, onReset: () => void): HTMLElement {
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset';
  reset.dataset.editSampleReset = '';
  reset.addEventListener('click', onReset);
  const status = document.createElement('p');
  status.className = 'edit-sample__status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  status.textContent = 'Loading types…';
  button.after(reset);
  button.parentElement!.append(status);
  return status;
}

function open(button: HTMLButtonElement, focus: boolean) {
  if (openEditors.has(button)) return;
  const block = codeBlockOf(button);
  const pre = block?.querySelector('pre');
  if (!block || !pre) return;
  const key = sampleKey(button);
  const original = pageCode(block);
  const host = document.createElement('div');
  host.className = 'edit-sample__editor';
  const status = toolbar(button, () => close(button));
  // The extension tells the worker a React sample, which needs React's declarations, from the others.
  const file = `/sample-${key.replace(/\W/g, '-')}.${block.matches('.language-tsx') ? 'tsx' : 'ts'}`;
  const view = new EditorView({
    parent: host,
    state: EditorState.create({
      doc: edits.get(key) ?? original,
      extensions: extensions(file, status, (code) => {
        if (code === original) edits.delete(key);
        else edits.set(key, code);
      }),
    }),
  });
  pre.before(host);
  block.setAttribute(OPEN_ATTRIBUTE, '');
  button.hidden = true;
  openEditors.set(button, {key, view, original, block, host, status});
  if (focus) view.focus();
}

/** Reset: back to the page's code and its static lines, with focus on the Edit button again. */
function close(button: HTMLButtonElement) {
  const editor = openEditors.get(button);
  if (!editor) return;
  edits.delete(editor.key);
  editor.view.destroy();
  editor.host.remove();
  editor.status.remove();
  button.parentElement!.querySelector('[data-edit-sample-reset]')?.remove();
  editor.block.removeAttribute(OPEN_ATTRIBUTE);
  openEditors.delete(button);
  button.hidden = false;
  button.focus();
}

export function openEditor(button: HTMLButtonElement) {
  open(button, true);
}

/** After a client-side navigation: the page's samples edited earlier in the session open with their edits. */
export function reopenEdits() {
  for (const [button, editor] of openEditors) {
    if (!button.isConnected) {
      editor.view.destroy();
      openEditors.delete(button);
    }
  }
  for (const button of sampleButtons()) if (edits.has(sampleKey(button))) open(button, false);
}

/**
 * The edited code of a Run button's sample, as a JavaScript module that imports bee-js by its package name, for
 * the Run panel; undefined when the reader has not changed the sample.
 */
export async function editedModule(runButton: HTMLButtonElement): Promise<string | undefined> {
  const editButton = runButton.parentElement?.querySelector<HTMLButtonElement>(EDIT_BUTTON);
  const editor = editButton && openEditors.get(editButton);
  if (!editor || !edits.has(editor.key)) return undefined;
  return ask<'transpile'>({type: 'transpile', code: editor.view.state.doc.toString()});
}

// After the code block's own Copy handler (React's, on the app root): the clipboard gets the edited code.
document.addEventListener('click', (event) => {
  const copy = (event.target as Element).closest?.('button:has([class*="copyButtonIcons"])');
  const block = copy?.closest<HTMLElement>(`[${OPEN_ATTRIBUTE}]`);
  const editor = block && Array.from(openEditors.values()).find((candidate) => candidate.block === block);
  if (editor) void navigator.clipboard?.writeText(editor.view.state.doc.toString());
});
