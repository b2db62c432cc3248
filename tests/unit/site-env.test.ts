import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseSiteEnv} from '../../site-env';

test('defaults: root base URL, TypeDoc on, local search', () => {
  assert.deepEqual(parseSiteEnv({}), {baseUrl: '/', typedoc: true, docsearch: null, e2eFixtures: false, upstreamPatchesOff: []});
});

test('UPSTREAM_PATCHES_OFF lists ids, separated by commas', () => {
  assert.deepEqual(parseSiteEnv({UPSTREAM_PATCHES_OFF: 'strip-server-config, idle-prefetch,'}).upstreamPatchesOff, [
    'strip-server-config',
    'idle-prefetch',
  ]);
});

test('accepts a Swarm gateway sub-path and TYPEDOC=0', () => {
  const env = parseSiteEnv({BASE_URL: `/bzz/${'a'.repeat(64)}/`, TYPEDOC: '0'});
  assert.equal(env.baseUrl, `/bzz/${'a'.repeat(64)}/`);
  assert.equal(env.typedoc, false);
});

test('rejects a base URL without slashes, naming the value', () => {
  assert.throws(() => parseSiteEnv({BASE_URL: 'docs'}), /BASE_URL must start and end with "\/".*"docs"/);
});

test('rejects an unknown TYPEDOC value', () => {
  assert.throws(() => parseSiteEnv({TYPEDOC: 'yes'}), /TYPEDOC must be 0, 1, true or false, got "yes"/);
});

test('partial DocSearch credentials fail naming the missing variables', () => {
  assert.throws(() => parseSiteEnv({DOCSEARCH_APP_ID: 'APP'}), /missing: DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME/);
});

test('complete DocSearch credentials select Algolia', () => {
  const env = parseSiteEnv({DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'KEY', DOCSEARCH_INDEX_NAME: 'IDX'});
  assert.deepEqual(env.docsearch, {appId: 'APP', apiKey: 'KEY', indexName: 'IDX'});
});
