/**
 * Facts the guides state about bee-js 12.3.1 that a reader could not guess from the types, held against the
 * installed package: each test calls bee-js against a local server and checks what it sent or how it settled.
 */
import {createHash} from 'node:crypto';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Duplex} from 'node:stream';
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {Bee, BeeModes, PrivateKey, Topic} from '@ethersphere/bee-js';

type Recorded = {method: string; path: string; query: URLSearchParams};

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

let server: Server;
let baseUrl: string;
const recorded: Recorded[] = [];

// Accepts the WebSocket handshake, then closes the socket cleanly (close frame, code 1000), as a node does when
// it shuts down or a proxy ends an idle connection.
function acceptAndCloseCleanly(request: IncomingMessage, socket: Duplex): void {
  const key = request.headers['sec-websocket-key'] ?? '';
  const accept = createHash('sha1')
    .update(key + WEBSOCKET_GUID)
    .digest('base64');
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' + `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  socket.end(Buffer.from([0x88, 0x02, 0x03, 0xe8]));
}

before(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    recorded.push({method: request.method ?? 'GET', path: url.pathname, query: url.searchParams});
    request.resume();
    response.writeHead(201, {'content-type': 'application/json'});
    response.end('{}');
  });
  server.on('upgrade', acceptAndCloseCleanly);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('pssSend with a recipient sends no usable key: the query holds "[object Object]"', async () => {
  const bee = new Bee(baseUrl);
  const recipient = new PrivateKey('11'.repeat(32)).publicKey();
  await bee.pssSend('aa'.repeat(32), Topic.fromString('facts'), '36b7', 'hello', recipient.toCompressedHex());

  const sent = recorded.find((request) => request.path.startsWith('/pss/send/'));
  assert.ok(sent, 'bee-js made no request to /pss/send');
  // bee-js merges its request options deeply, which turns the PublicKey into a plain object before it is
  // written into the query. Bee parses only hex keys of 33 or 65 bytes, so it answers 400.
  assert.equal(sent.query.get('recipient'), '[object Object]');
});

test('pssReceive never settles when the socket closes without an error, even with a timeout', async () => {
  const bee = new Bee(baseUrl);
  // The clean close arrives within tens of milliseconds; a 1 s timeout leaves room for a loaded machine, where a
  // 200 ms one fired before the close did (and the promise then rejected with the timeout).
  const outcome = bee.pssReceive(Topic.fromString('facts'), 1000).then(
    () => 'resolved',
    () => 'rejected',
  );
  const waited = new Promise<string>((resolve) => setTimeout(() => resolve('still pending'), 2000));
  assert.equal(await Promise.race([outcome, waited]), 'still pending');
});

test('BeeModes has a fourth value, DEV, besides the three modes of a running node', () => {
  assert.deepEqual(Object.values(BeeModes).sort(), ['dev', 'full', 'light', 'ultra-light']);
});
