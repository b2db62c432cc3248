import {after, before, beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createServer} from 'node:net';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {Bee, PrivateKey, Topic} from '@ethersphere/bee-js';
import {builtBaseUrl, checkBuildDir, deploy, parseDeployEnv} from '../../scripts/deploy-swarm';
import {contractAvailable, startStandInBee, type StandInBee} from '../stand-in-bee';
import {readTar} from '../stand-in-bee/tar';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';

const BATCH = 'ba'.repeat(32);
const KEY = '0c'.repeat(32);
const needsContract = requireOrSkip(!contractAvailable() && CONTRACT_MISSING);

/** A stand-in Bee with one usable postage batch, bought through it. */
async function standInWithBatch(): Promise<{bee: StandInBee; batch: string}> {
  const bee = await startStandInBee();
  const batch = await new Bee(bee.url).createPostageBatch('500000000', 20, {waitForUsable: false});
  bee.requests.length = 0;
  return {bee, batch: batch.toHex()};
}

/** A small built site: nested folders, the two special documents and a binary file. */
function makeSite(baseUrl = '/'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-swarm-site-'));
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><script src=${baseUrl}assets/js/main.0a1b2c3d.js defer></script><h1>Home</h1>`,
    '404.html': '<!doctype html><h1>Page Not Found</h1>',
    'docs/index.html': '<h1>Docs</h1>',
    'docs/getting-started/index.html': '<h1>Getting started</h1>',
    'docs/getting-started/index.md': '# Getting started\n',
    'assets/js/main.0a1b2c3d.js': 'console.log(1)',
    'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
  };
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), contents);
  }
  return dir;
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('parseDeployEnv', () => {
  test('names both required variables when they are missing', () => {
    assert.throws(() => parseDeployEnv({}), /Missing BEE_URL and BEE_POSTAGE_BATCH/);
    assert.throws(() => parseDeployEnv({BEE_URL: 'http://localhost:1633'}), /Missing BEE_POSTAGE_BATCH\./);
  });

  test('rejects a BEE_URL that is not an http(s) URL', () => {
    assert.throws(() => parseDeployEnv({BEE_URL: 'localhost:1633', BEE_POSTAGE_BATCH: BATCH}), /BEE_URL must start with http/);
    assert.throws(() => parseDeployEnv({BEE_URL: 'not a url', BEE_POSTAGE_BATCH: BATCH}), /BEE_URL must be a URL/);
  });

  test('rejects a postage batch ID that is not 64 hex characters', () => {
    assert.throws(
      () => parseDeployEnv({BEE_URL: 'http://localhost:1633', BEE_POSTAGE_BATCH: 'abc'}),
      /BEE_POSTAGE_BATCH must be a postage batch ID of 64 hex characters, got "abc"/,
    );
  });

  test('wants both feed variables or neither', () => {
    const base = {BEE_URL: 'http://localhost:1633', BEE_POSTAGE_BATCH: BATCH};
    assert.throws(() => parseDeployEnv({...base, BEE_FEED_TOPIC: 'site'}), /only BEE_FEED_TOPIC is set/);
    assert.throws(() => parseDeployEnv({...base, BEE_PRIVATE_KEY: KEY}), /only BEE_PRIVATE_KEY is set/);
  });

  test('rejects a malformed private key without printing it', () => {
    const secret = 'not-a-key-but-secret';
    assert.throws(
      () => parseDeployEnv({BEE_URL: 'http://x', BEE_POSTAGE_BATCH: BATCH, BEE_FEED_TOPIC: 'site', BEE_PRIVATE_KEY: secret}),
      (error: Error) => /BEE_PRIVATE_KEY must be 64 hex characters/.test(error.message) && !error.message.includes(secret),
    );
  });

  test('accepts valid settings, hashing a topic name and keeping a hex topic', () => {
    const config = parseDeployEnv({
      BEE_URL: 'http://localhost:1633/',
      BEE_POSTAGE_BATCH: `0x${BATCH}`,
      BEE_FEED_TOPIC: 'bee-js-docs',
      BEE_PRIVATE_KEY: KEY,
    });
    assert.equal(config.beeUrl, 'http://localhost:1633');
    assert.equal(config.batchId.toHex(), BATCH);
    assert.equal(config.feed?.topic.toHex(), Topic.fromString('bee-js-docs').toHex());
    assert.equal(config.gatewayUrl, 'https://api.gateway.ethswarm.org');
    const hexTopic = parseDeployEnv({BEE_URL: 'http://x', BEE_POSTAGE_BATCH: BATCH, BEE_FEED_TOPIC: 'ef'.repeat(32), BEE_PRIVATE_KEY: KEY});
    assert.equal(hexTopic.feed?.topic.toHex(), 'ef'.repeat(32));
    assert.equal(parseDeployEnv({BEE_URL: 'http://x', BEE_POSTAGE_BATCH: BATCH}).feed, null);
  });
});

describe('build folder checks', () => {
  test('checkBuildDir wants a folder with index.html and 404.html', () => {
    const site = makeSite();
    assert.doesNotThrow(() => checkBuildDir(site));
    rmSync(path.join(site, '404.html'));
    assert.throws(() => checkBuildDir(site), /has no 404\.html/);
    assert.throws(() => checkBuildDir(path.join(site, 'missing')), /does not exist: build the site first/);
  });

  test('builtBaseUrl reads the base URL from the main script path', () => {
    assert.equal(builtBaseUrl(makeSite()), '/');
    assert.equal(builtBaseUrl(makeSite(`/bzz/${'ab'.repeat(32)}/`)), `/bzz/${'ab'.repeat(32)}/`);
  });
});

describe('deploy against the stand-in Bee', {skip: needsContract}, () => {
  let bee: StandInBee;
  let batch: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  before(async () => {
    ({bee, batch} = await standInWithBatch());
  });
  after(() => bee.close());
  beforeEach(() => {
    bee.requests.length = 0;
    lines.length = 0;
  });

  test('sends every file of the build as one collection with index and error documents', async () => {
    const site = makeSite();
    const result = await deploy(parseDeployEnv({BEE_URL: bee.url, BEE_POSTAGE_BATCH: batch}), site, log);
    assert.deepEqual(
      bee.requests.map((request) => `${request.method} ${request.path}`),
      ['GET /', 'POST /bzz'],
    );
    const upload = bee.requests[1]!;
    assert.equal(upload.headers['swarm-postage-batch-id'], batch);
    assert.equal(upload.headers['swarm-collection'], 'true');
    assert.equal(upload.headers['swarm-index-document'], 'index.html');
    assert.equal(upload.headers['swarm-error-document'], '404.html');
    assert.equal(upload.headers['content-type'], 'application/x-tar');

    const archive = readTar(upload.body);
    assert.deepEqual([...archive.keys()].sort(), filesIn(site));
    for (const [file, contents] of archive) assert.deepEqual(contents, readFileSync(path.join(site, file)), file);

    // The stand-in serves the upload under the reference it answered, as a node would.
    const served = await fetch(`${bee.url}/bzz/${result.reference.toHex()}/docs/getting-started/index.html`);
    assert.equal(await served.text(), '<h1>Getting started</h1>');
    assert.equal(result.url, `https://api.gateway.ethswarm.org/bzz/${result.reference.toHex()}/`);
    assert.equal(result.feed, null);
    assert.ok(lines.includes(`Reference: ${result.reference.toHex()}`));
    assert.ok(lines.includes(`URL: ${result.url}`));
    assert.deepEqual(bee.violations, []);
  });

  test('with a feed, writes the upload reference as the next feed update and prints the stable address', async () => {
    const signer = new PrivateKey(KEY);
    const owner = signer.publicKey().address().toHex();
    const topic = Topic.fromString('bee-js-docs').toHex();
    // The feed manifest's address depends only on owner and topic; the site is built for it before the deploy.
    const manifest = await new Bee(bee.url).createFeedManifest(batch, topic, owner);
    bee.requests.length = 0;
    const site = makeSite(`/bzz/${manifest.toHex()}/`);
    const config = parseDeployEnv({
      BEE_URL: bee.url,
      BEE_POSTAGE_BATCH: batch,
      BEE_FEED_TOPIC: 'bee-js-docs',
      BEE_PRIVATE_KEY: KEY,
      SWARM_GATEWAY: 'http://gateway.test',
    });
    const result = await deploy(config, site, log);
    // The chunk identifier of the update is derived from topic and index, so only its shape is checked.
    assert.deepEqual(
      bee.requests.map((request) => `${request.method} ${request.path.replace(/^(\/soc\/\w+\/)[0-9a-f]{64}$/, '$1<id>')}`),
      ['GET /', 'POST /bzz', `GET /feeds/${owner}/${topic}`, `POST /soc/${owner}/<id>`, `POST /feeds/${owner}/${topic}`],
    );
    const soc = bee.requests[3]!;
    assert.equal(soc.headers['swarm-postage-batch-id'], batch);
    assert.match(soc.query.get('sig') ?? '', /^[0-9a-f]{130}$/);
    // The update's payload is an 8-byte timestamp followed by the reference of the upload.
    assert.equal(soc.body.subarray(-32).toString('hex'), result.reference.toHex());
    assert.equal(result.feed!.manifest.toHex(), manifest.toHex());
    assert.equal(result.feed!.url, `http://gateway.test/bzz/${manifest.toHex()}/`);
    assert.ok(lines.includes(`Stable URL: http://gateway.test/bzz/${manifest.toHex()}/`));
    assert.ok(!lines.some((line) => line.startsWith('Note:')), 'a build for the feed address needs no note');
    // Through the feed manifest, the stand-in serves what the latest update points at: this deploy.
    assert.equal(await (await fetch(`${bee.url}/bzz/${manifest.toHex()}/`)).text(), readFileSync(path.join(site, 'index.html'), 'utf8'));
    assert.deepEqual(bee.violations, []);
  });

  test('notes when the build was made for another base URL than the address it gets', async () => {
    const {reference} = await deploy(parseDeployEnv({BEE_URL: bee.url, BEE_POSTAGE_BATCH: batch}), makeSite('/'), log);
    assert.ok(lines.some((line) => line.startsWith('Note:') && line.includes(`not under /bzz/${reference.toHex()}/`)));
  });

  test('explains a postage batch the node does not have', async () => {
    await assert.rejects(
      deploy(parseDeployEnv({BEE_URL: bee.url, BEE_POSTAGE_BATCH: BATCH}), makeSite(), log),
      /Bee answered 404 to POST http:\/\/127\.0\.0\.1:\d+\/bzz: .*batch with id not found.*Check that BEE_POSTAGE_BATCH is a usable batch/,
    );
  });

  test('explains a full postage batch', async () => {
    const full = await startStandInBee({
      answers: {'POST /bzz': () => ({status: 402, body: {code: 402, message: 'batch is overissued'}})},
    });
    try {
      await assert.rejects(
        deploy(parseDeployEnv({BEE_URL: full.url, BEE_POSTAGE_BATCH: BATCH}), makeSite(), log),
        /Bee answered 402 .*The postage batch is full/,
      );
    } finally {
      await full.close();
    }
  });
});

