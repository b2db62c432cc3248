/**
 * Holds requests and answers to Bee's contract with openapi-backend: routes a request to its operation and
 * validates it (method, path, query, headers, the body's content type and JSON), validates the answers' JSON
 * bodies, and generates answers from the contract's schema for operations no route module answers.
 */
import addFormats from 'ajv-formats';
import {OpenAPIBackend, type Operation, type Request} from 'openapi-backend';
import type {OpenAPIV3} from 'openapi-types';
import {header, type Answer, type RecordedRequest} from './answers';
import {loadContract} from './contract';

/** Every stand-in of a process shares one backend per contract folder. */
const backends = new Map<string, Promise<OpenAPIBackend>>();

export function backendFor(dir: string): Promise<OpenAPIBackend> {
  if (!backends.has(dir)) backends.set(dir, createBackend(dir));
  return backends.get(dir)!;
}

/**
 * Two backends, because openapi-backend ties two things to one `quick` flag. The first validates the contract and
 * resolves its $refs with json-schema-ref-parser (quick mode's synchronous resolver cannot follow Bee's references
 * to components). The second validates traffic with Ajv validators compiled for an operation the first time it is
 * used (quick mode), not for all of Bee's operations at start, which would slow each stand-in's start, while a
 * sample run touches a handful of operations.
 */
async function createBackend(dir: string): Promise<OpenAPIBackend> {
  const resolved = new OpenAPIBackend({definition: loadContract(dir), quick: false, strict: true, validate: false});
  await resolved.init();
  const api = new OpenAPIBackend({
    definition: resolved.definition,
    quick: true,
    strict: true,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  return api;
}

/** A request the contract allows, with the operation it matched and its path parameters. */
export type AllowedRequest = {operation: Operation; params: Record<string, string>};

/** The rule a request broke and the status it is refused with. */
export type BrokenRule = {status: number; rule: string};

export function checkRequest(api: OpenAPIBackend, recorded: RecordedRequest): AllowedRequest | BrokenRule {
  const request: Request = {
    method: recorded.method,
    // Bee's {path} of /bzz/{address}/{path} spans segments, which the router's parameters do not: route it as one.
    path: recorded.path.replace(/^(\/bzz\/[^/]+\/)(.+)$/, (whole, prefix: string, rest: string) => prefix + rest.replaceAll('/', '%2F')),
    query: Object.fromEntries(recorded.query),
    headers: recorded.headers as Record<string, string>,
    body: recorded.body.length > 0 ? recorded.body.toString('utf8') : undefined,
  };
  const operation = api.matchOperation(request);
  if (!operation) return unmatched(api, request, recorded.path);
  const bodyProblem = checkBody(operation, recorded, request);
  if (bodyProblem) return {status: 400, rule: bodyProblem};
  // OpenAPI does not forbid query parameters an operation leaves undeclared (Bee ignores them); ajv's schema does.
  const errors = (api.validateRequest(request, operation).errors ?? []).filter(
    (error) => !(error.instancePath === '/query' && error.keyword === 'additionalProperties'),
  );
  if (errors.length > 0) return {status: 400, rule: `${operation.operationId}: ${describeErrors(errors)}`};
  return {operation, params: api.router.parseRequest(request, operation).params as Record<string, string>};
}

/** Why no operation matched: the path is unknown (404), or known for other methods (405). `path` as received. */
function unmatched(api: OpenAPIBackend, request: Request, path: string): BrokenRule {
  const pathKnown = api.router.getOperations().some((candidate) => api.router.matchOperation({...request, method: candidate.method}));
  return pathKnown
    ? {status: 405, rule: `the contract has no ${request.method} operation for ${path}`}
    : {status: 404, rule: `the contract has no path matching ${path}`};
}

/** The rule the request's body breaks, or null; parses a JSON body into `request.body` for the validator. */
function checkBody(operation: Operation, recorded: RecordedRequest, request: Request): string | null {
  const contentType = (header(recorded, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const accepted = acceptedMediaTypes(operation);
  if (recorded.body.length > 0 && accepted.length === 0) return `${operation.operationId} takes no request body`;
  // The contract's own description of POST /bzz lets a single file (no swarm-collection header) carry its type.
  const singleFile = operation.operationId === 'POST /bzz' && header(recorded, 'swarm-collection') !== 'true';
  if (recorded.body.length > 0 && !singleFile && !accepted.some((type) => mediaTypeMatches(type, contentType))) {
    return `${operation.operationId} body content-type must be one of ${accepted.join(', ')}, got "${contentType}"`;
  }
  if (contentType === 'application/json' && request.body !== undefined) {
    try {
      request.body = JSON.parse(request.body as string);
    } catch {
      return `${operation.operationId} body is not valid JSON`;
    }
  }
  return null;
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

/** How an answer's JSON body differs from the contract's schema of `operationId`'s response (empty when it does not). */
export function answerProblems(api: OpenAPIBackend, operationId: string, answer: Answer): string[] {
  if (answer.body === undefined || Buffer.isBuffer(answer.body) || typeof answer.body === 'string') return [];
  const result = api.validateResponse(answer.body, operationId, answer.status);
  return result.valid ? [] : [`${operationId} ${answer.status}: ${describeErrors(result.errors ?? [])}`];
}

/** The answer openapi-backend generates from the contract's schema for the first success status, with `facts` laid over it. */
export function generatedAnswer(api: OpenAPIBackend, operationId: string, facts?: Record<string, unknown>): Answer {
  const mock = api.mockResponseForOperation(operationId);
  return {status: mock.status, body: facts ? {...(mock.mock as object), ...facts} : mock.mock};
}
