/**
 * What the stand-in's parts exchange: a request as the stand-in records it, the answer a route gives, a
 * violation of the contract, and the small answer builders every route module uses.
 */
import {randomBytes} from 'node:crypto';
import type {IncomingHttpHeaders} from 'node:http';
import type {ResolvedBehaviour} from './behaviour';
import type {StandInState} from './state';

export type Violation = {
  /** `METHOD /path?query` as the stand-in received it. */
  request: string;
  /** The contract rule the request broke, e.g. `header swarm-postage-batch-id must match pattern "^[A-Fa-f0-9]{64}$"`. */
  rule: string;
};

export type RecordedRequest = {method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: Buffer};

/** An answer of the stand-in: status, body (JSON unless a Buffer or string) and headers. */
export type Answer = {status: number; body?: unknown; headers?: Record<string, string>};

/** A route's answer to a request whose path parameters the contract's router has parsed. */
export type Handler = (request: RecordedRequest, params: Record<string, string>) => Answer | Promise<Answer>;

/** Handlers by operation id (`POST /bytes`). */
export type Routes = Record<string, Handler>;

/** What a route module is built from: the node's memory, its behaviour, and the delivery of messages to subscribers. */
export type RouteContext = {
  state: StandInState;
  behaviour: ResolvedBehaviour;
  /** Sends `message` to every open WebSocket subscription of `channel` (`pss/<topic>`, `gsoc/<address>`). */
  deliver: (channel: string, message: Buffer) => void;
};

export const problem = (status: number, message: string): Answer => ({status, body: {code: status, message}});
export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({status, body, headers});
export const header = (request: RecordedRequest, name: string) => request.headers[name] as string | undefined;

export const octets = (data: Buffer, headers: Record<string, string> = {}): Answer => ({
  status: 200,
  body: data,
  headers: {'content-type': 'application/octet-stream', ...headers},
});

/** The hash of a transaction the stand-in pretends to have sent. */
export const txHash = () => `0x${randomBytes(32).toString('hex')}`;
