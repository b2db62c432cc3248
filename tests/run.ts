/**
 * `npm test`: type-check, lint, unit tests, production builds (root and sub-path), then browser tests against them.
 * Each step stops the run on failure, so the last lines printed always name what broke.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {chromiumPath, ROOT, SUBPATH_PREFIX} from './e2e/harness';
import {ALGOLIA_TEST_ENV} from './e2e/search-helpers';
import {isCi} from './required-input';
import {contractAvailable} from './stand-in-bee/contract';
import {HOW_TO_GET_CONTRACT} from './stand-in-bee/contract-files';

/** How long each finished step took, printed last so that the tail of a CI log shows where the time went. */
const steps: {label: string; seconds: number}[] = [];
/** Where each test step's reporter writes its files' timings (tests/timing-reporter.mjs). */
const timingDir = mkdtempSync(join(tmpdir(), 'test-timings-'));
const timingFiles = new Map<string, string>();

/** node:test's arguments for `label`: readable spec output, plus each file's time for the table. */
function nodeTestReporters(label: string): string[] {
  const destination = join(timingDir, `${timingFiles.size}.jsonl`);
  timingFiles.set(label, destination);
  return [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./tests/timing-reporter.mjs',
    `--test-reporter-destination=${destination}`,
  ];
}

function printTimings() {
  const rows: string[][] = [['Step', 'Test file', 'Tests', 'Seconds']];
  for (const {label, seconds} of steps) {
    rows.push([label, '', '', seconds.toFixed(1)]);
    const file = timingFiles.get(label);
    if (!file || !existsSync(file)) continue;
    const timings = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as {file: string; seconds: number; tests: number})
      .sort((a, b) => b.seconds - a.seconds);
    for (const timing of timings) rows.push(['', relative(ROOT, timing.file), String(timing.tests), timing.seconds.toFixed(1)]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(`\nTimings (test files run in parallel, so their seconds add up to more than their step's):`);
  for (const row of rows) console.log(line(row));
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  // No step takes near 30 minutes; a stuck one is ended with its name printed before CI's 90-minute limit.
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}, timeout: 30 * 60_000});
  steps.push({label, seconds: (performance.now() - started) / 1000});
  if (result.status !== 0) {
    printTimings();
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .sort();
}

// Fail before the slow steps when no browser is available; the message says how to install one.
chromiumPath();

// On CI every test needing Bee's contract must run (tests/required-input.ts): say how to get it before the slow steps.
function contractProblem(): string | null {
  try {
    return contractAvailable() ? null : `Bee's OpenAPI contract is missing: ${HOW_TO_GET_CONTRACT}.`;
  } catch (error) {
    return (error as Error).message;
  }
}
const missingContract = isCi() ? contractProblem() : null;
if (missingContract) {
  console.error(missingContract);
  process.exit(1);
}

const only = process.argv[2];
// A test that hangs fails after 5 minutes with its name, instead of running into CI's time limit unnamed.
const nodeTest = ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=300000'];
if (!only || only === 'unit') {
  run('Type-check', 'npx', ['tsc']);
  run('Lint', 'npm', ['run', '--silent', 'lint']);
  run('Unit tests', 'node', [
    ...nodeTest,
    ...nodeTestReporters('Unit tests'),
    ...testFiles('tests/unit'),
    ...testFiles('plugins'),
    ...testFiles('src'),
    ...testFiles('eslint'),
  ]);
}
if (!only || only === 'e2e') {
  if (process.env.SKIP_BUILD !== '1') {
    run('Production build', 'npx', ['docusaurus', 'build']);
    run('Sub-path build', 'npx', ['docusaurus', 'build', '--out-dir', 'build-subpath'], {BASE_URL: SUBPATH_PREFIX, E2E_FIXTURES: '1'});
    run('Algolia search build', 'npx', ['docusaurus', 'build', '--out-dir', 'build-algolia'], ALGOLIA_TEST_ENV);
  }
  run('Browser tests', 'node', [...nodeTest, ...nodeTestReporters('Browser tests'), ...testFiles('tests/e2e')]);
}
printTimings();
console.log('\nAll steps passed.');
