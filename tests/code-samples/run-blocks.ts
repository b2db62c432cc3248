/**
 * Child process of the sample checker: `node --import tsx run-blocks.ts <jobs.json> <results.json>`.
 * Imports each extracted sample in turn and records what it printed to stdout, or the error it threw.
 * One process for all samples, because starting Node with tsx once per sample costs more than the samples.
 *
 * Samples that need a node run against one stand-in Bee (tests/stand-in-bee) started here. The text a reader
 * sees is left alone: each such sample is copied to `<module>.run.mts` with `http://localhost:1633` replaced by the
 * stand-in's URL and each `declare const name: Type` replaced by the harness's value of that name
 * (sample-values.ts). The contract violations its requests caused are recorded with its result.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {startStandInBee, type StandInBee, type Violation} from '../stand-in-bee';
import {makeSampleValues, SAMPLE_SIGNER_KEY} from './sample-values';

export type RunJob = {module: string; needsBee: boolean};

export type RunResult = {module: string; stdout: string; error: string | null; violations: Violation[]};

/** The address node samples show; the runner points it at the stand-in. */
export const SAMPLE_BEE_URL = 'http://localhost:1633';

/** A sample that has not finished by then is reported as hanging (a subscription waiting forever, say). */
const SAMPLE_TIMEOUT_MS = 15_000;

/** Environment variables samples read, as a reader would set them. */
const SAMPLE_ENV = {PRIVATE_KEY: SAMPLE_SIGNER_KEY, BATCH_OWNER_KEY: SAMPLE_SIGNER_KEY, BEE_TOKEN: 'sample-token'};

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

/** The sample as it runs against the stand-in: its URL and declared values swapped, its lines kept in place. */
export function pointAtStandIn(source: string, url: string): string {
  return source
    .replaceAll(SAMPLE_BEE_URL, url)
    .replace(
      /^declare const (\w+): (.+)$/gm,
      (line, name: string) => `const ${name} = (globalThis as {sampleValue?: (name: string) => never}).sampleValue!('${name}')`,
    );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runModule(module: string, standIn: StandInBee | null): Promise<RunResult> {
  let stdout = '';
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  const violationsBefore = standIn?.violations.length ?? 0;
  let target = module;
  if (standIn) {
    target = module.replace(/\.mts$/, '.run.mts');
    writeFileSync(target, pointAtStandIn(readFileSync(module, 'utf8'), standIn.url));
  }
  const violations = () => standIn?.violations.slice(violationsBefore) ?? [];
  try {
    await withTimeout(import(pathToFileURL(target).href), SAMPLE_TIMEOUT_MS);
    return {module, stdout, error: null, violations: violations()};
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {module, stdout, error: message, violations: violations()};
  } finally {
    process.stdout.write = write;
  }
}

async function main() {
  const [jobsFile, resultsFile] = process.argv.slice(2);
  const jobs: RunJob[] = JSON.parse(readFileSync(jobsFile!, 'utf8'));
  const results: RunResult[] = [];
  let standIn: StandInBee | null = null;
  if (jobs.some((job) => job.needsBee)) {
    standIn = await startStandInBee();
    const values = await makeSampleValues(standIn.url);
    (globalThis as {sampleValue?: (name: string) => unknown}).sampleValue = (name) => {
      if (!(name in values)) throw new Error(`the harness has no value for \`declare const ${name}\` (see tests/code-samples/README.md)`);
      return values[name];
    };
    Object.assign(process.env, SAMPLE_ENV);
    const scratch = join(jobsFile!, '..', 'workdir');
    makeScratchFolder(scratch);
    process.chdir(scratch);
  }
  // Node-free samples first, so that a stand-in's leftovers (open subscriptions) cannot disturb them.
  for (const job of jobs.filter((job) => !job.needsBee)) results.push(await runModule(job.module, null));
  for (const job of jobs.filter((job) => job.needsBee)) results.push(await runModule(job.module, standIn));
  writeFileSync(resultsFile!, JSON.stringify(results));
  await standIn?.close();
  // Subscriptions a sample left open would keep the process alive.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
