/**
 * package.json overrides cafe-utility to 33.11.0 because the registry this project is built from has no
 * version in the range bee-js asks for (^34.0.0). These tests fail when the override is no longer needed, so
 * that it is removed then, and when it stops doing what the README says.
 *
 * GitHub's runners install from the public npm registry, which has always had 34.x: there the override is
 * kept on purpose, so that GitHub tests the same dependency tree as the lockfile the maintainers' machines
 * install. On GitHub (GITHUB_ACTIONS=true) the registry test therefore asserts that the lockfile still installs
 * the override's version instead of asking for its removal.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const packageJson = readJson(join(ROOT, 'package.json'));
const beeJsPackage = readJson(join(createRequire(import.meta.url).resolve('@ethersphere/bee-js'), '..', '..', '..', 'package.json'));
const OVERRIDE: string = packageJson.overrides['cafe-utility'];
const ASKED: string = beeJsPackage.dependencies['cafe-utility'];

/** Whether `version` lies in a caret range such as ^34.0.0 (the form bee-js declares). */
function inCaretRange(version: string, range: string): boolean {
  const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  assert.ok(caret, `bee-js asks for cafe-utility ${range}; this test reads caret ranges only`);
  const [major, minor, patch] = version.split('.').map(Number);
  const [, wantMajor, wantMinor, wantPatch] = caret.map(Number);
  if (major !== wantMajor) return false;
  return minor! > wantMinor! || (minor === wantMinor && patch! >= wantPatch!);
}

test('the override installs a cafe-utility outside the range bee-js asks for, as the README says', () => {
  assert.ok(OVERRIDE, 'package.json has no cafe-utility override: remove this test and the README paragraph too');
  assert.equal(
    inCaretRange(OVERRIDE, ASKED),
    false,
    `bee-js ${beeJsPackage.version} accepts cafe-utility ${OVERRIDE} (${ASKED}): the override is no longer needed, remove it`,
  );
  const lockfile = readJson(join(ROOT, 'package-lock.json'));
  assert.equal(lockfile.packages['node_modules/cafe-utility'].version, OVERRIDE);
  assert.equal(readJson(join(ROOT, 'node_modules', 'cafe-utility', 'package.json')).version, OVERRIDE);
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
  assert.ok(
    readme.includes(`cafe-utility ${OVERRIDE}`) && readme.includes(`bee-js ${beeJsPackage.version} asks for \`${ASKED}\``),
    `README.md must say that the lockfile installs cafe-utility ${OVERRIDE} while bee-js ${beeJsPackage.version} asks for \`${ASKED}\``,
  );
});

test('the registry still has no cafe-utility in the range bee-js asks for', () => {
  const versions: string[] = JSON.parse(execFileSync('npm', ['view', 'cafe-utility', 'versions', '--json'], {cwd: ROOT, encoding: 'utf8'}));
  assert.ok(versions.includes(OVERRIDE), `the registry does not list cafe-utility ${OVERRIDE}, which the lockfile installs`);
  const installable = versions.filter((version) => inCaretRange(version, ASKED));
  if (process.env.GITHUB_ACTIONS === 'true') {
    // The public registry: 34.x is there and the override stays for parity with the maintainers' lockfile.
    assert.equal(readJson(join(ROOT, 'package-lock.json')).packages['node_modules/cafe-utility'].version, OVERRIDE);
    return;
  }
  assert.deepEqual(
    installable,
    [],
    `the registry now serves cafe-utility ${installable.join(', ')} (${ASKED}, as bee-js asks): remove the override from ` +
      'package.json, run npm install, and drop the README paragraph and this test',
  );
});
