/**
 * The code-sample checker. Every ```ts block of the given markdown files is compiled on its own, as an ES
 * module, against the installed @ethersphere/bee-js types, and executed: `run` blocks need no node, the others
 * run against the stand-in Bee. What a block prints is compared with the ```text title="Output" (equal) or
 * title="Example output" (same shape) block that follows it. Problems name `file:line` of the markdown source.
 * The convention it enforces is described in tests/code-samples/README.md.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {SampleTypeError} from '../../plugins/samples/compile';
import {type CataloguedSample, readSampleCatalogue, type SampleCatalogue} from '../../plugins/samples/catalogue';
import {JavascriptError} from '../../plugins/samples/javascript';
import {
  DECLARE_STATEMENT,
  EXAMPLE_OUTPUT_TITLE,
  type FencedBlock,
  fillIns,
  hasWord,
  isOutputFence,
  MISSPELLED_SAMPLE_LANGUAGES,
  missingReasons,
  normaliseOutput,
  optsOutOfCompiling,
  optsOutOfExecuting,
  type SampleKind,
  sampleKind,
} from '../../src/samples/grammar';
import {contractAvailable, ContractMissingError, contractDir} from '../stand-in-bee/contract';
import {STAND_IN_STATES} from '../stand-in-bee/states';
import type {RunJob, RunResult} from './run-blocks';

/** Opt-outs must stay below this share of all ts blocks. */
export const MAX_OPT_OUT_SHARE = 0.05;

export type SampleCheckOptions = {
  /** Project root; the extracted samples are written below it so that node_modules resolves. */
  root: string;
  /** Markdown files to check, relative to `root`. */
  files: string[];
  /** Folder (relative to `root`) for extracted samples; emptied on every run. */
  cacheDir: string;
  /** Folder of Bee's OpenAPI contract; without it node samples are compiled but not executed. */
  contractDir?: string;
};

/** Counts of one kind of sample: `nodeFree` (```ts run), `node` (other ```ts), `react` (```tsx, compiled only). */
export type KindCounts = {blocks: number; compiled: number; executed: number; optedOut: number};

export type {SampleKind};

export type SampleReport = {
  /** All ```ts blocks found. */
  blocks: number;
  /** Blocks handed to the compiler (all but the opt-outs). */
  compiled: number;
  /** `run` blocks executed. */
  executed: number;
  /** Blocks with `nocheck` (not compiled) or `norun` (compiled, not executed). */
  optedOut: number;
  /** The same counts by kind of sample. */
  byKind: Record<SampleKind, KindCounts>;
  /** JavaScript versions made (one per compiled sample) and executed (one per executed sample). */
  javascript: {versions: number; executed: number};
  /** Why node samples were not executed (the contract is missing), or null when they were. */
  notExecuted: string | null;
  /** One line per problem, each starting with `file:line`. */
  problems: string[];
};

/** The line the test prints and the pull-request report quotes, e.g. "340 samples in 25 files: 338 compiled, …". */
export function samplesSummary(report: SampleReport, fileCount: number): string {
  const kinds = Object.entries(report.byKind).map(
    ([kind, counts]) => `${kind} ${counts.blocks}: ${counts.compiled} compiled, ${counts.executed} executed, ${counts.optedOut} opted out`,
  );
  return (
    `${report.blocks} samples in ${fileCount} files: ${report.compiled} compiled, ${report.executed} executed, ` +
    `${report.optedOut} opted out (${kinds.join('; ')}); JavaScript versions: ${report.javascript.versions} made, ` +
    `${report.javascript.executed} executed`
  );
}

const where = (block: FencedBlock) => `${block.file}:${block.fenceLine}`;

function moduleName(block: FencedBlock): string {
  // A tsx sample needs the .tsx extension for JSX; `export {}` (added on writing) keeps it an ES module.
  const extension = block.language === 'tsx' ? 'tsx' : 'mts';
  return `${block.file.replace(/[^\w]+/g, '_')}_L${block.fenceLine}.${extension}`;
}

/**
 * The module of a sample's JavaScript version: `.mjs`, as a reader pasting it into a Node.js file would name it,
 * under a name of its own, since tsx resolves `x.mjs` to `x.mts` when both exist.
 */
const javascriptModuleName = (module: string) => module.replace(/\.mts$/, '.javascript.mjs').replace(/\.tsx$/, '.javascript.jsx');

/** Output lines as the page shows them, one string a line. */
const outputLines = (text: string) => normaliseOutput(text).split('\n');

const isOutputBlock = (block: FencedBlock) => isOutputFence(block.language, block.meta);

