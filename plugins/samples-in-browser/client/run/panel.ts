/**
 * The output panel of a Run button, loaded on the first click (never with the page). It runs the sample in a
 * module worker, which Stop and the time limit end with terminate(): unlike a sandboxed iframe, which Chromium
 * may run on the page's own thread, a worker that loops cannot freeze the page.
 */
import {normaliseOutput} from '../../../../src/samples/grammar';
import {RUN_ATTRIBUTES, RUN_SAMPLE_CLASS, SAMPLE_LANGUAGE_ATTRIBUTE, SAMPLE_TABS} from '../../../../src/samples/markup';
import {spendingCall, withReadersValues} from '../../../../src/samples/sample-code';
import {storedNodeUrl, storeNodeUrl} from '../node-url';
import type {RunMessage, RunRequest} from './protocol';

declare const WORKER_FILE: string;
declare const BEE_JS_FILE: string;
declare const BEE_JS_PACKAGE: string;

const DEFAULT_TIME_LIMIT_MS = 30_000;
const CORS_GUIDE = new URL('../docs/browser/#let-the-node-answer-your-origin-cors', import.meta.url).href;
const BATCH_ID_PATTERN = '(0x)?[0-9a-fA-F]{64}';

type Panel = {
  element: HTMLElement;
  status: HTMLElement;
  stop: HTMLButtonElement;
  output: HTMLElement;
  stopRun: (reason: string) => void;
  /** The edited code openRunPanel was last given, which runs instead of the page's sample. */
  editedModule?: string;
};

