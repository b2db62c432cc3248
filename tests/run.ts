/**
 * `npm test`: type-check, lint, unit tests, production builds (root and sub-path), then browser tests against them.
 * Each step stops the run on failure, so the last lines printed always name what broke.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {chromiumPath, ROOT, SUBPATH_PREFIX} from './e2e/harness';
import {ALGOLIA_TEST_ENV} from './e2e/search-helpers';
import {isCi} from './required-input';
import {contractAvailable} from './stand-in-bee/contract';
import {HOW_TO_GET_CONTRACT} from './stand-in-bee/contract-files';

/** Seconds each finished step took, printed last so that the tail of a CI log shows where the time went. */
const stepSeconds: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  // No step takes near 30 minutes; a stuck one is ended with its name printed before CI's 90-minute limit.
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}, timeout: 30 * 60_000});
  stepSeconds.push(`${label} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}). Steps: ${stepSeconds.join(', ')}.`);
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
  run('Browser tests', 'node', [...nodeTest, ...testFiles('tests/e2e')]);
}
console.log(`\nAll steps passed: ${stepSeconds.join(', ')}.`);
