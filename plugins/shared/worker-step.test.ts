import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runOnWorkerThread} from './worker-step';

const stepModule = () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'worker-step-')), 'step.ts');
  writeFileSync(
    file,
    [
      'import {isMainThread} from "node:worker_threads";',
      'export const add = async (a: number, b: number): Promise<{sum: number; onMainThread: boolean}> => ({sum: a + b, onMainThread: isMainThread});',
      'export function fail(file: string): never { throw new Error(`${file}:3: no article text`); }',
    ].join('\n'),
  );
  return file;
};

test("a step runs its TypeScript module's export on another thread and hands back its result", async () => {
  assert.deepEqual(await runOnWorkerThread(stepModule(), 'add', [2, 3]), {sum: 5, onMainThread: false});
});

test('what a step throws rejects with its message', async () => {
  await assert.rejects(runOnWorkerThread(stepModule(), 'fail', ['docs/x.md']), /docs\/x\.md:3: no article text/);
});