const panels = new WeakMap<HTMLElement, Panel>();
let panelCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]) {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function createPanel(button: HTMLButtonElement): Panel {
  const id = `run-panel-${++panelCount}`;
  const status = element('p', {className: 'run-panel__status'});
  status.setAttribute('role', 'status');
  // Shown only while a sample runs: a Stop with nothing to stop read as a run that never ended.
  const stop = element('button', {type: 'button', className: 'button button--secondary button--sm', hidden: true}, 'Stop');
  const output = element('pre', {className: 'run-panel__output', tabIndex: 0});
  const panelElement = element(
    'section',
    {className: 'run-panel', id},
    element('div', {className: 'run-panel__bar'}, status, stop),
    output,
  );
  panelElement.setAttribute('aria-label', 'Run output');
  button.setAttribute('aria-controls', id);
  button.closest(`.${RUN_SAMPLE_CLASS}`)!.append(panelElement);
  const panel: Panel = {element: panelElement, status, stop, output, stopRun: () => {}};
  stop.addEventListener('click', () => {
    panel.stopRun('Stopped.');
    button.focus();
  });
  panels.set(button, panel);
  return panel;
}

/**
 * The button whose attributes describe a run: the button itself, or for the Run button of a JavaScript tab, which
 * carries only its module (each byte of it is in the page's first load), the Run button of the TypeScript tab
 * beside it (plugins/sample-tabs).
 */
function describing(button: HTMLButtonElement): HTMLButtonElement {
  if (!button.closest(`[${SAMPLE_LANGUAGE_ATTRIBUTE}]`)) return button;
  return button.closest(`[${SAMPLE_TABS.container}]`)?.querySelector<HTMLButtonElement>(`[${RUN_ATTRIBUTES.sample}]`) ?? button;
}

function nodeForm(button: HTMLButtonElement, panel: Panel): HTMLFormElement {
  const inputs = (describing(button).getAttribute(RUN_ATTRIBUTES.inputs) ?? '').split(',').filter(Boolean);
  const nodeUrl = element('input', {type: 'url', name: 'nodeUrl', required: true, value: storedNodeUrl(), className: 'form-field'});
  nodeUrl.setAttribute('autocomplete', 'url');
  const fields = [element('label', {className: 'run-panel__field'}, 'Node URL', nodeUrl)];
  if (inputs.includes('batchId')) {
    const batchId = element('input', {
      name: 'batchId',
      required: true,
      pattern: BATCH_ID_PATTERN,
      spellcheck: false,
      className: 'form-field',
    });
    batchId.setAttribute('autocomplete', 'off');
    batchId.setAttribute('placeholder', '64 hexadecimal digits');
    fields.push(element('label', {className: 'run-panel__field'}, 'Postage batch ID', batchId));
  }
  const guide = element('a', {href: CORS_GUIDE}, 'how to allow it');
  const note = element(
    'p',
    {className: 'run-panel__note'},
    `This runs in your browser against your own node, which must allow this site's origin (${location.origin}) with `,
    element('code', {}, '--cors-allowed-origins'),
    ': see ',
    guide,
    '.',
  );
  const form = element(
    'form',
    {className: 'run-panel__form'},
    note,
    ...fields,
    element('button', {type: 'submit', className: 'button button--primary button--sm'}, 'Run'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = Object.fromEntries(Array.from(form.querySelectorAll('input')).map((input) => [input.name, input.value.trim()]));
    const spends =
      panel.editedModule === undefined ? describing(button).getAttribute(RUN_ATTRIBUTES.spends) : spendingCall(panel.editedModule);
    if (spends && !confirm(`This sample spends funds from your node: ${spends}. Run it?`)) return;
    const {nodeUrl: url, ...declared} = values;
    storeNodeUrl(url!);
    runSample(button, panel, {nodeUrl: url!.replace(/\/+$/, ''), inputs: declared});
  });
  panel.element.prepend(form);
  return form;
}

function appendLine(panel: Panel, text: string, kind: 'log' | 'error') {
  panel.output.append(element('span', {className: `run-panel__line run-panel__line--${kind}`}, text), '\n');
}

function setStatus(panel: Panel, text: string, mark?: boolean) {
  panel.status.replaceChildren(text);
  if (mark === undefined) return;
  panel.status.append(
    ' ',
    element(
      'span',
      {className: `run-panel__mark run-panel__mark--${mark ? 'same' : 'different'}`},
      mark ? '✓ Same as the Output shown on this page' : '✗ Not the Output shown on this page',
    ),
  );
}

/**
 * A module URL for edited code, made as the build makes the page's sample modules (../../assets.ts): bee-js from
 * its file next to this one, and a node sample's localhost URL read as the reader's.
 */
function editedModuleUrl(button: HTMLButtonElement, code: string): string {
  const beeJs = JSON.stringify(new URL(`./${BEE_JS_FILE}`, import.meta.url).href);
  const module = code.replace(new RegExp(`(['"])${BEE_JS_PACKAGE}\\1`, 'g'), beeJs);
  return URL.createObjectURL(
    new Blob([describing(button).getAttribute(RUN_ATTRIBUTES.kind) === 'node' ? withReadersValues(module) : module], {
      type: 'text/javascript',
    }),
  );
}

function runSample(button: HTMLButtonElement, panel: Panel, request: Omit<RunRequest, 'sample'>) {
  panel.stopRun('Stopped.');
  panel.output.replaceChildren();
  // The page's Output block shows what the page's code prints, not what edited code prints.
  const expected = panel.editedModule === undefined ? (describing(button).getAttribute(RUN_ATTRIBUTES.expected) ?? undefined) : undefined;
  const sample =
    panel.editedModule === undefined
      ? new URL(`./${button.getAttribute(RUN_ATTRIBUTES.sample)}`, import.meta.url).href
      : editedModuleUrl(button, panel.editedModule);
  const timeLimit = Number(describing(button).getAttribute(RUN_ATTRIBUTES.timeLimit)) || DEFAULT_TIME_LIMIT_MS;
  const logLines: string[] = [];
  let failed = false;
  const worker = new Worker(new URL(`./${WORKER_FILE}`, import.meta.url), {type: 'module'});
  const timer = setTimeout(() => finish(`Stopped: the run took longer than ${timeLimit / 1000} s.`), timeLimit);
  function finish(text: string) {
    clearTimeout(timer);
    worker.terminate();
    if (sample.startsWith('blob:')) URL.revokeObjectURL(sample);
    // A keyboard reader on Stop when the run ends by itself keeps their place on Run, not on the hidden button.
    if (document.activeElement === panel.stop) button.focus();
    panel.stop.hidden = true;
    panel.stopRun = () => {};
    const matches = expected === undefined ? undefined : normaliseOutput(logLines.join('\n')) === normaliseOutput(expected);
    setStatus(panel, text, failed ? (expected === undefined ? undefined : false) : matches);
  }
  panel.stopRun = finish;
  worker.addEventListener('message', (event: MessageEvent<RunMessage>) => {
    const message = event.data;
    if (message.type === 'line') {
      if (message.stream === 'log') logLines.push(message.text);
      appendLine(panel, message.text, message.stream);
    } else if (message.type === 'truncated') {
      appendLine(panel, '(more output was left out)', 'error');
    } else if (message.type === 'uncaught') {
      failed = true;
      appendLine(panel, `Uncaught ${message.text}`, 'error');
      if (request.nodeUrl && /fetch|network/i.test(message.text)) {
        appendLine(
          panel,
          `No answer from ${request.nodeUrl}: check that a Bee node runs there and allows this site's origin (${location.origin}) with --cors-allowed-origins.`,
          'error',
        );
      }
    } else {
      finish(failed ? 'Ended with an error.' : 'Finished.');
    }
  });
  worker.addEventListener('error', (event) => {
    failed = true;
    appendLine(panel, `The run could not start: ${event.message || 'the worker failed to load'}`, 'error');
    finish('Ended with an error.');
  });
  panel.stop.hidden = false;
  setStatus(panel, 'Running…');
  worker.postMessage({...request, sample} satisfies RunRequest);
}

/**
 * Called by the page's click listener (../buttons.ts) with the Run button that was clicked and, when the reader
 * edited the sample, the edited code as a JavaScript module that imports bee-js by its package name (the editor's
 * editedModule), which then runs instead of the page's.
 */
export function openRunPanel(button: HTMLButtonElement, editedModule?: string) {
  const known = panels.get(button);
  const panel = known ?? createPanel(button);
  panel.editedModule = editedModule;
  if (describing(button).getAttribute(RUN_ATTRIBUTES.kind) === 'node') {
    const form = known ? panel.element.querySelector('form')! : nodeForm(button, panel);
    form.querySelector('input')!.focus();
    return;
  }
  runSample(button, panel, {inputs: {}});
}
