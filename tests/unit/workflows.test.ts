/**
 * The GitHub workflows, checked without GitHub: each file against the schema of workflows and actions
 * (@action-validator/cli), and what a schema cannot see: a job needs only jobs that exist, downloads only artifacts
 * that a job it waits for uploads, third-party actions are pinned by commit, every workflow limits its token, and
 * the Node.js matrix is the list the tests and the pages read (src/data/node-lines.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parse} from 'yaml';
import {SAMPLE_NODE_LINES} from '../../src/data/node-lines';

const ROOT = join(import.meta.dirname, '..', '..');
const WORKFLOWS = join(ROOT, '.github', 'workflows');
const ACTIONS = join(ROOT, '.github', 'actions');

type Step = {uses?: string; with?: Record<string, unknown>; run?: string};
type Job = {needs?: string | string[]; steps?: Step[]; strategy?: {matrix?: Record<string, unknown>}; permissions?: unknown};
type Workflow = {name: string; on: Record<string, unknown>; permissions?: unknown; jobs: Record<string, Job>};

const workflowFiles = readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'));
const actionFiles = readdirSync(ACTIONS).map((name) => join(ACTIONS, name, 'action.yml'));
const read = (file: string) => readFileSync(file, 'utf8');
const workflow = (file: string) => parse(read(join(WORKFLOWS, file))) as Workflow;

function validate(file: string): {status: number | null; output: string} {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'action-validator'), [file], {encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());

/** Jobs a job waits for, directly or through others. */
function upstream(jobs: Record<string, Job>, name: string): Set<string> {
  const found = new Set<string>();
  const visit = (job: string) => {
    for (const need of needsOf(jobs[job] ?? {})) {
      if (found.has(need)) continue;
      found.add(need);
      visit(need);
    }
  };
  visit(name);
  return found;
}

/** Artifacts a job uploads or downloads; `otherRuns` picks the downloads from another workflow's run (`run-id`). */
const artifactNames = (job: Job, action: string, otherRuns = false) =>
  (job.steps ?? [])
    .filter((step) => step.uses?.startsWith(`actions/${action}@`) && otherRuns === Boolean(step.with?.['run-id']))
    .map((step) => String(step.with?.name));

/** What a schema does not check: needs that name no job, and downloads of artifacts no awaited job uploads. */
function wiringProblems({jobs}: Workflow): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries(jobs)) {
    for (const need of needsOf(job)) if (!(need in jobs)) problems.push(`${name} needs ${need}, which is no job`);
    const uploadedBefore = new Set([...upstream(jobs, name)].flatMap((other) => artifactNames(jobs[other] ?? {}, 'upload-artifact')));
    for (const artifact of artifactNames(job, 'download-artifact').filter((artifact) => !uploadedBefore.has(artifact))) {
      problems.push(`${name} downloads ${artifact}, which no job it needs uploads`);
    }
  }
  return problems;
}

/** Third-party actions not pinned as `owner/name@<40 hex> # vX.Y.Z`. */
function unpinned(text: string): string[] {
  return [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)]
    .filter(([, action]) => !action.startsWith('./'))
    .filter(([, action, rest]) => !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(action) || !/^\s+# v\d+\.\d+\.\d+$/.test(rest))
    .map(([line]) => line.trim());
}

