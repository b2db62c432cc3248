/**
 * Child process of the sample checker: `node --import tsx run-blocks.ts <jobs.json> <results.json>`.
 * Imports each extracted sample in turn and records what it printed to stdout, or the error it threw.
 * One process for all samples, because starting Node with tsx once per sample costs more than the samples.
 *
 * Samples that need a node run against one stand-in Bee (tests/stand-in-bee) started here. The text a reader
 * sees is left alone: each such sample is copied to `<module>.run.mts` with `http://localhost:1633` (and any
 * URL on example.com) replaced by the stand-in's URL and the value of each fill-in line (`const batchId = '…'`,
 * src/samples/grammar.ts) replaced by the harness's value of that name (sample-values.ts). JavaScript versions
 * (`.mjs`) run the same way. The contract violations its requests caused are recorded
 * with its result, and the stand-in's URL in what it prints is shown as `http://localhost:1633` again.
 */
import {AsyncLocalStorage} from 'node:async_hooks';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {Window} from 'happy-dom';
import {STAND_IN_NODE_KEY, STAND_IN_STATES, startStandInBee, type StandInBee, type Violation} from '../stand-in-bee';
import {makeSampleValues, SAMPLE_SIGNER_KEY} from './sample-values';
import {withFilledIn} from '../../src/samples/grammar';

export type RunJob = {
  module: string;
  needsBee: boolean;
  /** The fence's `bee="<state>"`: the sample runs against a stand-in of its own in that state (states.ts). */
  state?: string;
};

export type RunResult = {
  module: string;
  stdout: string;
  error: string | null;
  /** 1-based line of the sample where the error was thrown, when its stack names it. */
  errorLine: number | null;
  violations: Violation[];
};

