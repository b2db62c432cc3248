import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {MerkleTree, RedundancyLevel} from '@ethersphere/bee-js';
import {contractAvailable} from '../stand-in-bee';
import {useStandInWithBatch} from '../stand-in-bee/suite';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';

const skip = requireOrSkip(!contractAvailable() && CONTRACT_MISSING);
const LEVEL_ZERO = {headers: {'swarm-redundancy-level': '0'}};

describe('stand-in Bee: uploads are erasure-coded at MEDIUM unless the header says otherwise', {skip}, () => {
  const suite = useStandInWithBatch();

  const plainRoot = async (data: Uint8Array) => Buffer.from((await MerkleTree.root(data)).hash()).toString('hex');
  const split = async (tagUid: number | undefined) => (await suite.bee.retrieveTag(tagUid!)).split;
  const lastUploadHeader = () => suite.standIn.requests.filter(({method}) => method === 'POST').at(-1)!.headers['swarm-redundancy-level'];

  test('one chunk without the header keeps its plain reference and adds 2 replicas: 3 chunks', async () => {
    const data = new TextEncoder().encode('Hello, Swarm!');
    const {reference, tagUid} = await suite.bee.uploadData(suite.batchId, data);
    assert.equal(lastUploadHeader(), undefined);
    assert.equal(reference.toHex(), await plainRoot(data));
    assert.equal(await split(tagUid), 3);
  });

  test('RedundancyLevel.OFF sends no header, so the upload stays MEDIUM; the header in requestOptions sends 0', async () => {
    const {tagUid: off} = await suite.bee.uploadData(suite.batchId, 'Off, as bee-js 12.3.1 sends it', {
      redundancyLevel: RedundancyLevel.OFF,
    });
    assert.equal(lastUploadHeader(), undefined);
    assert.equal(await split(off), 3);
    const {tagUid: zero} = await suite.bee.uploadData(suite.batchId, 'Level 0 through the header', undefined, LEVEL_ZERO);
    assert.equal(lastUploadHeader(), '0');
    assert.equal(await split(zero), 1);
  });

  test('two chunks without the header add 3 parity chunks and 2 replicas, and their reference is not the plain root', async () => {
    const data = new TextEncoder().encode('Erasure-coded by default. '.repeat(300));
    const {reference, tagUid} = await suite.bee.uploadData(suite.batchId, data);
    assert.notEqual(reference.toHex(), await plainRoot(data));
    assert.deepEqual((await suite.bee.downloadData(reference)).toUint8Array(), data);
    assert.equal(await split(tagUid), 8);
    const {reference: plain, tagUid: plainTag} = await suite.bee.uploadData(suite.batchId, data, undefined, LEVEL_ZERO);
    assert.equal(plain.toHex(), await plainRoot(data));
    assert.equal(await split(plainTag), 3);
  });

  test('a higher level adds the replicas of that level', async () => {
    const {tagUid} = await suite.bee.uploadData(suite.batchId, 'Paranoid', {redundancyLevel: RedundancyLevel.PARANOID});
    assert.equal(lastUploadHeader(), '4');
    assert.equal(await split(tagUid), 17);
  });

  test("a small file and its manifest's three nodes (root, / and the file) are each coded alike: 12 chunks, 4 at level 0", async () => {
    const file = {contentType: 'text/plain'};
    const {tagUid: coded} = await suite.bee.uploadFile(suite.batchId, 'A small file', 'small.txt', file);
    const {tagUid: plain} = await suite.bee.uploadFile(suite.batchId, 'A small file', 'small.txt', file, LEVEL_ZERO);
    assert.equal(await split(coded), 12);
    assert.equal(await split(plain), 4);
  });
});
