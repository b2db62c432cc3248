/**
 * `npm run lint:spelling` checks prose with the project's cspell config: a misspelt word is named with its
 * file, line and column; code blocks, inline code, link targets, JSX tags and URLs are left alone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', '..');
const FIXTURE = 'tests/fixtures/spelling/page.md';

test('a misspelt word in prose fails the spelling check, naming file, line and word; code and links are skipped', () => {
  const result = spawnSync('npx', ['cspell', '--no-progress', '--no-summary', '--no-color', FIXTURE], {cwd: ROOT, encoding: 'utf8'});
  assert.notEqual(result.status, 0);
  const issues = result.stdout.trim().split('\n');
  assert.deepEqual(issues, [`${FIXTURE}:6:37 - Unknown word (uplaod) fix: (upload)`]);
});
