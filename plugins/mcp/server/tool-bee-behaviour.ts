/** bee_behaviour: what Bee answers an endpoint beyond its OpenAPI contract, from src/data/bee-behaviour/, each with its source line. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {
  BATCH_UPLOAD_ERRORS,
  BEE_REF,
  BEE_JS_ENDPOINTS,
  BEE_RESPONSES,
  beeResponsesFor,
  NEW_BATCH,
  sourceUrl,
  WAITS_FOR_MINING,
  type BeeSource,
} from '../../../src/data/bee-behaviour';
import {LIMITS, type Docs} from './docs';
import {nearestNames} from './nearest';
import {failure, json, type ToolResult} from './results';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

type Endpoint = [method: string, path: string];

/** Every endpoint the behaviour module knows, as `METHOD path`. */
function knownEndpoints(): Endpoint[] {
  const all = [
    ...BEE_RESPONSES.map(({method, path}) => [method, path] as const),
    ...WAITS_FOR_MINING.map(({method, path}) => [method, path] as const),
    ...Object.values(BEE_JS_ENDPOINTS).flat(),
  ];
  const unique = new Map(all.map(([method, path]) => [`${method} ${path}`, [method, path] as Endpoint]));
  return [...unique.values()].sort(([m1, p1], [m2, p2]) => p1.localeCompare(p2) || m1.localeCompare(m2));
}

const templatePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);

const cited = (source: BeeSource) => ({url: sourceUrl(source), function: source.function, line: source.fragment});

/** The endpoints a path (its method optional) matches, exactly or by template. */
function endpointsOfPath(
  endpoints: readonly Endpoint[],
  query: string,
  method: string | undefined,
  pathAndQuery: string,
): Endpoint[] | string {
  const path = pathAndQuery.split('?')[0]!;
  const ofMethod = endpoints.filter(([m]) => !method || m === method);
  const exact = ofMethod.filter(([, p]) => p === path);
  const matched = exact.length > 0 ? exact : ofMethod.filter(([, p]) => templatePattern(p).test(path));
  if (matched.length > 0) return matched;
  const nearest = nearestNames(
    query,
    endpoints.map(([m, p]) => `${m} ${p}`),
  );
  return `Bee's behaviour module lists no endpoint "${query}". Nearest: ${nearest.join(', ')}.`;
}

function matchEndpoints(endpoints: readonly Endpoint[], query: string): Endpoint[] | string {
  const [first, ...rest] = query.split(/\s+/);
  const method = first && METHODS.includes(first.toUpperCase()) && rest.length === 1 ? first.toUpperCase() : undefined;
  const path = method ? rest[0]! : query;
  if (path.startsWith('/')) return endpointsOfPath(endpoints, query, method, path);
  const methodName = query.replace(/^bee\./i, '').replace(/\(\)$/, '');
  const called = Object.entries(BEE_JS_ENDPOINTS).find(([name]) => name.toLowerCase() === methodName.toLowerCase());
  if (called) return called[1].map(([m, p]) => [m, p]);
  const names = [...Object.keys(BEE_JS_ENDPOINTS).map((name) => `Bee.${name}`), ...endpoints.map(([m, p]) => `${m} ${p}`)];
  return `"${query}" is neither an endpoint (start it with /, optionally after its method) nor a bee-js method the behaviour module maps to endpoints. Nearest: ${nearestNames(query, names).join(', ')}.`;
}

function endpointBehaviour(docs: Docs, [method, path]: Endpoint) {
  return {
    endpoint: `${method} ${path}`,
    responses: beeResponsesFor(method, path).map((response) => ({
      status: response.status,
      message: response.message,
      when: response.when,
      ...(response.modes && {nodeModes: response.modes}),
      source: cited(response.source),
      docs: docs.absolute(response.docs),
    })),
    waitsForMining: WAITS_FOR_MINING.filter((wait) => wait.method === method && wait.path === path).map((wait) => ({
      what: wait.what,
      source: cited(wait.source),
    })),
  };
}

/** What a new batch does before it is usable, for the endpoints that buy or read one. */
function newBatchBehaviour(docs: Docs) {
  const notUsable = NEW_BATCH.notUsableYet;
  const uploadMeanwhile = BATCH_UPLOAD_ERRORS.find((error) => error.status === 422);
  return {
    usableAfterBlocks: NEW_BATCH.blocks,
    beforeUsable: `${notUsable.method} ${notUsable.path} answers ${notUsable.status} "${notUsable.message}": ${notUsable.when}.`,
    ...(uploadMeanwhile && {uploadBeforeUsable: `${uploadMeanwhile.status} "${uploadMeanwhile.message}": ${uploadMeanwhile.cause}`}),
    sources: [cited(NEW_BATCH.registered), cited(NEW_BATCH.blocksSource), cited(NEW_BATCH.usableCheck), cited(notUsable.source)],
    docs: docs.absolute(notUsable.docs),
  };
}

function beeBehaviour(docs: Docs, endpoints: readonly Endpoint[], query: string): ToolResult {
  const matched = matchEndpoints(endpoints, query);
  if (typeof matched === 'string') return failure(matched);
  const buysOrReadsBatch = matched.some(
    ([m, p]) => (m === 'POST' && p === '/stamps/{amount}/{depth}') || (m === 'GET' && p === '/stamps/{batch_id}'),
  );
  return json({
    bee: `Bee ${BEE_REF.slice(1)}`,
    endpoints: matched.map((endpoint) => endpointBehaviour(docs, endpoint)),
    ...(buysOrReadsBatch && {newBatch: newBatchBehaviour(docs)}),
  });
}

export function registerBeeBehaviour(server: McpServer, docs: Docs) {
  const endpoints = knownEndpoints();
  server.registerTool(
    'bee_behaviour',
    {
      description:
        'What the Bee node these docs pin answers beyond its OpenAPI contract, for an endpoint (`GET /stamps/{batch_id}`, ' +
        '`/stamps/<id>`) or a bee-js method (`createPostageBatch`, `Bee.uploadFile`): status codes, messages, when and in which ' +
        "node modes, what waits for a transaction, each with the line of Bee's source that does it.",
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(LIMITS.query)
          .describe('An endpoint, with or without its method, or a bee-js method name.'),
      },
    },
    ({query}) => beeBehaviour(docs, endpoints, query),
  );
}