/** ISO dates, hex strings (with a letter, so plain numbers stay numbers) and numbers: values that vary by node. */
const VALUE =
  /\b(\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)\b|\b((?:0x)?(?=[0-9a-f]*[a-f])[0-9a-f]{8,})\b|(-?\b\d+(?:[.,]\d+)*)\b/gi;

/** A line of example output reduced to its shape: labels stay, values become their form. */
export function shapeOf(line: string): string {
  // One pass, so that a form's own text (the length of a hex string) is not taken for a value.
  return line.replace(VALUE, (match, date?: string, hex?: string) =>
    date ? '<date>' : hex ? `<hex of ${hex.replace(/^0x/i, '').length}>` : '<number>',
  );
}

/**
 * Type errors of the samples, from the catalogue's compile, which also gives the pages their type popups
 * (plugins/samples): cached by content, so the build that follows compiles nothing again.
 */
function typeErrors(modules: Map<string, CataloguedSample>): string[] {
  return [...modules.values()].flatMap(({file, contentLine, compiled}) =>
    compiled instanceof SampleTypeError ? [`${file}:${contentLine + compiled.line}: ${compiled.diagnostic}`] : [],
  );
}

function execute(root: string, cacheDir: string, jobs: RunJob[], bee: string): RunResult[] {
  if (jobs.length === 0) return [];
  mkdirSync(join(root, cacheDir), {recursive: true});
  const jobsFile = join(root, cacheDir, 'run-jobs.json');
  const resultsFile = join(root, cacheDir, 'run-results.json');
  writeFileSync(jobsFile, JSON.stringify(jobs));
  const runner = join(import.meta.dirname, 'run-blocks.ts');
  const child = spawnSync(process.execPath, ['--import', 'tsx', runner, jobsFile, resultsFile], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
    env: {...process.env, BEE_OPENAPI_DIR: bee},
  });
  if (child.status !== 0) {
    throw new Error(`The sample runner failed (exit ${child.status ?? child.signal}):\n${child.stderr}`);
  }
  return JSON.parse(readFileSync(resultsFile, 'utf8'));
}

const kindOf = (block: FencedBlock): SampleKind => sampleKind(block.language, block.meta)!;

function compareOutput(output: FencedBlock, block: FencedBlock, stdout: string): string | null {
  const expected = outputLines(output.code);
  const actual = outputLines(stdout);
  const example = output.meta.title === EXAMPLE_OUTPUT_TITLE;
  const length = Math.max(expected.length, actual.length);
  for (let line = 0; line < length; line++) {
    const shown = expected[line];
    const printed = actual[line];
    const same = example && shown !== undefined && printed !== undefined ? shapeOf(shown) === shapeOf(printed) : shown === printed;
    if (!same) {
      return (
        `${output.file}:${output.contentLine + line}: the ${example ? 'Example output block shows' : 'Output block says'} ` +
        `${JSON.stringify(shown ?? '(nothing)')} but the sample at line ${block.fenceLine} printed ` +
        `${JSON.stringify(printed ?? '(nothing)')}${example ? ' (not the same labels and kinds of values)' : ''}`
      );
    }
  }
  return null;
}

type PlannedRun = {module: string; block: CataloguedSample; output: FencedBlock | null; state?: string};

/** What reading the fences decides: the modules to compile, the samples to run, the counts, and the fences' problems. */
type SamplePlan = {
  modules: Map<string, CataloguedSample>;
  runs: PlannedRun[];
  /** Output blocks that a compiled and run sample's output is compared with. */
  checkedOutputs: Set<FencedBlock>;
  byKind: Record<SampleKind, KindCounts>;
  total: number;
  optedOut: number;
  nodeSamplesNotRun: number;
  problems: string[];
};

/** The problems of a `bee="<state>"` word: for node samples only, naming a known state, with no declared values. */
function beeStateProblems(block: FencedBlock, kind: SampleKind): string[] {
  const state = hasWord(block.meta, 'bee') ? block.meta.bee : undefined;
  if (state === undefined) return [];
  const known = Object.keys(STAND_IN_STATES);
  if (kind !== 'node') return [`${where(block)}: bee="${state}" is for node samples; a ${kind} sample does not reach the stand-in`];
  if (!known.includes(state)) return [`${where(block)}: bee="${state}" names no stand-in state; use one of ${known.join(', ')}`];
  if (fillIns(block.code).length > 0) {
    return [`${where(block)}: a bee="${state}" sample runs against a stand-in of its own, which holds none of the fill-in values`];
  }
  return [];
}

/**
 * The problems of the values a sample leaves to the reader: a TypeScript-only `declare` (a SyntaxError in
 * JavaScript, `undefined` at run time) instead of a fill-in line, and a fill-in line without its comment.
 */
