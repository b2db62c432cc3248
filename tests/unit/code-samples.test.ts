import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {checkSamples, samplesSummary, shapeOf} from '../code-samples/check';
import {contractAvailable} from '../stand-in-bee/contract';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';
import {extractFencedBlocks} from '../../src/samples/grammar';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = 'tests/code-samples/fixtures';
const needsContract = requireOrSkip(!contractAvailable() && CONTRACT_MISSING);

/** The problems are one for each expected pattern: a missing one is named by its label, an extra one fails the count. */
function assertNamesEach(problems: readonly string[], expected: readonly [label: string, pattern: RegExp][]) {
  for (const [label, pattern] of expected) {
    assert.ok(
      problems.some((problem) => pattern.test(problem)),
      `expected ${label} (${pattern}) among:\n${problems.join('\n')}`,
    );
  }
  assert.equal(problems.length, expected.length, problems.join('\n'));
}

describe('code samples', () => {
  test('every sample of docs/, blog/ and src/pages/ compiles and runs, printing what its output block shows', async (t) => {
    const files = siteMarkdownFiles(ROOT);
    assert.ok(files.length > 0, 'no markdown files found');
    const report = await checkSamples({root: ROOT, files, cacheDir: 'node_modules/.cache/code-samples'});
    const counts = samplesSummary(report, files.length);
    console.log(`code samples: ${counts}`);
    t.diagnostic(counts);
    // Under CI a node sample left unexecuted fails here, before the 95% rule could be waived.
    const notExecuted = requireOrSkip(report.notExecuted);
    if (notExecuted) {
      console.log(`code samples: ${notExecuted}`);
      t.diagnostic(notExecuted);
    } else {
      assert.ok(report.executed / report.blocks >= 0.95, `only ${report.executed} of ${report.blocks} samples executed`);
    }
    assert.deepEqual(report.problems, []);
  });

  test('a page whose samples are right passes', async () => {
    const report = await checkSamples({root: ROOT, files: [`${FIXTURES}/good.md`], cacheDir: 'node_modules/.cache/code-samples-good'});
    assert.deepEqual(report.problems, []);
    assert.deepEqual(
      {blocks: report.blocks, compiled: report.compiled, executed: report.executed, optedOut: report.optedOut},
      {blocks: 3, compiled: 3, executed: contractAvailable() ? 2 : 1, optedOut: 0},
    );
  });

  test('node samples that are right pass against the stand-in Bee', {skip: needsContract}, async () => {
    const report = await checkSamples({
      root: ROOT,
      files: [`${FIXTURES}/node-good.md`],
      cacheDir: 'node_modules/.cache/code-samples-node-good',
    });
    assert.deepEqual(report.problems, []);
    assert.deepEqual(report.byKind.node, {blocks: 3, compiled: 3, executed: 3, optedOut: 0});
  });

  test('each node-sample check fails on its known-bad fixture, naming file and line', {skip: needsContract}, async () => {
    const file = `${FIXTURES}/node-bad.md`;
    const report = await checkSamples({root: ROOT, files: [file], cacheDir: 'node_modules/.cache/code-samples-node-bad'});
    const expected: [string, RegExp][] = [
      ['a field the response lacks', new RegExp(`^${file}:9: the node sample threw TypeError: Cannot read properties of undefined`)],
      ['a differing Output', new RegExp(`^${file}:22: the Output block says "Status: unknown" but .* printed "Status: ok"`)],
      [
        'an Example output of another form',
        new RegExp(`^${file}:35: the Example output block shows "Version: latest" but .* printed "Version: 2\\.8\\.1-7cf53193"`),
      ],
      [
        'a malformed header',
        new RegExp(
          `^${file}:40: the sample sent POST /bytes, which breaks the Bee API contract: POST /bytes: header swarm-postage-batch-id must match pattern`,
        ),
      ],
      [
        'an unknown path',
        new RegExp(
          `^${file}:40: the sample sent GET /v2/bytes, which breaks the Bee API contract: the contract has no path matching /v2/bytes`,
        ),
      ],
      [
        'a value the harness lacks',
        new RegExp(`^${file}:52: the node sample threw Error: the harness has no value for the fill-in \`mystery\``),
      ],
      ['a norun without reason', new RegExp(`^${file}:58: norun needs a reason`)],
      ['too many opt-outs', /^\(all files\): 1 of 8 ts blocks opt out/],
      ['an unknown stand-in state', new RegExp(`^${file}:64: bee="sleepy" names no stand-in state; use one of ultra-light, light`)],
      ['a fill-in value in a state of its own', new RegExp(`^${file}:70: a bee="starting" sample runs against a stand-in of its own`)],
    ];
    assertNamesEach(report.problems, expected);
  });

  test('without the contract, node samples are compiled, not executed, and say how to point at it', async () => {
    const report = await checkSamples({
      root: ROOT,
      files: [`${FIXTURES}/node-good.md`],
      cacheDir: 'node_modules/.cache/code-samples-no-contract',
      contractDir: '/nonexistent/bee-openapi',
    });
    assert.deepEqual(report.problems, []);
    assert.deepEqual(report.byKind.node, {blocks: 3, compiled: 3, executed: 0, optedOut: 0});
    assert.match(report.notExecuted ?? '', /^3 node samples not executed: .*set BEE_OPENAPI_DIR to a folder/);
  });

  test('an example output line keeps its labels and the form of its values', () => {
    assert.equal(
      shapeOf('Batch 3f2a9c0d11 costs 1.25 xBZZ, expires 2026-11-23T12:00:00Z'),
      'Batch <hex of 10> costs <number> xBZZ, expires <date>',
    );
    assert.notEqual(shapeOf('Version: 2.8.1'), shapeOf('Version: latest'));
    assert.equal(shapeOf('Peers: 112'), shapeOf('Peers: 7'));
  });

  test('each check fails on the known-bad fixture, naming file and line', async () => {
    const file = `${FIXTURES}/bad.md`;
    const report = await checkSamples({root: ROOT, files: [file], cacheDir: 'node_modules/.cache/code-samples-bad'});
    const expected: [string, RegExp][] = [
      ['a type error', new RegExp(`^${file}:7: TS2322: Type 'string' is not assignable to type 'number'`)],
      ['a wrong output line', new RegExp(`^${file}:20: the Output block says "2nd" but .* printed "second"`)],
      ['an opt-out without reason', new RegExp(`^${file}:25: nocheck needs a reason`)],
      ['too many opt-outs', /^\(all files\): 1 of 8 ts blocks opt out/],
      ['a run sample that throws', new RegExp(`^${file}:32: the run sample threw RangeError: out of range`)],
      ['an unchecked Output block', new RegExp(`^${file}:37: this Output block does not directly follow`)],
      ['a misspelled ts fence', new RegExp(`^${file}:43: fence a TypeScript sample as \`\`\`ts`)],
      ['a type error in a tsx sample', new RegExp(`^${file}:50: TS2322: Type 'Element' is not assignable to type 'number'`)],
      ['a declare line', new RegExp(`^${file}:56: readers cannot run \`declare\`; write a fill-in line`)],
      ['what the declare leaves undefined', new RegExp(`^${file}:57: the run sample threw ReferenceError: batchId is not defined`)],
      ['a fill-in line without its comment', new RegExp(`^${file}:63: the fill-in line of reference needs a comment`)],
      [
        'a JavaScript version printing otherwise',
        new RegExp(`^${file}:74: the Output block says "mts" but the sample at line 69 printed "mjs" \\(its JavaScript version\\)`),
      ],
    ];
    assertNamesEach(report.problems, expected);
  });

  test('fences are parsed the CommonMark way', () => {
    const source = ['````md', '```ts', 'inner', '```', '````', '  ```ts run title="Demo"', '  indented', '  ```'].join('\n');
    const blocks = extractFencedBlocks(source, 'x.md');
    assert.deepEqual(
      blocks.map(({language, meta, code, fenceLine, contentLine}) => ({language, meta, code, fenceLine, contentLine})),
      [
        {language: 'md', meta: {}, code: '```ts\ninner\n```', fenceLine: 1, contentLine: 2},
        {language: 'ts', meta: {run: '', title: 'Demo'}, code: 'indented', fenceLine: 6, contentLine: 7},
      ],
    );
  });
});
