/**
 * A stand-in Bee node for tests: an HTTP server on 127.0.0.1 that routes and validates every request with
 * openapi-backend against Bee's own OpenAPI contract (see contract.ts), answers from a thin state layer
 * (state.ts) where samples depend on state, and otherwise with a response openapi-backend generates from the
 * contract's schema. Requests that break the contract answer 400 naming the rule, and are recorded in
 * `violations`. Behaviour outside the contract is listed in README.md beside this file.
 */
import {createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {PrivateKey, SUPPORTED_BEE_VERSION_EXACT} from '@ethersphere/bee-js';
import addFormats from 'ajv-formats';
import {OpenAPIBackend, type Request} from 'openapi-backend';
import type {OpenAPIV3} from 'openapi-types';
import {WebSocketServer, type WebSocket} from 'ws';
import {
  answersWhileStarting,
  BATCH_NOT_USABLE_YET_MESSAGE,
  BATCH_UNKNOWN_MESSAGE,
  beeResponse,
  NEW_BATCH_ANSWERS,
  refusalIn,
  STAKING,
  STARTING_UP,
  type NodeMode,
} from '../../src/data/bee-behaviour';
import {contractDir, loadContract} from './contract';
import {batchStage, pollBatch, randomHex, StandInState, type Batch} from './state';
import {readTar} from './tar';

export type Violation = {
  /** `METHOD /path?query` as the stand-in received it. */
  request: string;
  /** The contract rule the request broke, e.g. `header swarm-postage-batch-id must match pattern "^[A-Fa-f0-9]{64}$"`. */
  rule: string;
};

export type RecordedRequest = {method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: Buffer};

/** An answer of the stand-in: status, body (JSON unless a Buffer or string) and headers. */
export type Answer = {status: number; body?: unknown; headers?: Record<string, string>};

/**
 * The stand-in node's own key: its addresses derive from it, and the batches it buys are owned by its address,
 * so a test holding this key can stamp chunks itself (client-side stamping).
 */
export const STAND_IN_NODE_KEY = '4e'.repeat(32);

/**
 * How the stand-in node behaves beyond the contract, as src/data/bee-behaviour/ describes Bee: its mode, a
 * start-up during which it answers 503, batches that take polls to become usable, and staking that waits
 * for its transactions. The defaults are a light node that is up, sells usable batches and stakes at once.
 */
export type StandInBehaviour = {
  /** Refuses with 403 what Bee refuses in this mode; default `light`. */
  mode?: NodeMode;
  /** For this long after the first request, every route Bee gates on start-up answers 503. */
  startingMs?: number;
  /** A bought batch answers this many polls with 404, as many with 400, then is usable. */
  batchPendingPolls?: number;
  /** How long a stake deposit or withdrawal waits, standing for Bee's wait for the mined transactions. */
  stakeMiningMs?: number;
};

export type StandInOptions = StandInBehaviour & {
  /** Folder holding Swarm.yaml and SwarmCommon.yaml; defaults to BEE_OPENAPI_DIR or ../shared/data/bee-openapi-2.8.1. */
  contractDir?: string;
  /** Answers to use instead of the stand-in's own, by operation id (`POST /bzz`): to simulate a failing node. */
  answers?: Record<string, (request: RecordedRequest) => Answer>;
};

export type StandInBee = {
  url: string;
  violations: Violation[];
  /** Responses the stand-in sent that do not match the contract's schema for them (should stay empty). */
  responseProblems: string[];
  requests: RecordedRequest[];
  state: StandInState;
  /** Checks an answer against the contract's schema of `operationId`'s response; returns the problems found. */
  checkAnswer: (operationId: string, answer: Answer) => string[];
  close: () => Promise<void>;
};

type Handler = (request: RecordedRequest, params: Record<string, string>) => Answer | Promise<Answer>;

const problem = (status: number, message: string): Answer => ({status, body: {code: status, message}});
const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({status, body, headers});
const header = (request: RecordedRequest, name: string) => request.headers[name] as string | undefined;

/**
 * Values of a plausible light node that the contract's generated examples get wrong for a reader (a version
 * "string", a price of 10^18 per block): laid over the generated answer, which still fills every other field.
 */
const NODE_FACTS: Record<string, Record<string, unknown>> = {
  'GET /health': {status: 'ok', version: SUPPORTED_BEE_VERSION_EXACT, apiVersion: '8.1.0'},
  'GET /readiness': {status: 'ready', version: SUPPORTED_BEE_VERSION_EXACT, apiVersion: '8.1.0'},
  'GET /chainstate': {
    chainTip: 41_250_000,
    block: 41_249_998,
    totalAmount: '162000000000',
    currentPrice: '26500',
    minimumValidityBlocks: 17_280,
  },
  'GET /wallet': {bzzBalance: '25000000000000000', nativeTokenBalance: '1500000000000000000', chainID: 100},
  'GET /chequebook/balance': {totalBalance: '10000000000000000', availableBalance: '9500000000000000'},
};

/** `GET /` is not in the contract; bee-js's checkConnection and isConnected call it, and Bee answers with this text. */
const GREETING = 'Ethereum Swarm Bee';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stateHandlers(
  state: StandInState,
  deliver: (channel: string, message: Buffer) => void,
  behaviour: Required<StandInBehaviour>,
): Record<string, Handler> {
  const resolve = (address: string) => state.ensNames.get(address) ?? address;
  const nodeKey = new PrivateKey(STAND_IN_NODE_KEY);
  const nodeAddress = nodeKey.publicKey().address().toHex();
  const usableBatch = (request: RecordedRequest): Answer | null => {
    const batch = state.batches.get(header(request, 'swarm-postage-batch-id')?.toLowerCase() ?? '');
    const stage = batch ? batchStage(batch) : 'unseen';
    if (stage === 'unseen') return problem(404, BATCH_UNKNOWN_MESSAGE);
    return stage === 'unusable' ? problem(422, BATCH_NOT_USABLE_YET_MESSAGE) : null;
  };
  const polled = (batch: Batch): Answer | null => {
    const stage = batchStage(batch);
    pollBatch(batch);
    if (stage === 'unseen') return problem(NEW_BATCH_ANSWERS[0]!.status, NEW_BATCH_ANSWERS[0]!.message);
    return stage === 'unusable' ? problem(NEW_BATCH_ANSWERS[1]!.status, NEW_BATCH_ANSWERS[1]!.message) : null;
  };
  const stakeMined = () => sleep(behaviour.stakeMiningMs);
  const uploaded = (request: RecordedRequest, plain: {reference: string; chunks: number}) => {
    const stored = header(request, 'swarm-encrypt') === 'true' ? state.encrypted(plain) : plain;
    // A tag records the root chunk's address, which an encrypted reference starts with.
    const tag = state.countUpload(header(request, 'swarm-tag'), plain);
    if (header(request, 'swarm-pin') === 'true') state.pins.add(stored.reference);
    const headers: Record<string, string> = {'swarm-tag': String(tag.uid)};
    // An upload under access control answers the history it was added to: the one named, or a new one.
    if (header(request, 'swarm-act') === 'true') {
      headers['swarm-act-history-address'] = header(request, 'swarm-act-history-address') ?? randomHex(32);
    }
    return json(201, {reference: stored.reference}, headers);
  };
  const octets = (data: Buffer, headers: Record<string, string> = {}): Answer => ({
    status: 200,
    body: data,
    headers: {'content-type': 'application/octet-stream', ...headers},
  });
  const batchView = (id: string) => {
    const {pollsUnseen, pollsUnusable, ...batch} = state.batches.get(id)!;
    const capacity = 2 ** (batch.depth - batch.bucketDepth);
    const usable = pollsUnseen + pollsUnusable === 0;
    return {...batch, usable, exists: true, utilizationRatio: batch.utilization / capacity, batchTTL: 86_400 * 30};
  };

  return {
    'POST /bytes': async (request) => usableBatch(request) ?? uploaded(request, await state.storeBytes(request.body)),
    'GET /bytes/{address}': (request, {address}) => {
      const data = state.bytes.get(address);
      return data ? octets(data) : problem(404, 'Not Found');
    },
    'HEAD /bytes/{address}': (request, {address}) => {
      const data = state.bytes.get(address);
      return data ? {status: 200, headers: {'content-length': String(data.length)}} : problem(404, 'Not Found');
    },
    'POST /chunks': (request) => {
      const refused = usableBatch(request);
      if (refused && !header(request, 'swarm-postage-stamp')) return refused;
      const reference = state.storeChunk(request.body);
      return uploaded(request, {reference, chunks: 1});
    },
    'GET /chunks/{address}': (request, {address}) => {
      const chunk = state.chunks.get(address);
      return chunk ? octets(chunk) : problem(404, 'Not Found');
    },
    'POST /soc/{owner}/{id}': (request, {owner, id}) => {
      const refused = usableBatch(request);
      if (refused && !header(request, 'swarm-postage-stamp')) return refused;
      const reference = state.storeSingleOwnerChunk(owner, id, request.query.get('sig')!, request.body);
      // A GSOC subscriber listens on the single owner chunk's address and receives its payload.
      deliver(`gsoc/${reference}`, request.body.subarray(8));
      return uploaded(request, {reference, chunks: 1});
    },
    'GET /feeds/{owner}/{topic}': (request, {owner, topic}) => {
      const latest = state.latestFeedUpdate(owner, topic);
      if (!latest) return problem(404, 'lookup failed');
      const indexHex = (index: bigint) => index.toString(16).padStart(16, '0');
      // Identifier (32) and signature (65) precede the wrapped chunk's span (8) and payload.
      return octets(latest.chunk.subarray(32 + 65 + 8), {
        'swarm-soc-signature': latest.chunk.subarray(32, 97).toString('hex'),
        'swarm-feed-index': indexHex(latest.index),
        'swarm-feed-index-next': indexHex(latest.index + 1n),
      });
    },
    'POST /feeds/{owner}/{topic}': async (request, {owner, topic}) =>
      usableBatch(request) ?? json(201, {reference: await state.storeFeedManifest(owner, topic)}),
    'POST /bzz': async (request) => {
      const refused = usableBatch(request);
      if (refused) return refused;
      const contentType = header(request, 'content-type') ?? 'application/octet-stream';
      const name = request.query.get('name') ?? 'file';
      const collection =
        header(request, 'swarm-collection') === 'true'
          ? {
              files: new Map(
                [...readTar(request.body)].map(
                  ([path, data]) => [path, {data, contentType: contentTypeOf(path), name: path.split('/').pop()!}] as const,
                ),
              ),
              indexDocument: header(request, 'swarm-index-document'),
              errorDocument: header(request, 'swarm-error-document'),
            }
          : {files: new Map([[name, {data: request.body, contentType, name}]])};
      return uploaded(request, await state.storeCollection(collection));
    },
    'GET /bzz/{address}': (request, {address}) => downloadFromCollection(resolve(address), ''),
    // The path may hold slashes, which a single path parameter does not capture: take the rest of the URL.
    'GET /bzz/{address}/{path}': (request, {address}) =>
      downloadFromCollection(resolve(address), decodeURIComponent(request.path.split('/').slice(3).join('/'))),
    'POST /tags': () => json(201, state.newTag()),
    'GET /tags': () => json(200, {tags: [...state.tags.values()]}),
    'GET /tags/{id}': (request, {id}) => {
      const tag = state.tags.get(Number(id));
      return tag ? json(200, tag) : problem(404, 'tag not present');
    },
    'DELETE /tags/{id}': (request, {id}) => (state.tags.delete(Number(id)) ? {status: 204} : problem(404, 'tag not present')),
    'POST /pins/{reference}': (request, {reference}) => {
      state.pins.add(reference);
      return json(201, {code: 201, message: 'Created'});
    },
    'GET /pins/{reference}': (request, {reference}) => (state.pins.has(reference) ? json(200, {reference}) : problem(404, 'Not Found')),
    'DELETE /pins/{reference}': (request, {reference}) => {
      state.pins.delete(reference);
      return json(200, {code: 200, message: 'OK'});
    },
    'GET /pins': () => json(200, {references: [...state.pins]}),
    'POST /stamps/{amount}/{depth}': (request, {amount, depth}) => {
      const batch = state.buyBatch(
        amount,
        Number(depth),
        request.query.get('label') ?? '',
        header(request, 'immutable') !== 'false',
        behaviour.batchPendingPolls,
      );
      return json(201, {batchID: batch.batchID, txHash: `0x${randomHex(32)}`});
    },
    // Bee lists a batch once it has seen it on chain, with `usable: false` until it is usable.
    'GET /stamps': () => {
      const stamps = [...state.batches.values()].filter((batch) => batchStage(batch) !== 'unseen').map((batch) => batchView(batch.batchID));
      for (const batch of state.batches.values()) pollBatch(batch);
      return json(200, {stamps});
    },
    'GET /batches': () =>
      json(200, {
        batches: [...state.batches.values()].map((batch) => ({
          batchID: batch.batchID,
          value: batch.amount,
          start: batch.blockNumber,
          owner: nodeAddress,
          depth: batch.depth,
          bucketDepth: batch.bucketDepth,
          immutable: batch.immutableFlag,
          batchTTL: 86_400 * 30,
        })),
      }),
    'GET /addresses': () =>
      json(200, {
        overlay: state.overlay,
        underlay: [`/ip4/127.0.0.1/tcp/1634/p2p/16Uiu2HAm${'x'.repeat(44)}`],
        ethereum: nodeAddress,
        chain_address: nodeAddress,
        publicKey: nodeKey.publicKey().toCompressedHex(),
        pssPublicKey: nodeKey.publicKey().toCompressedHex(),
      }),
    'GET /stamps/{batch_id}': (request, {batch_id}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(404, beeResponse('batch-not-seen-yet').message);
      return polled(batch) ?? json(200, batchView(batch_id));
    },
    'PATCH /stamps/topup/{batch_id}/{amount}': (request, {batch_id, amount}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(404, 'issuer does not exist');
      batch.amount = String(BigInt(batch.amount) + BigInt(amount));
      return json(202, {batchID: batch_id, txHash: `0x${randomHex(32)}`});
    },
    'PATCH /stamps/dilute/{batch_id}/{depth}': (request, {batch_id, depth}) => {
      const batch = state.batches.get(batch_id);
      if (!batch) return problem(404, 'issuer does not exist');
      if (Number(depth) <= batch.depth) return problem(400, 'invalid depth');
      batch.amount = String(BigInt(batch.amount) / 2n ** BigInt(Number(depth) - batch.depth));
      batch.depth = Number(depth);
      return json(202, {batchID: batch_id, txHash: `0x${randomHex(32)}`});
    },
    'POST /grantee': async (request) => {
      const refused = usableBatch(request);
      if (refused) return refused;
      const {grantees} = JSON.parse(request.body.toString('utf8')) as {grantees: string[]};
      return json(201, storeGrantees(grantees));
    },
    'GET /grantee/{address}': (request, {address}) => {
      const grantees = state.granteeLists.get(address);
      return grantees ? json(200, grantees) : problem(404, 'Not Found');
    },
    'PATCH /grantee/{address}': (request, {address}) => {
      const refused = usableBatch(request);
      if (refused) return refused;
      const current = state.granteeLists.get(address);
      if (!current) return problem(404, 'Not Found');
      const {add = [], revoke = []} = JSON.parse(request.body.toString('utf8')) as {add?: string[]; revoke?: string[]};
      return json(200, storeGrantees([...current.filter((key) => !revoke.includes(key)), ...add]));
    },
    'POST /stake/{amount}': async (request, {amount}) => {
      // Light nodes cannot double their reserve, and the stand-in's full node does not either: h is 0.
      if (state.stakedAmount + BigInt(amount) < STAKING.minimumPlur) {
        const refused = beeResponse('stake-below-minimum');
        return problem(refused.status, refused.message);
      }
      await stakeMined();
      state.stakedAmount += BigInt(amount);
      return json(200, {txHash: `0x${randomHex(32)}`});
    },
    'GET /stake': () => json(200, {stakedAmount: String(state.stakedAmount)}),
    'DELETE /stake': () => {
      state.stakedAmount = 0n;
      return json(200, {txHash: `0x${randomHex(32)}`});
    },
    'DELETE /stake/withdrawable': async () => {
      await stakeMined();
      return json(200, {txHash: `0x${randomHex(32)}`});
    },
    'GET /node': () =>
      json(200, {
        beeMode: behaviour.mode,
        chequebookEnabled: behaviour.mode !== 'ultra-light',
        swapEnabled: behaviour.mode !== 'ultra-light',
      }),
    'POST /pss/send/{topic}/{targets}': (request, {topic}) => {
      const refused = usableBatch(request);
      if (refused) return refused;
      deliver(`pss/${topic}`, request.body);
      return {status: 201};
    },
  };

  function storeGrantees(grantees: string[]) {
    // A grantee list is stored encrypted, so its reference is 64 bytes; the history is a plain 32-byte reference.
    const ref = randomHex(64);
    state.granteeLists.set(ref, grantees);
    return {ref, historyref: randomHex(32)};
  }

  function downloadFromCollection(address: string, path: string): Answer {
    const feed = state.feedManifests.get(address);
    if (feed) {
      // A feed manifest resolves to the reference in the feed's latest update (its last 32 bytes).
      const latest = state.latestFeedUpdate(feed.owner, feed.topic);
      return latest ? downloadFromCollection(latest.chunk.subarray(-32).toString('hex'), path) : problem(404, 'Not Found');
    }
    const collection = state.collections.get(address);
    if (!collection) return problem(404, 'Not Found');
    const file =
      collection.files.get(path) ??
      collection.files.get(`${path}${path && !path.endsWith('/') ? '/' : ''}${collection.indexDocument ?? ''}`) ??
      (collection.files.size === 1 && path === '' ? [...collection.files.values()][0] : undefined) ??
      (collection.errorDocument ? collection.files.get(collection.errorDocument) : undefined);
    if (!file) return problem(404, 'Not Found');
    return {
      status: 200,
      body: file.data,
      headers: {'content-type': file.contentType, 'content-disposition': `inline; filename="${file.name}"`},
    };
  }
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
};

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
}