function fillInProblems(block: FencedBlock): string[] {
  const lines = block.code.split('\n');
  const declared = lines.flatMap((line, index) =>
    DECLARE_STATEMENT.test(line)
      ? [
          `${block.file}:${block.contentLine + index}: readers cannot run \`declare\`; write a fill-in line, e.g. const batchId = '…' // your batch ID`,
        ]
      : [],
  );
  const unexplained = fillIns(block.code)
    .filter(({note}) => note === '')
    .map(
      ({line, name}) =>
        `${block.file}:${block.contentLine + line}: the fill-in line of ${name} needs a comment saying what the reader puts there`,
    );
  return [...declared, ...unexplained];
}

/** The problems of a sample's fence words: opt-outs without a reason, `run` with `nocheck`, a wrong `bee` state. */
function fenceProblems(block: FencedBlock, kind: SampleKind): string[] {
  const reasons = [
    ...fillInProblems(block),
    ...missingReasons(block.meta).map(({word, example}) => `${where(block)}: ${word} needs a reason, e.g. ${word}="${example}"`),
  ];
  if (!optsOutOfCompiling(block.meta)) return [...reasons, ...beeStateProblems(block, kind)];
  return hasWord(block.meta, 'run') ? [...reasons, `${where(block)}: a block cannot be both run and nocheck`] : reasons;
}

/** Counts a sample into `plan` and, unless it opts out, adds its module and its run. */
function planSample(plan: SamplePlan, block: CataloguedSample, canRunNodeSamples: boolean) {
  const {kind, output} = block;
  const counts = plan.byKind[kind];
  plan.total++;
  counts.blocks++;
  const optsOut = optsOutOfExecuting(block.meta);
  if (optsOut) {
    plan.optedOut++;
    counts.optedOut++;
  }
  if (optsOutOfCompiling(block.meta)) return;
  const module = moduleName(block);
  plan.modules.set(module, block);
  counts.compiled++;
  if (optsOut) return;
  if (kind === 'nodeFree' || (kind === 'node' && canRunNodeSamples)) {
    plan.runs.push({module, block, output, state: hasWord(block.meta, 'bee') ? block.meta.bee : undefined});
    counts.executed++;
  } else if (kind === 'node') {
    plan.nodeSamplesNotRun++;
  }
  // Without the contract a node sample's output block is not checked, but it is not misplaced either.
  if (output && kind !== 'react') plan.checkedOutputs.add(output);
}

function planSamples({fences, samples}: SampleCatalogue, canRunNodeSamples: boolean): SamplePlan {
  const noneYet = (): KindCounts => ({blocks: 0, compiled: 0, executed: 0, optedOut: 0});
  const plan: SamplePlan = {
    modules: new Map(),
    runs: [],
    checkedOutputs: new Set(),
    byKind: {nodeFree: noneYet(), node: noneYet(), react: noneYet()},
    total: 0,
    optedOut: 0,
    nodeSamplesNotRun: 0,
    problems: [],
  };
  for (const block of fences.filter(({language}) => MISSPELLED_SAMPLE_LANGUAGES.has(language))) {
    plan.problems.push(`${where(block)}: fence a TypeScript sample as \`\`\`ts (not ${block.language}) so it is checked`);
  }
  for (const sample of samples) {
    plan.problems.push(...fenceProblems(sample, sample.kind));
    planSample(plan, sample, canRunNodeSamples);
  }
  return plan;
}

/** Output blocks that follow no checked sample, and opt-outs beyond their share. */
function placementProblems(blocks: FencedBlock[], {checkedOutputs, total, optedOut}: SamplePlan): string[] {
  const problems = blocks
    .filter((block) => isOutputBlock(block) && !checkedOutputs.has(block))
    .map((block) => `${where(block)}: this ${block.meta.title} block does not directly follow a \`\`\`ts sample, so nothing checks it`);
  if (total > 0 && optedOut / total >= MAX_OPT_OUT_SHARE) {
    problems.push(
      `(all files): ${optedOut} of ${total} ts blocks opt out with nocheck or norun; keep it under ` +
        `${MAX_OPT_OUT_SHARE * 100}% (at most ${Math.ceil(total * MAX_OPT_OUT_SHARE) - 1})`,
    );
  }
  return problems;
}

function writeModules(root: string, cacheDir: string, modules: Map<string, CataloguedSample>) {
  rmSync(join(root, cacheDir), {recursive: true, force: true});
  mkdirSync(join(root, cacheDir), {recursive: true});
  for (const [module, block] of modules) {
    // `export {}` makes a sample without imports a module too, so top-level await works and names stay local.
    writeFileSync(join(root, cacheDir, module), `${block.code}\nexport {}\n`);
    if (typeof block.javascript === 'string') writeFileSync(join(root, cacheDir, javascriptModuleName(module)), `${block.javascript}\n`);
  }
}

