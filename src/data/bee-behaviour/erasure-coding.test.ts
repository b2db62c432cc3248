import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MerkleTree} from '@ethersphere/bee-js';
import {DEFAULT_UPLOAD_LEVEL, uploadChunks} from './erasure-coding';

const CHUNK = 4096;

test("counts the parity chunks, chunks of references and replicas of Bee's own TestRedundancy cases", () => {
  // pkg/file/pipeline/hashtrie/hashtrie_test.go: 98 chunks at INSANE, 21 encrypted chunks at PARANOID, each a full
  // group and a carried chunk, two chunks of references and the level's replica count.
  assert.deepEqual(uploadChunks(98 * CHUNK, 3), {data: 98, intermediate: 2, parity: 37, replicas: 8, total: 145});
  assert.deepEqual(uploadChunks(21 * CHUNK, 4, true), {data: 21, intermediate: 2, parity: 116, replicas: 16, total: 155});
});

test('at level 0 an upload makes the chunks bee-js hashes with MerkleTree, and no more', async () => {
  for (const size of [0, 13, CHUNK, CHUNK + 1, 128 * CHUNK, 128 * CHUNK + 1, 3_000_000]) {
    let chunks = 0;
    const tree = new MerkleTree(async () => {
      chunks++;
    });
    await tree.append(new Uint8Array(size));
    await tree.finalize();
    assert.equal(uploadChunks(size, 0).total, chunks, `${size} bytes`);
  }
});

test('at the default level a one-chunk upload costs 3 chunks and a two-chunk one 8', () => {
  assert.equal(DEFAULT_UPLOAD_LEVEL, 1);
  assert.deepEqual(uploadChunks(13, DEFAULT_UPLOAD_LEVEL), {data: 1, intermediate: 0, parity: 0, replicas: 2, total: 3});
  assert.deepEqual(uploadChunks(2 * CHUNK, DEFAULT_UPLOAD_LEVEL), {data: 2, intermediate: 1, parity: 3, replicas: 2, total: 8});
});

test('a full MEDIUM group holds 119 data chunks and 9 parity chunks, so a 120th starts a second group', () => {
  assert.deepEqual(uploadChunks(119 * CHUNK, 1), {data: 119, intermediate: 1, parity: 9, replicas: 2, total: 131});
  // The 120th chunk moves up beside the first group's chunk of references: two of them get 3 parities.
  assert.deepEqual(uploadChunks(120 * CHUNK, 1), {data: 120, intermediate: 2, parity: 12, replicas: 2, total: 136});
});