/** The request body's media types the operation accepts (empty when it takes no body). */
function acceptedMediaTypes(operation: {requestBody?: unknown}): string[] {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return Object.keys(body?.content ?? {});
}

function mediaTypeMatches(accepted: string, actual: string): boolean {
  if (accepted === '*/*') return true;
  const [type, subtype] = accepted.split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return type === actualType && (subtype === '*' || subtype === actualSubtype);
}

/** The contract rules a request broke, in words: `header swarm-postage-batch-id must match pattern "..."`. */
function describeErrors(errors: {instancePath: string; message?: string; params?: Record<string, unknown>}[]): string {
  return errors
    .map((error) => {
      const where = error.instancePath.replace(/^\//, '').replace(/\//g, ' ');
      const extra = error.params?.additionalProperty ? ` (${String(error.params.additionalProperty)})` : '';
      return `${where || 'request'} ${error.message ?? 'is invalid'}${extra}`.trim();
    })
    .join('; ');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, answer: Answer) {
  const isJson = answer.body !== undefined && !Buffer.isBuffer(answer.body) && typeof answer.body !== 'string';
  const headers = {...(isJson ? {'content-type': 'application/json'} : {}), ...answer.headers};
  response.writeHead(answer.status, headers);
  if (answer.body === undefined) response.end();
  else response.end(isJson ? JSON.stringify(answer.body) : (answer.body as Buffer | string));
}

/** Building the validators takes seconds, so every stand-in of a process shares one backend per contract folder. */
const backends = new Map<string, Promise<OpenAPIBackend>>();

function backendFor(dir: string): Promise<OpenAPIBackend> {
  if (!backends.has(dir)) backends.set(dir, createBackend(dir));
  return backends.get(dir)!;
}

async function createBackend(dir: string): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: loadContract(dir),
    quick: false,
    strict: false,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  return api;
}

