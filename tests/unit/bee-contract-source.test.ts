import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fetchBeeOpenapi} from '../fetch-bee-openapi';
import {contractAvailable, contractDir, ContractChecksumError} from '../stand-in-bee/contract';
import {CONTRACT_FILES} from '../stand-in-bee/contract-files';
import {CONTRACT_MISSING, isCi, MissingInputError, requireOrSkip} from '../required-input';

const NAMES = Object.keys(CONTRACT_FILES);
const scratch = mkdtempSync(join(tmpdir(), 'bee-contract-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** A copy of the real contract in a new folder of `scratch`, with `tamper` appended to one file when given. */
function contractCopy(folder: string, tamper?: {name: string; text: string}): string {
  const dir = join(scratch, folder);
  mkdirSync(dir, {recursive: true});
  for (const name of NAMES) copyFileSync(join(contractDir(), name), join(dir, name));
  if (tamper) appendFileSync(join(dir, tamper.name), tamper.text);
  return dir;
}

/** Serves `dir` the way raw.githubusercontent.com serves files, counting requests. */
async function fileServer(dir: string): Promise<{url: string; requests: string[]; close: () => Promise<void>}> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const file = join(dir, (req.url ?? '').replace(/^\/openapi\//, ''));
    if (!req.url?.startsWith('/openapi/') || !existsSync(file)) {
      res.writeHead(404).end('404: Not Found');
      return;
    }
    res.writeHead(200, {'content-type': 'text/plain; charset=utf-8'}).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('npm run fetch:bee-openapi, against a local server', {skip: requireOrSkip(!contractAvailable() && CONTRACT_MISSING)}, () => {
  let good: Awaited<ReturnType<typeof fileServer>>;
  let tampered: Awaited<ReturnType<typeof fileServer>>;
  before(async () => {
    good = await fileServer(contractCopy('served'));
    tampered = await fileServer(contractCopy('served-tampered', {name: 'SwarmCommon.yaml', text: '\n# one more line\n'}));
  });
  after(async () => {
    await good.close();
    await tampered.close();
  });

  test('downloads both files, verifies them and caches them; a second run downloads nothing', async () => {
    const cacheDir = join(scratch, 'cache-good');
    assert.equal(await fetchBeeOpenapi({baseUrl: good.url, cacheDir}), true);
    for (const name of NAMES) assert.deepEqual(readFileSync(join(cacheDir, name)), readFileSync(join(contractDir(), name)));
    assert.deepEqual(readdirSync(cacheDir).sort(), [...NAMES].sort(), 'no partial file is left behind');
    const requestsSoFar = good.requests.length;
    assert.equal(await fetchBeeOpenapi({baseUrl: good.url.replace(/\/$/, ''), cacheDir}), false);
    assert.equal(good.requests.length, requestsSoFar);
  });

  test('a file that is not the pinned one fails, naming its URL and both checksums, and nothing is written', async () => {
    const cacheDir = join(scratch, 'cache-tampered');
    await assert.rejects(fetchBeeOpenapi({baseUrl: tampered.url, cacheDir}), (error: Error) => {
      assert.match(error.message, /^Not Bee's OpenAPI contract at v2\.8\.1, so nothing was written:\n/);
      assert.match(
        error.message,
        new RegExp(`${tampered.url}SwarmCommon\\.yaml: SHA-256 [0-9a-f]{64}, expected ${CONTRACT_FILES['SwarmCommon.yaml']}`),
      );
      assert.doesNotMatch(error.message, /Swarm\.yaml:/, 'the untouched file is not blamed');
      return true;
    });
    assert.equal(existsSync(cacheDir), false);
  });

  test('a file the server does not have fails with the URL and the HTTP status', async () => {
    await assert.rejects(
      fetchBeeOpenapi({baseUrl: good.url.replace('/openapi/', '/elsewhere/'), cacheDir: join(scratch, 'cache-404')}),
      /Could not download http:\/\/127\.0\.0\.1:\d+\/elsewhere\/Swarm\.yaml: HTTP 404/,
    );
  });

  test('a server that does not answer fails with the URL and says what to set', async () => {
    await assert.rejects(
      fetchBeeOpenapi({baseUrl: 'http://127.0.0.1:9/openapi/', cacheDir: join(scratch, 'cache-down')}),
      /Could not download http:\/\/127\.0\.0\.1:9\/openapi\/Swarm\.yaml: .*Set BEE_OPENAPI_BASE_URL/,
    );
  });
});

describe('where the stand-in finds the contract', {skip: requireOrSkip(!contractAvailable() && CONTRACT_MISSING)}, () => {
  test('BEE_OPENAPI_DIR wins over the shared and fetched copies', () => {
    const shared = contractCopy('order-shared');
    assert.equal(contractDir({BEE_OPENAPI_DIR: '/somewhere/else'}, [shared]), '/somewhere/else');
  });

  test('the shared copy comes first, then the fetched one, then (missing) the fetched folder', () => {
    const shared = contractCopy('order-shared');
    const fetched = contractCopy('order-fetched');
    const absent = join(scratch, 'absent');
    assert.equal(contractDir({}, [shared, fetched]), shared);
    assert.equal(contractDir({}, [absent, fetched]), fetched);
    assert.equal(contractDir({}, [absent, join(scratch, 'also-absent')]), join(scratch, 'also-absent'));
  });

  test('a shared copy with other content fails, naming the file and both checksums', () => {
    const shared = contractCopy('order-tampered', {name: 'Swarm.yaml', text: ' '});
    assert.throws(
      () => contractDir({}, [shared, contractCopy('order-fetched-2')]),
      (error: Error) =>
        error instanceof ContractChecksumError &&
        error.message.includes(`${join(shared, 'Swarm.yaml')}: SHA-256 `) &&
        error.message.includes(`expected ${CONTRACT_FILES['Swarm.yaml']}`) &&
        error.message.includes('npm run fetch:bee-openapi'),
    );
  });
});

describe('a missing test input', () => {
  test('skips with its reason without CI, and fails with it under CI', () => {
    assert.equal(requireOrSkip('no build: run npm run build', {}), 'no build: run npm run build');
    assert.equal(requireOrSkip(false, {CI: 'true'}), false);
    assert.throws(() => requireOrSkip('no build: run npm run build', {CI: 'true'}), MissingInputError);
    assert.throws(() => requireOrSkip(CONTRACT_MISSING, {CI: '1'}), /npm run fetch:bee-openapi.*CI is set/);
  });

  test('CI=false and CI=0 count as not CI', () => {
    assert.deepEqual(
      ['true', '1', 'false', '0', ''].map((value) => isCi({CI: value})),
      [true, true, false, false, false],
    );
  });
});
