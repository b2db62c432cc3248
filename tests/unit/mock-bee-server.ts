/**
 * A local stand-in for the parts of the Bee HTTP API that the Swarm deploy uses: connection check, collection upload, feed
 * lookup, single owner chunk upload and feed manifest creation. It records every request so tests can check
 * what bee-js sent, and each route's answer can be overridden to simulate a failing node.
 */
import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';

export type RecordedRequest = {method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: Buffer};

export type MockAnswer = {status: number; body: unknown; headers?: Record<string, string>};

export type Route = 'root' | 'bzz' | 'feedLookup' | 'soc' | 'feedManifest';

export const MOCK_REFERENCES = {
  bzz: '11'.repeat(32),
  soc: '22'.repeat(32),
  feedManifest: '33'.repeat(32),
} as const;

const DEFAULT_ANSWERS: Record<Route, MockAnswer> = {
  // bee-js's checkConnection only needs a successful answer here; Bee itself greets with this text.
  root: {status: 200, body: 'Ethereum Swarm Bee'},
  bzz: {status: 201, body: {reference: MOCK_REFERENCES.bzz}, headers: {'swarm-tag': '7'}},
  // A feed without updates: Bee answers 404 and bee-js starts at index 0.
  feedLookup: {status: 404, body: {code: 404, message: 'lookup failed'}},
  soc: {status: 201, body: {reference: MOCK_REFERENCES.soc}},
  feedManifest: {status: 201, body: {reference: MOCK_REFERENCES.feedManifest}},
};

function routeOf(method: string, path: string): Route | null {
  if (method === 'GET' && path === '/') return 'root';
  if (method === 'POST' && path === '/bzz') return 'bzz';
  if (method === 'GET' && /^\/feeds\/[0-9a-f]{40}\/[0-9a-f]{64}$/.test(path)) return 'feedLookup';
  if (method === 'POST' && /^\/soc\/[0-9a-f]{40}\/[0-9a-f]{64}$/.test(path)) return 'soc';
  if (method === 'POST' && /^\/feeds\/[0-9a-f]{40}\/[0-9a-f]{64}$/.test(path)) return 'feedManifest';
  return null;
}

export type MockBee = {
  url: string;
  requests: RecordedRequest[];
  answer: (route: Route, answer: MockAnswer) => void;
  close: () => Promise<void>;
};

export async function startMockBee(): Promise<MockBee> {
  const requests: RecordedRequest[] = [];
  const answers = {...DEFAULT_ANSWERS};
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    requests.push({method, path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks)});
    const route = routeOf(method, url.pathname);
    const {status, body, headers} = route ? answers[route] : {status: 404, body: {code: 404, message: 'Not Found'}};
    res.writeHead(status, {'content-type': 'application/json', ...headers});
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (route, answer) => {
      answers[route] = answer;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Files of a tar archive as path -> contents; handles ustar prefixes and GNU long names, as bee-js writes them. */
export function readTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const text = (start: number, length: number) => archive.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  let offset = 0;
  let longName: string | null = null;
  while (offset + 512 <= archive.length && archive[offset] !== 0) {
    const size = Number.parseInt(text(offset + 124, 12).trim(), 8);
    const type = text(offset + 156, 1);
    const data = archive.subarray(offset + 512, offset + 512 + size);
    if (type === 'L') {
      longName = data.toString('utf8').replace(/\0.*$/s, '');
    } else {
      const prefix = text(offset + 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100));
      files.set(name, Buffer.from(data));
      longName = null;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
