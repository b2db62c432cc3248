import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {historyFile, readReleaseApi, releaseApis, releaseDelta, type ApiHistory} from './api-history';
import {installedEntry} from './declarations';
import {readBeeJsPackage} from '../../bee-js-package';

const history: ApiHistory = JSON.parse(readFileSync(historyFile, 'utf8'));
const releases = releaseApis(history);
const versionsWith = (name: string) => releases.filter(({api}) => name in api.exports).map(({version}) => version);
const beeSignatures = (method: string) => releases.map(({version, api}) => [version, api.Bee[method]] as const);

test('the last release in the history is the installed bee-js, derived again from its declarations', () => {
  const last = releases.at(-1)!;
  assert.equal(last.version, readBeeJsPackage().version, 'run `npm run api-history` after upgrading bee-js');
  assert.deepEqual(last.api, readReleaseApi(installedEntry()), 'run `npm run api-history`: the file is out of date');
});

test('storing releases as deltas loses nothing', () => {
  const rebuilt = releaseApis({
    ...history,
    releases: releases.map(({version, api}, index) => releaseDelta(version, releases[index - 1]?.api, api)),
  });
  assert.deepEqual(rebuilt, releases);
});

// Checked by hand in the packages from the registry (dist/types/index.d.ts and bee.d.ts of 9.0.1, 9.8.1,
// 10.0.1, 12.1.0 and 12.3.1).
test('Size, Duration and MantarayNode are exported by every release since 9.0', () => {
  const all = releases.map(({version}) => version);
  assert.equal(all[0], '9.0.1');
  for (const name of ['Size', 'Duration', 'MantarayNode']) assert.deepEqual(versionsWith(name), all, name);
});

test('BeeDev was last exported by 12.1.0, FEED_INDEX_HEX_LENGTH by 9.8.1', () => {
  assert.equal(versionsWith('BeeDev').at(-1), '12.1.0');
  assert.equal(versionsWith('BeeDev')[0], '9.0.1');
  assert.equal(versionsWith('FEED_INDEX_HEX_LENGTH').at(-1), '9.8.1');
});

test('buyStorage gained encryption and erasureCodeLevel parameters in 10.0.1', () => {
  const signatures = new Map(beeSignatures('buyStorage'));
  assert.match(signatures.get('9.8.1')!, /requestOptions\?: BeeRequestOptions\): Promise<BatchId>$/);
  assert.match(signatures.get('10.0.1')!, /encryption\?: boolean, erasureCodeLevel\?: RedundancyLevel\): Promise<BatchId>$/);
  assert.equal(signatures.get('12.3.1'), signatures.get('10.0.1'));
});