describe('GitHub workflows', () => {
  test('every workflow and local action passes the schema check of @action-validator/cli', () => {
    for (const file of [...workflowFiles.map((name) => join(WORKFLOWS, name)), ...actionFiles]) {
      const {status, output} = validate(file);
      assert.equal(status, 0, `${file}:\n${output}`);
    }
  });

  test('the schema check fails on a workflow with a misspelt key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflow-'));
    try {
      const file = join(dir, 'bad.yml');
      writeFileSync(file, 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    step:\n      - run: true\n');
      const {status, output} = validate(file);
      assert.notEqual(status, 0);
      assert.match(output, /step/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('jobs need only jobs that exist and download only what a job they need uploads', () => {
    for (const file of workflowFiles) assert.deepEqual(wiringProblems(workflow(file)), [], file);
    const bad = parse(
      [
        'jobs:',
        '  build: {steps: [{uses: actions/upload-artifact@x, with: {name: site}}]}',
        '  test: {needs: biuld, steps: [{uses: actions/download-artifact@x, with: {name: site}}]}',
      ].join('\n'),
    ) as Workflow;
    assert.deepEqual(wiringProblems(bad), ['test needs biuld, which is no job', 'test downloads site, which no job it needs uploads']);
  });

  test('pr-report posts what the CI workflow uploads, from the run that triggered it', () => {
    const report = workflow('pr-report.yml');
    const ci = workflow('ci.yml');
    assert.deepEqual((report.on.workflow_run as {workflows: string[]}).workflows, [ci.name]);
    const uploaded = Object.values(ci.jobs).flatMap((job) => artifactNames(job, 'upload-artifact'));
    const downloaded = Object.values(report.jobs).flatMap((job) => artifactNames(job, 'download-artifact', true));
    assert.ok(downloaded.length > 0, 'pr-report downloads from the CI run');
    for (const artifact of downloaded) {
      assert.ok(uploaded.includes(artifact), `pr-report downloads ${artifact}, which CI does not upload`);
    }
  });

  test('every third-party action is pinned by commit, with its version in a comment', () => {
    for (const file of [...workflowFiles.map((name) => join(WORKFLOWS, name)), ...actionFiles]) {
      assert.deepEqual(unpinned(read(file)), [], file);
    }
    assert.deepEqual(
      unpinned('      - uses: actions/checkout@v4\n      - uses: actions/cache@0057852bfaa89a56745cba8c7296529d2fc39830\n'),
      ['- uses: actions/checkout@v4', '- uses: actions/cache@0057852bfaa89a56745cba8c7296529d2fc39830'],
    );
  });

  test('every workflow limits its token with a top-level permissions block', () => {
    for (const file of workflowFiles) assert.ok(workflow(file).permissions, `${file} declares no permissions`);
  });

  test('CI runs all unit tests on the first Node.js line, those that depend on the line on every other, and shards the browser tests', () => {
    const {checks, browser} = workflow('ci.yml').jobs;
    const include = checks.strategy!.matrix!.include as {node: number; part: string}[];
    assert.deepEqual(
      include.map(({node}) => node),
      [...SAMPLE_NODE_LINES],
    );
    // `npm test unit` runs every unit test, `line-tests` those that depend on the line (tests/run.ts).
    assert.deepEqual(
      include.map(({part}) => part),
      SAMPLE_NODE_LINES.map((_, index) => (index === 0 ? 'unit' : 'line-tests')),
    );
    assert.ok(
      checks.steps!.some((step) => step.run === 'npm test ${{ matrix.part }}'),
      'the checks job runs npm test with its matrix part',
    );
    const shards = browser.strategy!.matrix!.shard as number[];
    const command = browser.steps!.map((step) => step.run ?? '').find((run) => run.includes('--shard='));
    assert.equal(command, `npm test browser -- --shard=\${{ matrix.shard }}/${shards.length}`);
    assert.deepEqual(
      shards,
      shards.map((_, index) => index + 1),
    );
  });

  test('Dependabot updates npm packages and actions, and brings @docusaurus/* in one pull request', () => {
    const {updates} = parse(read(join(ROOT, '.github', 'dependabot.yml'))) as {
      updates: {'package-ecosystem': string; groups?: Record<string, {patterns: string[]}>}[];
    };
    assert.deepEqual(updates.map((update) => update['package-ecosystem']).sort(), ['github-actions', 'npm']);
    const npm = updates.find((update) => update['package-ecosystem'] === 'npm')!;
    assert.ok(
      Object.values(npm.groups ?? {}).some((group) => group.patterns.includes('@docusaurus/*')),
      'a group for @docusaurus/*',
    );
  });
});
