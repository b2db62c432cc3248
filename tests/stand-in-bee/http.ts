/** The stand-in's HTTP plumbing: requests read into RecordedRequest, answers written, and CORS for browser pages. */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Answer, RecordedRequest} from './answers';

export async function recordRequest(request: IncomingMessage, url: URL): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: Buffer.concat(chunks),
  };
}

export function send(response: ServerResponse, answer: Answer) {
  const isJson = answer.body !== undefined && !Buffer.isBuffer(answer.body) && typeof answer.body !== 'string';
  const headers = {...(isJson ? {'content-type': 'application/json'} : {}), ...answer.headers};
  response.writeHead(answer.status, headers);
  if (answer.body === undefined) response.end();
  else response.end(isJson ? JSON.stringify(answer.body) : (answer.body as Buffer | string));
}

/**
 * Browser pages of other origins call the stand-in, as they may call a local Bee: allows any origin on every
 * answer, and answers a preflight. Returns whether the request was a preflight, which needs no other answer.
 */
export function allowCrossOrigin(request: IncomingMessage, response: ServerResponse): boolean {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-expose-headers', '*');
  if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return false;
  response.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
  });
  response.end();
  return true;
}
