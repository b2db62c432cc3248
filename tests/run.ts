/**
 * `npm test [part]`: type-check, lint, unit tests, production builds (root, sub-path, hosted search), then browser
 * tests against them, while the unit tests that depend on the Node.js line (the samples, the stand-in Bee, all that
 * runs bee-js: NODE_LINE_DEPENDENCIES in src/data/node-lines.ts) run again on the other lines of
 * SAMPLE_NODE_LINES. Each step stops the run on failure, so the last lines printed always name what broke; a
 * timing table of every step and test file, then the failed tests with their errors, end every run.
 *
 * Parts, for running one half alone and for the CI jobs (.github/workflows/ci.yml):
 * - `unit`: type-check, lint, unit tests on this Node.js;  `unit-tests`: the unit tests alone;
 * - `line-tests`: the unit tests that depend on the Node.js line, on this Node.js (the CI Node.js matrix);
 * - `e2e`: the builds (kept with SKIP_BUILD=1) and the browser tests;  `builds`: the builds alone;
 * - `browser [--shard=i/n]`: the browser tests (or one shard of their files) against the builds already made;
 * - `node-lines`: the line tests on every line of SAMPLE_NODE_LINES other than this process's.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {chromiumPath, ROOT, SUBPATH_PREFIX} from './e2e/harness';
import {ALGOLIA_TEST_ENV} from './e2e/search-helpers';
import {isCi} from './required-input';
import {contractAvailable} from './stand-in-bee/contract';
import {HOW_TO_GET_CONTRACT} from './stand-in-bee/contract-files';
import {SAMPLE_NODE_LINES} from '../src/data/node-lines';
import {nodeLineTestFiles} from './node-line-tests';

type Step = {label: string; command: string; args: string[]; env?: NodeJS.ProcessEnv};

/** How long each finished step took, printed last so that the tail of a CI log shows where the time went. */
const finished: {label: string; seconds: number}[] = [];
/** Where each test step's reporter writes its files' timings and failed tests (tests/timing-reporter.mjs). */
const timingDir = mkdtempSync(join(tmpdir(), 'test-timings-'));
const timingFiles = new Map<string, string>();

/**
 * node:test's arguments for `label`: spec output, each file's time for the table, and files run `concurrency` at a
 * time, each in a process of its own (node:test's isolation), so that no file sees another's globals. A test that
 * hangs fails after 20 minutes with its name, instead of running into CI's time limit unnamed. Node.js applies
 * the limit to each file as a whole too, so it leaves room for the slowest files on a machine other runs share.
 */
function nodeTest(label: string, concurrency: number): string[] {
  const destination = join(timingDir, `${timingFiles.size}.jsonl`);
  timingFiles.set(label, destination);
  return [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-timeout=1200000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./tests/timing-reporter.mjs',
    `--test-reporter-destination=${destination}`,
  ];
}

type FileTiming = {file: string; seconds: number; tests: number};
type FailedTest = {file: string; failed: string; error: string};

/** A failed test's error, cut so that a failure list stays readable at the end of a log. */
const FAILURE_LINES = 30;