/** The line of `file` in the error's stack; the run copy keeps every line of the sample in place. */
function lineIn(error: unknown, file: string): number | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):\\d+`).exec(stack);
  return match ? Number(match[1]) : null;
}

/** The address node samples show; the runner points it at the stand-in. */
export const SAMPLE_BEE_URL = 'http://localhost:1633';

/**
 * Node URLs of samples that stand for the reader's node: the one every sample shows, and example.com hosts with
 * their port, if any (a port left behind would follow the stand-in's own and make the URL invalid).
 */
const SAMPLE_NODE_URLS = /http:\/\/localhost:1633|https?:\/\/(?:[\w-]+\.)*example\.com(?::\d+)?/g;

/**
 * A sample that has not finished by then is reported as hanging (a subscription waiting forever, say). Well
 * above the slowest sample's time (docs/gsoc.md mines a key), since CI runs the samples beside the browser tests
 * under several times a quiet machine's load.
 */
const SAMPLE_TIMEOUT_MS = 120_000;

/**
 * A node sample still running after this long is left to finish while the next ones run, so that a subscriber
 * receives the message a later sample of the page sends.
 */
const WAIT_BEFORE_NEXT_MS = 2_000;

/** Environment variables samples read, as a reader would set them (the batch owner is the node's own key). */
const SAMPLE_ENV = {PRIVATE_KEY: SAMPLE_SIGNER_KEY, BATCH_OWNER_KEY: STAND_IN_NODE_KEY, BEE_TOKEN: 'sample-token'};

/** The page browser samples find: what their `document.querySelector` calls look for. */
const SAMPLE_PAGE = '<title>Sample</title><progress></progress>';

/** Browser globals (document, localStorage) from happy-dom, for samples that use them. */
function installBrowserGlobals() {
  const window = new Window({url: 'http://localhost:3000/'});
  window.document.write(SAMPLE_PAGE);
  Object.assign(globalThis, {document: window.document, localStorage: window.localStorage});
}

/** Files the samples read from their working folder: a built site, a folder of videos, a report. */
const SCRATCH_FILES: Record<string, string> = {
  'dist/index.html': '<!doctype html><title>Home</title><link rel="stylesheet" href="assets/style.css">',
  'dist/404.html': '<!doctype html><title>Not found</title>',
  'dist/assets/style.css': 'body { font-family: sans-serif }',
  'videos/index.html': '<!doctype html><title>Videos</title>',
  'videos/intro.mp4': 'not really a video, but bytes all the same',
  'report.pdf': '%PDF-1.4 a very short report',
  'recording.mp4': 'a few bytes standing in for a recording',
};

function makeScratchFolder(dir: string) {
  for (const [file, contents] of Object.entries(SCRATCH_FILES)) {
    mkdirSync(join(dir, file, '..'), {recursive: true});
    writeFileSync(join(dir, file), contents);
  }
}

/** The sample as it runs against the stand-in: its URL and fill-in values swapped, its lines kept in place. */
export function pointAtStandIn(source: string, url: string): string {
  // Plain JavaScript, so that it reads the same in a TypeScript sample and in its JavaScript version.
  return withFilledIn(source.replace(SAMPLE_NODE_URLS, url), (name) => `globalThis.sampleValue('${name}')`);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Each running sample's printed text; console.log in a sample's async callbacks still lands in its own. */
const printed = new AsyncLocalStorage<{stdout: string}>();

function capturePrinting() {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const sample = printed.getStore();
    if (!sample) return write(chunk, ...rest);
    sample.stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
}

async function runModule(module: string, standIn: StandInBee | null): Promise<RunResult> {
  const sample = {stdout: ''};
  const violationsBefore = standIn?.violations.length ?? 0;
  let target = module;
  if (standIn) {
    target = module.replace(/\.(mts|mjs)$/, '.run.$1');
    const source = readFileSync(module, 'utf8');
    if (/\b(?:document|localStorage)\b/.test(source)) installBrowserGlobals();
    writeFileSync(target, pointAtStandIn(source, standIn.url));
  }
  const result = (error: string | null, errorLine: number | null = null): RunResult => ({
    module,
    stdout: standIn ? sample.stdout.replaceAll(standIn.url, SAMPLE_BEE_URL) : sample.stdout,
    error,
    errorLine,
    violations: standIn?.violations.slice(violationsBefore) ?? [],
  });
  try {
    await printed.run(sample, () => withTimeout(import(pathToFileURL(target).href), SAMPLE_TIMEOUT_MS));
    return result(null);
  } catch (error) {
    return result(error instanceof Error ? `${error.name}: ${error.message}` : String(error), lineIn(error, target));
  }
}

/** A sample that asks for a state (an ultra-light node, a node starting up) gets a fresh stand-in in it. */
async function runInOwnState(module: string, state: string): Promise<RunResult> {
  const own = await startStandInBee(STAND_IN_STATES[state]);
  try {
    return await runModule(module, own);
  } finally {
    await own.close();
  }
}

async function main() {
  const [jobsFile, resultsFile] = process.argv.slice(2);
  const jobs: RunJob[] = JSON.parse(readFileSync(jobsFile!, 'utf8'));
  const results: RunResult[] = [];
  let standIn: StandInBee | null = null;
  if (jobs.some((job) => job.needsBee)) {
    standIn = await startStandInBee();
    const values = await makeSampleValues(standIn);
    (globalThis as {sampleValue?: (name: string) => unknown}).sampleValue = (name) => {
      if (!(name in values)) throw new Error(`the harness has no value for the fill-in \`${name}\` (see tests/code-samples/README.md)`);
      return values[name];
    };
    Object.assign(process.env, SAMPLE_ENV);
    const scratch = join(jobsFile!, '..', 'workdir');
    makeScratchFolder(scratch);
    process.chdir(scratch);
  }
  capturePrinting();
  // Node-free samples first, so that a stand-in's leftovers (open subscriptions) cannot disturb them.
  for (const job of jobs.filter((job) => !job.needsBee)) results.push(await runModule(job.module, null));
  const waiting: Promise<RunResult>[] = [];
  for (const job of jobs.filter((job) => job.needsBee)) {
    const run = job.state ? runInOwnState(job.module, job.state) : runModule(job.module, standIn);
    const finished = await Promise.race([run, new Promise((resolve) => setTimeout(resolve, WAIT_BEFORE_NEXT_MS))]);
    if (finished) results.push(finished as RunResult);
    else waiting.push(run);
  }
  results.push(...(await Promise.all(waiting)));
  writeFileSync(resultsFile!, JSON.stringify(results));
  await standIn?.close();
  // Subscriptions a sample left open would keep the process alive.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
