import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {checkSamples} from '../code-samples/check';
import {extractFencedBlocks, findMarkdownFiles} from '../code-samples/extract';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = 'tests/code-samples/fixtures';

describe('code samples', () => {
  test('every ts sample in docs/ and blog/ compiles, and every run sample prints its Output block', (t) => {
    const files = findMarkdownFiles(ROOT, ['docs', 'blog', 'src/pages'], ['docs/api']);
    assert.ok(files.length > 0, 'no markdown files found');
    const report = checkSamples({root: ROOT, files, cacheDir: 'node_modules/.cache/code-samples'});
    const counts =
      `${report.blocks} ts blocks in ${files.length} files: ${report.compiled} compiled, ` +
      `${report.executed} executed, ${report.optedOut} opted out`;
    console.log(`code samples: ${counts}`);
    t.diagnostic(counts);
    assert.deepEqual(report.problems, []);
  });

  test('a page whose samples are right passes', () => {
    const report = checkSamples({root: ROOT, files: [`${FIXTURES}/good.md`], cacheDir: 'node_modules/.cache/code-samples-good'});
    assert.deepEqual(report.problems, []);
    assert.deepEqual(
      {blocks: report.blocks, compiled: report.compiled, executed: report.executed, optedOut: report.optedOut},
      {blocks: 3, compiled: 3, executed: 1, optedOut: 0},
    );
  });

  test('each check fails on the known-bad fixture, naming file and line', () => {
    const file = `${FIXTURES}/bad.md`;
    const report = checkSamples({root: ROOT, files: [file], cacheDir: 'node_modules/.cache/code-samples-bad'});
    const expected: [string, RegExp][] = [
      ['a type error', new RegExp(`^${file}:7: TS2322: Type 'string' is not assignable to type 'number'`)],
      ['a wrong output line', new RegExp(`^${file}:20: the Output block says "2nd" but .* printed "second"`)],
      ['an opt-out without reason', new RegExp(`^${file}:25: nocheck needs a reason`)],
      ['too many opt-outs', /^\(all files\): 1 of 5 ts blocks opt out/],
      ['a run sample that throws', new RegExp(`^${file}:31: the run sample threw RangeError: out of range`)],
      ['an unchecked Output block', new RegExp(`^${file}:37: this Output block does not directly follow`)],
      ['a misspelled ts fence', new RegExp(`^${file}:43: fence a TypeScript sample as \`\`\`ts`)],
      ['a type error in a tsx sample', new RegExp(`^${file}:50: TS2322: Type 'Element' is not assignable to type 'number'`)],
    ];
    for (const [label, pattern] of expected) {
      assert.ok(
        report.problems.some((problem) => pattern.test(problem)),
        `expected ${label} (${pattern}) among:\n${report.problems.join('\n')}`,
      );
    }
    assert.equal(report.problems.length, expected.length, report.problems.join('\n'));
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