function printTimings() {
  const rows: string[][] = [['Step', 'Test file', 'Tests', 'Seconds']];
  const failures: string[] = [];
  for (const {label, seconds} of finished) {
    rows.push([label, '', '', seconds.toFixed(1)]);
    const file = timingFiles.get(label);
    if (!file || !existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FileTiming | FailedTest);
    for (const line of lines) {
      if (!('failed' in line)) continue;
      const error = line.error.split('\n');
      const shown =
        error.length > FAILURE_LINES ? [...error.slice(0, FAILURE_LINES), `(${error.length - FAILURE_LINES} more lines)`] : error;
      failures.push(`${label}: ${relative(ROOT, line.file)}: ${line.failed}\n  ${shown.join('\n  ')}`);
    }
    const timings = lines.filter((line): line is FileTiming => !('failed' in line)).sort((a, b) => b.seconds - a.seconds);
    for (const timing of timings) rows.push(['', relative(ROOT, timing.file), String(timing.tests), timing.seconds.toFixed(1)]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(`\nTimings (steps and test files run side by side, so their seconds add up to more than the run's):`);
  for (const row of rows) console.log(line(row));
  if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
}

/**
 * Runs one step. A step run beside another writes to a log that is printed whole when it ends, so that the two
 * outputs never interleave. Resolves to the failure message, or null.
 */
async function runStep({label, command, args, env = {}}: Step, beside = false): Promise<string | null> {
  const heading = `\n=== ${label}: ${command} ${args.join(' ')}`;
  if (!beside) console.log(heading);
  const log = beside ? join(timingDir, `${label.replace(/\W+/g, '-')}.log`) : null;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, ...env},
    // A stuck step is ended with its name printed before CI's 90-minute limit; not sooner, because the browser
    // tests take far longer on a machine that other test runs share.
    timeout: 60 * 60_000,
  });
  if (log) {
    const out = createWriteStream(log);
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
  }
  const status = await new Promise<number | string>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal ?? 1)));
  finished.push({label, seconds: (performance.now() - started) / 1000});
  if (log) console.log(`${heading}\n${readFileSync(log, 'utf8')}`);
  return status === 0 ? null : `${label} failed (exit ${status}).`;
}

function stop(failures: (string | null)[]) {
  const failed = failures.filter((failure): failure is string => failure !== null);
  if (failed.length === 0) return;
  printTimings();
  console.error(`\n${failed.join('\n')}`);
  process.exit(1);
}

/** Steps one after another until one fails; resolves to its failure message, or null. */
async function runSequence(steps: Step[], beside: boolean): Promise<string | null> {
  for (const step of steps) {
    const failure = await runStep(step, beside);
    if (failure) return failure;
  }
  return null;
}

/** Steps one after another, stopping the run at the first that fails. */
async function runInOrder(...steps: Step[]) {
  stop([await runSequence(steps, false)]);
}

/** Sequences of steps side by side: the first prints as it goes, the others when each step ends. */
async function runBeside(...sequences: Step[][]) {
  stop(await Promise.all(sequences.map((steps, index) => runSequence(steps, index > 0))));
}

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .sort();
}

const unitTestFiles = () => [...testFiles('tests/unit'), ...testFiles('plugins'), ...testFiles('src'), ...testFiles('eslint')];

const thisLine = Number(process.versions.node.split('.')[0]);

/**
 * The unit tests on Node.js `line`: all of them, or with `lineTestsOnly` those that depend on the line. The
 * code-sample checker executes the samples with the Node.js that runs it (process.execPath), so the samples run on
 * that line too. Other lines come from the registry's `node` package.
 */
function unitTests(line: number, concurrency: number, lineTestsOnly = false): Step {
  const label = `${lineTestsOnly ? 'Line tests' : 'Unit tests'}${line === thisLine ? '' : ` on Node.js ${line}`}`;
  const node = line === thisLine ? process.execPath : nodeBinary(line);
  const files = lineTestsOnly ? nodeLineTestFiles(unitTestFiles()) : unitTestFiles();
  return {label, command: node, args: [...nodeTest(label, concurrency), ...files]};
}

function nodeBinary(line: number): string {
  const found = spawnSync('npx', ['--yes', `node@${line}`, '-p', 'process.execPath'], {cwd: ROOT, encoding: 'utf8'});
  const path = found.stdout.trim();
  if (found.status !== 0 || !existsSync(path)) {
    console.error(`Could not get Node.js ${line} with "npx --yes node@${line}" (exit ${found.status}):\n${found.stderr}`);
    process.exit(1);
  }
  return path;
}

const otherLines = SAMPLE_NODE_LINES.filter((line) => line !== thisLine);

/** The builds run as `npm run build` runs them: the Docusaurus CLI. */
const BUILD = ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'];
const BUILDS: Step[] = [
  {label: 'Production build', command: process.execPath, args: BUILD},
  {
    label: 'Sub-path build',
    command: process.execPath,
    args: [...BUILD, '--out-dir', 'build-subpath'],
    env: {BASE_URL: SUBPATH_PREFIX, E2E_FIXTURES: '1'},
  },
  {label: 'Algolia search build', command: process.execPath, args: [...BUILD, '--out-dir', 'build-algolia'], env: ALGOLIA_TEST_ENV},
];