test('deploy explains when no node answers at BEE_URL', async () => {
  // Take a free port and close it again, so that nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as {port: number};
  await new Promise((resolve) => probe.close(resolve));
  await assert.rejects(
    deploy(parseDeployEnv({BEE_URL: `http://127.0.0.1:${port}`, BEE_POSTAGE_BATCH: BATCH}), makeSite(), () => {}),
    /No Bee node answers at http:\/\/127\.0\.0\.1:\d+/,
  );
});

describe('npm run deploy:swarm', {skip: needsContract}, () => {
  const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'deploy-swarm.ts');
  const run = (args: string[], env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {env: {PATH: process.env.PATH, ...env}});

  test('prints the reference and the gateway URL of the upload', async () => {
    const {bee, batch} = await standInWithBatch();
    try {
      const {stdout} = await run([makeSite()], {BEE_URL: bee.url, BEE_POSTAGE_BATCH: batch});
      const reference = bee.state.collections.keys().next().value;
      assert.match(stdout, new RegExp(`^Reference: ${reference}$`, 'm'));
      assert.match(stdout, new RegExp(`^URL: https://api\\.gateway\\.ethswarm\\.org/bzz/${reference}/$`, 'm'));
    } finally {
      await bee.close();
    }
  });

  test('prints the feed base URL to build with', async () => {
    const {bee, batch} = await standInWithBatch();
    try {
      const {stdout} = await run(['--print-base-url'], {
        BEE_URL: bee.url,
        BEE_POSTAGE_BATCH: batch,
        BEE_FEED_TOPIC: 'docs',
        BEE_PRIVATE_KEY: KEY,
      });
      const manifest = bee.state.feedManifests.keys().next().value;
      assert.equal(stdout, `/bzz/${manifest}/\n`);
    } finally {
      await bee.close();
    }
  });

  test('exits with status 1 and a clear message when settings are missing', async () => {
    await assert.rejects(run([], {}), (error: {code: number; stderr: string}) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /^deploy:swarm failed: Missing BEE_URL and BEE_POSTAGE_BATCH/);
      return true;
    });
  });
});