export async function startStandInBee(options: StandInOptions = {}): Promise<StandInBee> {
  const api = await backendFor(options.contractDir ?? contractDir());
  const state = new StandInState();
  const violations: Violation[] = [];
  const responseProblems: string[] = [];
  const requests: RecordedRequest[] = [];
  const subscribers = new Map<string, Set<WebSocket>>();
  const deliver = (channel: string, message: Buffer) => {
    for (const socket of subscribers.get(channel) ?? []) socket.send(message);
  };
  const behaviour: Required<StandInBehaviour> = {
    mode: options.mode ?? 'light',
    startingMs: options.startingMs ?? 0,
    batchPendingPolls: options.batchPendingPolls ?? 0,
    stakeMiningMs: options.stakeMiningMs ?? 0,
  };
  // The clock starts with the first request, not with the server: on a busy machine a sample may start well
  // after its stand-in, and it must still meet a starting node.
  let startedAt: number | undefined;
  const starting = () => Date.now() - (startedAt ??= Date.now()) < behaviour.startingMs;
  const handlers = {...stateHandlers(state, deliver, behaviour), ...options.answers};

  const checkAnswer = (operationId: string, answer: Answer): string[] => {
    if (answer.body === undefined || Buffer.isBuffer(answer.body) || typeof answer.body === 'string') return [];
    const result = api.validateResponse(answer.body, operationId, answer.status);
    return result.valid ? [] : [`${operationId} ${answer.status}: ${describeErrors(result.errors ?? [])}`];
  };

  /** The answer to a request, with the contract operation it matched (none for refusals and `GET /`). */
  /** Bee's own refusals of an operation the contract allows: start-up (503) and the node mode (403). */
  function beeAnswerBeyondContract(method: string, path: string): Answer | null {
    if (starting()) {
      if (path === '/readiness') {
        const notReady = beeResponse('not-ready');
        return json(notReady.status, {status: notReady.message, version: SUPPORTED_BEE_VERSION_EXACT, apiVersion: '8.1.0'});
      }
      if (!answersWhileStarting(path)) return problem(STARTING_UP.status, STARTING_UP.message);
    }
    const refused = refusalIn(behaviour.mode, method, path);
    return refused ? problem(refused.status, refused.message) : null;
  }

  async function answerFor(recorded: RecordedRequest, rawUrl: string): Promise<{answer: Answer; operationId?: string}> {
    const describe = `${recorded.method} ${rawUrl}`;
    const refuse = (status: number, rule: string) => {
      violations.push({request: describe, rule});
      return {answer: problem(status, `stand-in Bee: ${rule}`)};
    };
    if (recorded.method === 'GET' && recorded.path === '/') return {answer: {status: 200, body: GREETING}};
    // bee-js's isGateway asks this of gateways; a Bee node has no such endpoint and answers 404.
    if (recorded.method === 'GET' && recorded.path === '/gateway') return {answer: problem(404, 'Not Found')};

    const request: Request = {
      method: recorded.method,
      // Bee's {path} of /bzz/{address}/{path} spans segments, which the router's parameters do not: route it as one.
      path: recorded.path.replace(/^(\/bzz\/[^/]+\/)(.+)$/, (whole, prefix: string, rest: string) => prefix + rest.replaceAll('/', '%2F')),
      query: Object.fromEntries(recorded.query),
      headers: recorded.headers as Record<string, string>,
      body: recorded.body.length > 0 ? recorded.body.toString('utf8') : undefined,
    };
    const operation = api.matchOperation(request);
    if (!operation) {
      const pathKnown = api.router.getOperations().some((candidate) => api.router.matchOperation({...request, method: candidate.method}));
      return pathKnown
        ? refuse(405, `the contract has no ${recorded.method} operation for ${recorded.path}`)
        : refuse(404, `the contract has no path matching ${recorded.path}`);
    }
    const contentType = (header(recorded, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const accepted = acceptedMediaTypes(operation);
    if (recorded.body.length > 0 && accepted.length === 0) {
      return refuse(400, `${operation.operationId} takes no request body`);
    }
    // The contract's own description of POST /bzz lets a single file (no swarm-collection header) carry its type.
    const singleFile = operation.operationId === 'POST /bzz' && header(recorded, 'swarm-collection') !== 'true';
    if (recorded.body.length > 0 && !singleFile && !accepted.some((type) => mediaTypeMatches(type, contentType))) {
      return refuse(400, `${operation.operationId} body content-type must be one of ${accepted.join(', ')}, got "${contentType}"`);
    }
    if (contentType === 'application/json' && request.body !== undefined) {
      try {
        request.body = JSON.parse(request.body as string);
      } catch {
        return refuse(400, `${operation.operationId} body is not valid JSON`);
      }
    }
    // OpenAPI does not forbid query parameters an operation leaves undeclared (Bee ignores them); ajv's schema does.
    const errors = (api.validateRequest(request, operation).errors ?? []).filter(
      (error) => !(error.instancePath === '/query' && error.keyword === 'additionalProperties'),
    );
    if (errors.length > 0) return refuse(400, `${operation.operationId}: ${describeErrors(errors)}`);

    const params = api.router.parseRequest(request, operation).params as Record<string, string>;
    const operationId = operation.operationId!;
    const refusal = beeAnswerBeyondContract(operation.method.toUpperCase(), operation.path);
    if (refusal) return {answer: refusal, operationId};
    const handler = handlers[operationId];
    if (handler) return {answer: await handler(recorded, params), operationId};
    const mock = api.mockResponseForOperation(operationId);
    const facts = NODE_FACTS[operationId];
    return {answer: {status: mock.status, body: facts ? {...(mock.mock as object), ...facts} : mock.mock}, operationId};
  }

  const server = createServer(async (req, res) => {
    // Browser pages of other origins call the stand-in, as they may call a local Bee: allow any origin.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-expose-headers', '*');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: await readBody(req),
    };
    requests.push(recorded);
    try {
      const {answer, operationId} = await answerFor(recorded, `${url.pathname}${url.search}`);
      if (operationId && answer.status < 400) responseProblems.push(...checkAnswer(operationId, answer));
      send(res, answer);
    } catch (error) {
      send(res, problem(500, `stand-in Bee failed: ${error instanceof Error ? error.message : String(error)}`));
    }
  });

  // PSS and GSOC subscriptions are WebSockets, which the contract does not describe: see README.md.
  const sockets = new WebSocketServer({noServer: true});
  server.on('upgrade', (req, socket, head) => {
    const match = /^\/(pss|gsoc)\/subscribe\/([0-9a-fA-F]{64})$/.exec(new URL(req.url ?? '/', 'http://stand-in').pathname);
    if (!match) {
      violations.push({
        request: `GET ${req.url} (WebSocket)`,
        rule: 'only /pss/subscribe/{topic} and /gsoc/subscribe/{address} are WebSockets',
      });
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const channel = `${match[1]}/${match[2]!.toLowerCase()}`;
      if (!subscribers.has(channel)) subscribers.set(channel, new Set());
      subscribers.get(channel)!.add(ws);
      ws.on('close', () => subscribers.get(channel)!.delete(ws));
    });
  });

  // A sample may block its event loop for seconds (mining a GSOC key); a client reusing a connection the
  // server closed meanwhile would see ECONNRESET, so idle connections stay open longer than any such pause.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    violations,
    responseProblems,
    requests,
    state,
    checkAnswer,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