/**
 * Browser test files at a time: each file runs in its own process with its own Chromium, static servers and
 * stand-in Bee on ephemeral ports, and reads the builds without writing them; much of their time is spent waiting
 * for pages, so they overlap well beyond the number of cores. BROWSER_TEST_CONCURRENCY overrides it.
 */
const browserConcurrency = Number(process.env.BROWSER_TEST_CONCURRENCY) || Math.max(3, availableParallelism());

function browserTests(shard?: string): Step {
  const label = shard ? `Browser tests, shard ${shard}` : 'Browser tests';
  const args = [...nodeTest(label, browserConcurrency), ...(shard ? [`--test-shard=${shard}`] : []), ...testFiles('tests/e2e')];
  return {label, command: process.execPath, args};
}

const CHECKS: Step[] = [
  {label: 'Type-check', command: 'npx', args: ['tsc']},
  {label: 'Lint', command: 'npm', args: ['run', '--silent', 'lint']},
];

/** Unit test files at a time: each is its own process, and none shares ports or files with another. */
const unitConcurrency = availableParallelism();

/**
 * Line test files at a time on each other line: two, so that the code-sample file (about half of a line's time)
 * runs beside the others rather than before them.
 */
const LINE_TEST_CONCURRENCY = 2;

// On CI every test needing Bee's contract must run (tests/required-input.ts): say how to get it before the slow steps.
function contractProblem(): string | null {
  try {
    return contractAvailable() ? null : `Bee's OpenAPI contract is missing: ${HOW_TO_GET_CONTRACT}.`;
  } catch (error) {
    return (error as Error).message;
  }
}

async function main(part: string | undefined, options: string[]) {
  const needsBrowser = !part || ['e2e', 'browser'].includes(part);
  // Fail before the slow steps when no browser is available; the message says how to install one.
  if (needsBrowser) chromiumPath();
  const missingContract = isCi() ? contractProblem() : null;
  if (missingContract) {
    console.error(missingContract);
    process.exit(1);
  }
  const shard = options.find((option) => option.startsWith('--shard='))?.slice('--shard='.length);
  const build = process.env.SKIP_BUILD !== '1';
  switch (part) {
    case undefined:
      await runBeside(...CHECKS.map((step) => [step]));
      await runInOrder(unitTests(thisLine, unitConcurrency));
      // The other lines' line tests fill the cores that the builds (about 1.4 busy of 2) and the browser tests (waiting
      // for pages) leave idle. One line after the other: the sample checker of each writes the same folders, which
      // neither the builds nor the browser tests touch.
      await runBeside(
        [...(build ? BUILDS : []), browserTests()],
        otherLines.map((line) => unitTests(line, LINE_TEST_CONCURRENCY, true)),
      );
      break;
    case 'unit':
      await runBeside(...CHECKS.map((step) => [step]));
      await runInOrder(unitTests(thisLine, unitConcurrency));
      break;
    case 'unit-tests':
      await runInOrder(unitTests(thisLine, unitConcurrency));
      break;
    case 'line-tests':
      await runInOrder(unitTests(thisLine, unitConcurrency, true));
      break;
    case 'node-lines':
      await runInOrder(...otherLines.map((line) => unitTests(line, LINE_TEST_CONCURRENCY, true)));
      break;
    case 'builds':
      await runInOrder(...BUILDS);
      break;
    case 'e2e':
      if (build) await runInOrder(...BUILDS);
      await runInOrder(browserTests());
      break;
    case 'browser':
      await runInOrder(browserTests(shard));
      break;
    default:
      console.error(`Unknown part "${part}": use unit, unit-tests, line-tests, node-lines, builds, e2e or browser [--shard=i/n].`);
      process.exit(1);
  }
  printTimings();
  console.log('\nAll steps passed.');
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
