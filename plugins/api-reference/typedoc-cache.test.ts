/**
 * The build's TypeDoc cache (./typedoc-cache.ts) must give a later build exactly what TypeDoc made, and must miss
 * whenever an input of TypeDoc's output changed: the options or a package version. A guide is no such input.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {TYPEDOC_PACKAGES, typedocCacheKey, withTypedocCache} from './typedoc-cache';

/** A site folder with the packages' manifests and one guide, for keys that do not depend on the real site. */
function siteWith(guide: string, beeJsVersion = '12.3.1'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'typedoc-cache-site-'));
  for (const name of TYPEDOC_PACKAGES) {
    mkdirSync(path.join(root, 'node_modules', name), {recursive: true});
    const version = name === '@ethersphere/bee-js' ? beeJsVersion : '1.0.0';
    writeFileSync(path.join(root, 'node_modules', name, 'package.json'), JSON.stringify({version}));
  }
  mkdirSync(path.join(root, 'docs'));
  writeFileSync(path.join(root, 'docs', 'guide.md'), guide);
  return root;
}

describe('the TypeDoc cache key', () => {
  test('stays for the same inputs and for an edited guide, and changes with the options or a package version', () => {
    const sites = [siteWith('# Guide'), siteWith('# Guide'), siteWith('# Guide, edited'), siteWith('# Guide', '12.4.0')];
    try {
      const [same, again, editedGuide, newerBeeJs] = sites.map((root) => typedocCacheKey({out: 'docs/api'}, root));
      assert.equal(same, again);
      assert.notEqual(typedocCacheKey({out: 'docs/api', readme: 'none'}, sites[0]), same);
      assert.equal(editedGuide, same);
      assert.notEqual(newerBeeJs, same);
    } finally {
      for (const root of sites) rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('withTypedocCache', () => {
  test('runs TypeDoc on a miss, copies its outputs on a hit, and keeps only the latest key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'typedoc-cache-'));
    const cacheDir = path.join(dir, 'cache');
    const outputs = {out: path.join(dir, 'site', 'api'), projectFile: path.join(dir, 'site', 'generated', 'project.json')};
    let runs = 0;
    const typedoc = (page: string) => async () => {
      runs++;
      mkdirSync(path.join(outputs.out, 'classes'), {recursive: true});
      writeFileSync(path.join(outputs.out, 'classes', 'Bee.md'), page);
      mkdirSync(path.dirname(outputs.projectFile), {recursive: true});
      writeFileSync(outputs.projectFile, JSON.stringify({name: page}));
    };
    try {
      assert.equal(await withTypedocCache('a', outputs, typedoc('first'), cacheDir), false);
      rmSync(path.join(dir, 'site'), {recursive: true});
      assert.equal(await withTypedocCache('a', outputs, typedoc('not run'), cacheDir), true);
      assert.equal(runs, 1);
      assert.equal(readFileSync(path.join(outputs.out, 'classes', 'Bee.md'), 'utf8'), 'first');
      assert.deepEqual(JSON.parse(readFileSync(outputs.projectFile, 'utf8')), {name: 'first'});
      assert.equal(await withTypedocCache('b', outputs, typedoc('second'), cacheDir), false);
      assert.equal(runs, 2);
      assert.deepEqual(readdirSync(cacheDir), ['b'], 'only the latest key, and no partial copy');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
