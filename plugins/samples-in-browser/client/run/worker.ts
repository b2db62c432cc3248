/**
 * Runs one sample in a module worker: console output is formatted the way Node.js prints it (so it can be
 * compared with the page's Output block, which the Node.js checker verified) and posted to the panel.
 */
import {format, inspect} from 'node-inspect-extracted';
import {FORM_INPUTS, NODE_URL_GLOBAL, type FormInput} from '../../../../src/samples/sample-code';
import {MAX_LINES, type RunMessage, type RunRequest} from './protocol';

declare const BEE_JS_FILE: string;

// Started at once so that bee-js downloads while the panel sends the request.
const beeJs = import(/* webpackIgnore: true */ new URL(`./${BEE_JS_FILE}`, import.meta.url).href);

const send = (message: RunMessage) => postMessage(message);

let lines = 0;
function writeLine(stream: 'log' | 'error', args: unknown[]) {
  lines++;
  if (lines <= MAX_LINES) send({type: 'line', stream, text: format(...args)});
  else if (lines === MAX_LINES + 1) send({type: 'truncated'});
}
console.log = (...args: unknown[]) => writeLine('log', args);
console.info = console.log;
console.error = (...args: unknown[]) => writeLine('error', args);
console.warn = console.error;

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : inspect(error);
}

addEventListener('unhandledrejection', (event) => send({type: 'uncaught', text: describe(event.reason)}));

addEventListener('message', async (event: MessageEvent<RunRequest>) => {
  const {sample, nodeUrl, inputs} = event.data;
  try {
    const library: Record<string, new (value: string) => unknown> = await beeJs;
    // A sample's fill-in line `const batchId = '…'` reads `globalThis.batchId` in its Run module (withReadersValues).
    Object.assign(globalThis, {[NODE_URL_GLOBAL]: nodeUrl});
    for (const [name, value] of Object.entries(inputs)) {
      Object.assign(globalThis, {[name]: new library[FORM_INPUTS[name as FormInput]]!(value)});
    }
    await import(/* webpackIgnore: true */ sample);
  } catch (error) {
    send({type: 'uncaught', text: describe(error)});
  }
  send({type: 'done'});
});
