import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {buildV8Options} from '../../scripts/docusaurus.mjs';

const ROOT = path.join(import.meta.dirname, '..', '..');

test("V8's background pool leaves the main thread a core of its own, and keeps Node.js's default of 4 on big machines", () => {
  assert.deepEqual(
    [1, 2, 4, 16].map((cores) => buildV8Options(cores)[0]),
    ['--v8-pool-size=1', '--v8-pool-size=1', '--v8-pool-size=3', '--v8-pool-size=4'],
  );
});

test("on V8 11 (Node.js 20) TurboFan waits for 4 times V8's interrupt budget; later V8s, which reject the flag, keep their tiering", () => {
  assert.ok(buildV8Options(2, '11.3.244.8-node.33').includes('--interrupt-budget=270336'));
  for (const version of ['12.4.254.21-node.33', '13.6.233.17-node.29'])
    assert.equal(buildV8Options(2, version).filter((option) => option.startsWith('--interrupt-budget')).length, 0);
});

test('every option the launcher gives this Node.js is one it accepts', () => {
  const result = spawnSync(process.execPath, [...buildV8Options(2), '-e', '0'], {encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
});

test('npm run build runs the Docusaurus CLI with those options and its own arguments, and passes on its exit code', () => {
  const result = spawnSync(process.execPath, ['scripts/docusaurus.mjs', '--version'], {cwd: ROOT, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout.trim(), /^\d+\.\d+\.\d+$/);
  const failing = spawnSync(process.execPath, ['scripts/docusaurus.mjs', 'no-such-command'], {cwd: ROOT, encoding: 'utf8'});
  assert.notEqual(failing.status, 0);
});
