import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Bee, BeeModes, BeeResponseError, BZZ, Identifier, MerkleTree, PrivateKey, Topic} from '@ethersphere/bee-js';
import {contractAvailable, ContractMissingError, startStandInBee, type StandInBee, type StandInOptions} from '../stand-in-bee';
import {useStandInWithBatch} from '../stand-in-bee/suite';
import {refusalsBeyondContract, resolveBehaviour} from '../stand-in-bee/behaviour';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';

const skip = requireOrSkip(!contractAvailable() && CONTRACT_MISSING);

describe('stand-in Bee', {skip}, () => {
  const suite = useStandInWithBatch();

  const raw = (path: string, init?: RequestInit) => fetch(`${suite.standIn.url}${path}`, init);
  const lastViolation = () => suite.standIn.violations.at(-1);

  test('keeps idle connections open, leaving their closing to the client', async () => {
    // A server-side idle timeout races the next request of a sample that blocked the event loop (server.ts).
    const response = await raw('/health');
    await response.arrayBuffer();
    assert.equal(response.headers.get('connection'), 'keep-alive');
    assert.equal(response.headers.get('keep-alive'), null, 'the stand-in announces an idle timeout');
  });

  test('refuses a malformed postage batch header with 400, naming the rule, and records it', async () => {
    const response = await raw('/bytes', {
      method: 'POST',
      headers: {'swarm-postage-batch-id': 'abc', 'content-type': 'application/octet-stream'},
      body: 'x',
    });
    assert.equal(response.status, 400);
    assert.match(await response.text(), /swarm-postage-batch-id must match pattern/);
    assert.deepEqual(lastViolation(), {
      request: 'POST /bytes',
      rule: 'POST /bytes: header swarm-postage-batch-id must match pattern "^[A-Fa-f0-9]{64}$"',
    });
  });

  test('refuses a missing required header, an unknown path, a wrong method and a wrong body type', async () => {
    await raw('/bytes', {method: 'POST', headers: {'content-type': 'application/octet-stream'}, body: 'x'});
    assert.match(lastViolation()!.rule, /header must have required property 'swarm-postage-batch-id'/);
    assert.equal((await raw('/no-such-endpoint')).status, 404);
    assert.deepEqual(lastViolation(), {request: 'GET /no-such-endpoint', rule: 'the contract has no path matching /no-such-endpoint'});
    assert.equal((await raw('/health', {method: 'DELETE'})).status, 405);
    assert.match(lastViolation()!.rule, /no DELETE operation for \/health/);
    await raw('/grantee', {
      method: 'POST',
      headers: {'swarm-postage-batch-id': suite.batchId.toHex(), 'content-type': 'text/plain'},
      body: '{}',
    });
    assert.match(lastViolation()!.rule, /body content-type must be one of application\/json, got "text\/plain"/);
    await raw('/bytes/1234?swarm-cache=yes');
    assert.match(lastViolation()!.rule, /path address must match pattern/);
  });

  test('stores /bytes sent at redundancy level 0 under the address bee-js computes and returns it', async () => {
    const violationsBefore = suite.standIn.violations.length;
    const data = new TextEncoder().encode('Hello stand-in '.repeat(500));
    const expected = Buffer.from((await MerkleTree.root(data)).hash()).toString('hex');
    // Without the header Bee codes the upload at MEDIUM (tests/unit/stand-in-bee-redundancy.test.ts).
    const {reference, tagUid} = await suite.bee.uploadData(suite.batchId, data, undefined, {headers: {'swarm-redundancy-level': '0'}});
    assert.equal(reference.toHex(), expected);
    assert.deepEqual((await suite.bee.downloadData(reference)).toUint8Array(), data);
    // 7,500 bytes make two data chunks and one intermediate chunk.
    assert.equal((await suite.bee.retrieveTag(tagUid!)).split, 3);
    assert.equal(suite.standIn.violations.length, violationsBefore);
  });

  test("counts a tag's chunks as Bee 2.8.1 does on a light node: each delivered once and synced, none stored", async () => {
    const {tagUid} = await suite.bee.uploadData(suite.batchId, 'Counted as Bee counts it');
    const tag = await suite.bee.retrieveTag(tagUid!);
    assert.ok(tag.split > 0, 'the upload made chunks');
    assert.equal(tag.stored, 0, 'only a full node with no peer to push to keeps chunks itself');
    assert.equal(tag.sent, tag.split);
    assert.equal(tag.synced, tag.split);
    assert.equal(tag.seen + tag.synced, tag.split, 'the tag reads as complete');
  });

  test('an encrypted upload answers the address and a 32-byte key, and that reference downloads the data', async () => {
    const {reference: plain} = await suite.bee.uploadData(suite.batchId, 'Secret');
    const {reference} = await suite.bee.uploadData(suite.batchId, 'Secret', {encrypt: true});
    assert.equal(reference.length, 64);
    assert.equal(reference.toHex().slice(0, 64), plain.toHex());
    assert.equal((await suite.bee.downloadData(reference)).toUtf8(), 'Secret');
    const file = await suite.bee.uploadFile(suite.batchId, 'Secret file', 'secret.txt', {encrypt: true});
    assert.equal((await suite.bee.downloadFile(file.reference)).data.toUtf8(), 'Secret file');
  });

  test('serves files and collections through /bzz, with index and error documents', async () => {
    const file = await suite.bee.uploadFile(suite.batchId, 'plain text', 'note.txt', {contentType: 'text/plain'});
    const downloaded = await suite.bee.downloadFile(file.reference);
    assert.equal(downloaded.data.toUtf8(), 'plain text');
    assert.equal(downloaded.name, 'note.txt');
    const site = await suite.bee.uploadCollection(
      suite.batchId,
      [
        {path: 'index.html', size: 4, file: new File(['home'], 'index.html')},
        {path: 'docs/a.html', size: 1, file: new File(['a'], 'a.html')},
        {path: '404.html', size: 7, file: new File(['missing'], '404.html')},
      ],
      {indexDocument: 'index.html', errorDocument: '404.html'},
    );
    assert.equal((await suite.bee.downloadFile(site.reference, 'docs/a.html')).data.toUtf8(), 'a');
    assert.equal((await suite.bee.downloadFile(site.reference, 'nothing-here')).data.toUtf8(), 'missing');
    const manifest = await (await import('@ethersphere/bee-js')).MantarayNode.unmarshal(suite.bee, site.reference);
    await manifest.loadRecursively(suite.bee);
    assert.deepEqual([...manifest.collect().map((node) => node.fullPathString)].sort(), ['404.html', 'docs/a.html', 'index.html']);
  });

  test('feeds return their latest update, also through a feed manifest', async () => {
    const signer = new PrivateKey('0c'.repeat(32));
    const topic = Topic.fromString('stand-in');
    const writer = suite.bee.makeFeedWriter(topic, signer);
    await assert.rejects(writer.downloadPayload(), /Not Found/);
    await writer.uploadPayload(suite.batchId, 'first');
    await writer.uploadPayload(suite.batchId, 'second');
    const latest = await writer.downloadPayload();
    assert.equal(latest.payload.toUtf8(), 'second');
    assert.equal(latest.feedIndex.toBigInt(), 1n);
    const page = await suite.bee.uploadFile(suite.batchId, 'version 2', 'index.html', {contentType: 'text/html'});
    await writer.uploadReference(suite.batchId, page.reference);
    const manifest = await suite.bee.createFeedManifest(suite.batchId, topic, signer.publicKey().address());
    assert.equal((await suite.bee.downloadFile(manifest)).data.toUtf8(), 'version 2');
  });

  test("refuses a single owner chunk signed by another key than its owner's with 401, as Bee does", async () => {
    const soc = suite.bee
      .makeContentAddressedChunk('signed')
      .toSingleOwnerChunk(Identifier.fromString('soc'), new PrivateKey('0d'.repeat(32)));
    const upload = (owner: string) =>
      raw(`/soc/${owner}/${soc.identifier.toHex()}?sig=${soc.signature.toHex()}`, {
        method: 'POST',
        headers: {'swarm-postage-batch-id': suite.batchId.toHex(), 'content-type': 'application/octet-stream'},
        body: Buffer.concat([soc.span.toUint8Array(), soc.payload.toUint8Array()]),
      });
    const other = new PrivateKey('0e'.repeat(32)).publicKey().address().toHex();
    const refused = await upload(other);
    assert.equal(refused.status, 401);
    assert.equal(((await refused.json()) as {message: string}).message, 'invalid chunk');
    assert.equal((await upload(soc.owner.toHex())).status, 201);
  });

  test('bought batches are listed and usable; top-up and dilute change them', async () => {
    const batches = await suite.bee.getPostageBatches();
    assert.ok(batches.some((batch) => batch.batchID.equals(suite.batchId)));
    const bought = await suite.bee.getPostageBatch(suite.batchId);
    assert.equal(bought.usable, true);
    assert.equal(bought.depth, 20);
    await suite.bee.diluteBatch(suite.batchId, 21);
    assert.equal((await suite.bee.getPostageBatch(suite.batchId)).depth, 21);
    await assert.rejects(suite.bee.uploadData('ab'.repeat(32), 'unknown batch'), /batch with id not found/);
  });

  test('looks a batch up on the chain by ID, and answers 404 for one its listener has not seen', async () => {
    const batch = await suite.bee.getGlobalPostageBatch(suite.batchId);
    assert.ok(batch.batchID.equals(suite.batchId));
    assert.equal(batch.owner.toHex(), (await suite.bee.getNodeAddresses()).ethereum.toHex());
    await assert.rejects(
      suite.bee.getGlobalPostageBatch('ab'.repeat(32)),
      (error) => error instanceof BeeResponseError && error.status === 404 && /batch not found/.test(error.message),
    );
  });

  test('pins, grantees and stake round-trip', async () => {
    const {reference} = await suite.bee.uploadData(suite.batchId, 'pin me');
    await suite.bee.pin(reference);
    assert.ok((await suite.bee.getAllPins()).some((pin) => pin.equals(reference)));
    await suite.bee.unpin(reference);
    assert.equal((await suite.bee.getAllPins()).length, 0);

    const alice = new PrivateKey('0a'.repeat(32)).publicKey().toCompressedHex();
    const bob = new PrivateKey('0b'.repeat(32)).publicKey().toCompressedHex();
    const created = await suite.bee.createGrantees(suite.batchId, [alice]);
    assert.deepEqual(
      (await suite.bee.getGrantees(created.ref)).grantees.map((key) => key.toCompressedHex()),
      [alice],
    );
    const patched = await suite.bee.patchGrantees(suite.batchId, created.ref, created.historyref, {add: [bob], revoke: [alice]});
    assert.deepEqual(
      (await suite.bee.getGrantees(patched.ref)).grantees.map((key) => key.toCompressedHex()),
      [bob],
    );

    await suite.bee.depositStake('100000000000000000');
    assert.equal((await suite.bee.getStake()).toPLURBigInt(), 100000000000000000n);
  });

  test('a PSS message sent in the same run reaches its subscriber', async () => {
    const topic = Topic.fromString('chat');
    const received = new Promise<string>((resolve, reject) => {
      const subscription = suite.bee.pssSubscribe(topic, {
        onMessage: (message) => {
          subscription.cancel();
          resolve(message.toUtf8());
        },
        onError: reject,
        onClose: () => {},
      });
    });
    // The subscription's socket opens asynchronously; the stand-in delivers only to open sockets.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await suite.bee.pssSend(suite.batchId, topic, '0a', 'hello over pss');
    assert.equal(await received, 'hello over pss');
  });

  test('answers a browser preflight from any origin', async () => {
    const response = await raw('/bytes', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'swarm-postage-batch-id',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal(response.headers.get('access-control-allow-headers'), 'swarm-postage-batch-id');
  });

  test('every response it sent so far matches the contract', async () => {
    for (const path of [
      '/health',
      '/readiness',
      '/addresses',
      '/node',
      '/chainstate',
      '/wallet',
      '/topology',
      '/peers',
      '/status',
      '/stamps',
      '/tags',
      '/pins',
      '/stake',
    ]) {
      assert.ok((await raw(path)).ok, path);
    }
    assert.deepEqual(suite.standIn.responseProblems, []);
  });

  test('a response that does not match its schema fails the check', async () => {
    const wrong = await startStandInBee({answers: {'GET /health': () => ({status: 200, body: {status: 'ok', version: 2}})}});
    try {
      await fetch(`${wrong.url}/health`);
      assert.deepEqual(wrong.responseProblems, ['GET /health 200: version must be string']);
    } finally {
      await wrong.close();
    }
  });
});

describe('stand-in Bee: behaviour beyond the contract (src/data/bee-behaviour/)', {skip}, () => {
  const started: StandInBee[] = [];
  const beeIn = async (options: StandInOptions) => {
    const standIn = await startStandInBee(options);
    started.push(standIn);
    return {standIn, bee: new Bee(standIn.url)};
  };
  after(() => Promise.all(started.map((standIn) => standIn.close())));

  const rejectsWith = (promise: Promise<unknown>, status: number, message: string) =>
    assert.rejects(promise, (error: unknown) => {
      assert.ok(error instanceof BeeResponseError, String(error));
      assert.equal(error.status, status);
      assert.equal((error.responseBody as {message: string}).message, message);
      return true;
    });

  test('an ultra-light node refuses chain, SWAP and incentive endpoints with 403 and says so in getNodeInfo', async () => {
    const {bee, standIn} = await beeIn({mode: 'ultra-light'});
    await rejectsWith(bee.getPostageBatches(), 403, 'Chain is disabled. This endpoint is unavailable.');
    await rejectsWith(bee.getWalletBalance(), 403, 'Chain is disabled. This endpoint is unavailable.');
    await rejectsWith(bee.getAllSettlements(), 403, 'Swap is disabled. This endpoint is unavailable.');
    await rejectsWith(bee.getRedistributionState(), 403, 'Storage incentives are disabled. This endpoint is unavailable.');
    await rejectsWith(bee.getChainState(), 500, 'block number unavailable');
    assert.equal(typeof (await bee.getReserveState()).radius, 'number');
    const {beeMode, swapEnabled} = await bee.getNodeInfo();
    assert.equal(beeMode, BeeModes.ULTRA_LIGHT);
    assert.equal(swapEnabled, false);
    assert.equal(await bee.downloadData('00'.repeat(32)).catch((error: BeeResponseError) => error.status), 404);
    assert.deepEqual(standIn.violations, []);
  });

  // chequebook-enable is on by default in every mode, so the routes pass their gate and meet Bee's placeholder
  // chequebook of a node without SWAP, not the 403 of a switched-off chequebook.
  test("an ultra-light node answers the chequebook routes from Bee's placeholder chequebook, with chequebookEnabled true", async () => {
    const {bee, standIn} = await beeIn({mode: 'ultra-light'});
    assert.equal((await bee.getNodeInfo()).chequebookEnabled, true);
    assert.equal((await bee.getChequebookAddress()).chequebookAddress.toHex(), '0'.repeat(40));
    await rejectsWith(bee.getChequebookBalance(), 405, 'chain disabled');
    await rejectsWith(bee.depositBZZToChequebook('1'), 500, 'cannot deposit');
    await rejectsWith(bee.withdrawBZZFromChequebook('1'), 500, 'cannot withdraw');
    assert.deepEqual(standIn.violations, []);
    assert.deepEqual(standIn.responseProblems, []);
  });

  test('a light node has a chequebook with an address and a balance', async () => {
    const {bee} = await beeIn({mode: 'light'});
    const {chequebookEnabled, swapEnabled} = await bee.getNodeInfo();
    assert.deepEqual({chequebookEnabled, swapEnabled}, {chequebookEnabled: true, swapEnabled: true});
    assert.notEqual((await bee.getChequebookAddress()).chequebookAddress.toHex(), '0'.repeat(40));
    assert.ok((await bee.getChequebookBalance()).totalBalance.gt(BZZ.fromPLUR('0')));
  });

  test('a light node stakes but refuses the redistribution state; a full node answers it', async () => {
    const {bee: light} = await beeIn({mode: 'light'});
    await light.depositStake(BZZ.fromDecimalString('10'));
    assert.equal((await light.getStake()).toDecimalString(), '10.0000000000000000');
    await rejectsWith(light.getRedistributionState(), 403, 'Storage incentives are disabled. This endpoint is unavailable.');
    const {bee: full} = await beeIn({mode: 'full'});
    assert.equal(typeof (await full.getRedistributionState()).round, 'number');
  });

  test('while starting, gated routes answer 503 and readiness 400; both end after startingMs', async () => {
    // Long enough for the three calls below on a busy machine; the clock starts with the first request.
    const {bee} = await beeIn({startingMs: 1000});
    await rejectsWith(bee.getAllPins(), 503, 'Node is syncing. This endpoint is unavailable. Try again later.');
    await assert.rejects(bee.getReadiness(), (error: BeeResponseError) => error.status === 400);
    assert.equal((await bee.getHealth()).status, 'ok');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.deepEqual(await bee.getAllPins(), []);
  });

  test('a bought batch answers 400 (uploads 422) for its pending polls, then is usable; an unknown one 404 for ever', async () => {
    const {bee} = await beeIn({batchPendingPolls: 2});
    const batchId = await bee.createPostageBatch('500000000', 20, {waitForUsable: false});
    await rejectsWith(bee.uploadData(batchId, 'too early'), 422, 'batch not usable yet or does not exist');
    await rejectsWith(bee.getPostageBatch(batchId), 400, 'batch not usable');
    assert.deepEqual(
      (await bee.getPostageBatches()).map((batch) => batch.usable),
      [false],
    );
    assert.equal((await bee.getPostageBatch(batchId)).usable, true);
    await bee.uploadData(batchId, 'in time');

    const unknown = 'ab'.repeat(32);
    for (let poll = 0; poll < 4; poll++) await rejectsWith(bee.getPostageBatch(unknown), 404, 'issuer does not exist');
    await rejectsWith(bee.uploadData(unknown, 'never'), 404, 'batch with id not found');
  });

  test('staking waits for its transactions, and refuses a stake below 10 xBZZ', async () => {
    const {bee} = await beeIn({mode: 'full', stakeMiningMs: 120});
    await rejectsWith(bee.depositStake(BZZ.fromDecimalString('9')), 400, 'insufficient stake amount');
    const start = performance.now();
    await bee.depositStake(BZZ.fromDecimalString('10'));
    assert.ok(performance.now() - start >= 100, 'the deposit answered before the mining wait');
    await bee.depositStake(BZZ.fromDecimalString('1'));
    assert.equal((await bee.getStake()).toDecimalString(), '11.0000000000000000');
  });
});

test('without the contract, starting the stand-in names BEE_OPENAPI_DIR', async () => {
  await assert.rejects(startStandInBee({contractDir: '/nonexistent/bee-openapi'}), (error: Error) => {
    assert.ok(error instanceof ContractMissingError);
    assert.match(error.message, /set BEE_OPENAPI_DIR to a folder holding Swarm\.yaml/);
    return true;
  });
});

// Pure: needs no contract, so it runs on every machine.
test('a node that is not starting never answers 503, even when the clock ticks during the first request', (t) => {
  // Every reading of the clock is a millisecond later than the one before, as on a busy machine.
  let clock = 0;
  t.mock.method(Date, 'now', () => ++clock);
  const refusal = refusalsBeyondContract(resolveBehaviour({mode: 'light'}));
  assert.equal(refusal('GET', '/pins'), null);
});