/** Samples whose JavaScript version could not be made, at the line of the TypeScript that stopped it. */
function javascriptProblems(modules: Map<string, CataloguedSample>): string[] {
  return [...modules.values()].flatMap((block) => {
    const {javascript} = block;
    if (!(javascript instanceof JavascriptError)) return [];
    const line = javascript.line === null ? block.fenceLine : block.contentLine + javascript.line;
    return [`${block.file}:${line}: the JavaScript version of this sample cannot be made: ${javascript.diagnostic}`];
  });
}

/**
 * Runs the samples and reports what went wrong: contract violations, exceptions, output unlike its block. The
 * JavaScript versions run after the TypeScript, in a runner and stand-in of their own, as a reader pasting
 * them would: a page's samples build on one another (a feed's next update, say), so each language starts fresh.
 */
function runProblems(root: string, cacheDir: string, runs: PlannedRun[], bee: string): {problems: string[]; javascriptRuns: number} {
  const path = (module: string) => join(root, cacheDir, module);
  const jobsOf = (planned: PlannedRun[], name: (module: string) => string) =>
    planned.map(({module, block, state}) => ({module: path(name(module)), needsBee: kindOf(block) === 'node', state}));
  const results = new Map(
    execute(
      root,
      cacheDir,
      jobsOf(runs, (module) => module),
      bee,
    ).map((result) => [result.module, result]),
  );
  const problems: string[] = [];
  const failed = new Set<PlannedRun>();
  for (const run of runs) {
    const found = resultProblems(run.block, run.output, results.get(path(run.module))!, 'TypeScript');
    if (found.length > 0) failed.add(run);
    problems.push(...found);
  }
  const javascriptRuns = runs.filter(({block}) => typeof block.javascript === 'string');
  const javascriptResults = new Map(
    execute(root, join(cacheDir, 'javascript'), jobsOf(javascriptRuns, javascriptModuleName), bee).map((result) => [result.module, result]),
  );
  // Said once: what is wrong with a sample is wrong with its JavaScript too; the JavaScript's own problems are new.
  for (const run of javascriptRuns.filter((run) => !failed.has(run))) {
    const {module, block, output} = run;
    problems.push(...resultProblems(block, output, javascriptResults.get(path(javascriptModuleName(module)))!, 'JavaScript'));
  }
  return {problems, javascriptRuns: javascriptRuns.length};
}

function resultProblems(
  block: FencedBlock,
  output: FencedBlock | null,
  result: RunResult,
  language: 'TypeScript' | 'JavaScript',
): string[] {
  const version = language === 'JavaScript' ? ' (its JavaScript version)' : '';
  const problems = result.violations.map(
    ({request, rule}) => `${where(block)}: the sample${version} sent ${request}, which breaks the Bee API contract: ${rule}`,
  );
  if (result.error) {
    // A JavaScript version's lines are not the page's: name the fence and the line of the JavaScript.
    const line =
      result.errorLine && language === 'TypeScript'
        ? `${block.file}:${block.contentLine + result.errorLine - 1}`
        : `${where(block)}${result.errorLine ? ` (line ${result.errorLine} of the JavaScript)` : ''}`;
    return [...problems, `${line}: the ${kindOf(block) === 'node' ? 'node' : 'run'} sample${version} threw ${result.error}`];
  }
  const mismatch = output && compareOutput(output, block, result.stdout);
  return mismatch ? [...problems, language === 'JavaScript' ? `${mismatch} (its JavaScript version)` : mismatch] : problems;
}

export async function checkSamples({root, files, cacheDir, contractDir: bee = contractDir()}: SampleCheckOptions): Promise<SampleReport> {
  const catalogue = await readSampleCatalogue(root, files);
  const plan = planSamples(catalogue, contractAvailable(bee));
  const problems = [...plan.problems, ...placementProblems(catalogue.fences, plan)];
  writeModules(root, cacheDir, plan.modules);
  problems.push(...typeErrors(plan.modules));
  problems.push(...javascriptProblems(plan.modules));
  const ran = runProblems(root, cacheDir, plan.runs, bee);
  problems.push(...ran.problems);
  const {total, modules, runs, optedOut, byKind, nodeSamplesNotRun} = plan;
  const notExecuted =
    nodeSamplesNotRun === 0 ? null : `${nodeSamplesNotRun} node samples not executed: ${new ContractMissingError(bee).message}`;
  const javascript = {
    versions: [...modules.values()].filter((block) => typeof block.javascript === 'string').length,
    executed: ran.javascriptRuns,
  };
  return {blocks: total, compiled: modules.size, executed: runs.length, optedOut, byKind, javascript, notExecuted, problems};
}
