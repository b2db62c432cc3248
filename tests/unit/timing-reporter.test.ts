import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURE = join(ROOT, 'tests/fixtures/timing-reporter/one-fails.mjs');

// node:test marks its child processes; without the mark the fixture runs as a test run of its own.
const {NODE_TEST_CONTEXT: _ignored, ...ENV} = process.env;

test("the timing reporter writes each file's time and each failed test with its error", () => {
  const run = spawnSync(
    process.execPath,
    ['--test', '--test-reporter=./tests/timing-reporter.mjs', '--test-reporter-destination=stdout', FIXTURE],
    {cwd: ROOT, encoding: 'utf8', env: ENV},
  );
  assert.equal(run.status, 1, run.stderr);
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  assert.deepEqual(
    lines.filter((line) => 'failed' in line).map(({file, failed}) => ({file, failed})),
    [{file: FIXTURE, failed: 'fails naming a file and line'}],
  );
  assert.match(String(lines.find((line) => 'failed' in line)?.error), /docs\/storage\.md:12: broke/);
  const timing = lines.find((line) => 'seconds' in line);
  assert.equal(timing?.file, FIXTURE);
  assert.equal(timing?.tests, 2);
  assert.ok(Number(timing?.seconds) > 0);
});
