/**
 * A stand-in Bee node for tests: an HTTP server on 127.0.0.1 that routes and validates every request with
 * openapi-backend against Bee's own OpenAPI contract (contract-check.ts), answers from a thin state layer
 * (state.ts) through one route module per domain (routes/), and otherwise with a response openapi-backend
 * generates from the contract's schema. Requests that break the contract answer 400 naming the rule, and are
 * recorded in `violations`. Behaviour outside the contract is listed in README.md beside this file.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {OpenAPIBackend} from 'openapi-backend';
import {problem, type Answer, type RecordedRequest, type RouteContext, type Routes, type Violation} from './answers';
import {refusalsBeyondContract, resolveBehaviour, type StandInBehaviour} from './behaviour';
import {contractDir} from './contract';
import {answerProblems, backendFor, checkRequest, generatedAnswer} from './contract-check';
import {allowCrossOrigin, recordRequest, send} from './http';
import {accessControlRoutes} from './routes/access-control';
import {contentRoutes} from './routes/content';
import {feedAndSocRoutes} from './routes/feeds-soc';
import {messagingRoutes, Subscriptions} from './routes/messaging';
import {answerOutsideContract, NODE_FACTS, nodeRoutes} from './routes/node';
import {stampRoutes} from './routes/stamps';
import {tagAndPinRoutes} from './routes/tags-pins';
import {StandInState} from './state';

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

/** Every route of the stand-in, one module per domain. */
const routesOf = (context: RouteContext): Routes => ({
  ...contentRoutes(context),
  ...tagAndPinRoutes(context),
  ...accessControlRoutes(context),
  ...stampRoutes(context),
  ...feedAndSocRoutes(context),
  ...messagingRoutes(context),
  ...nodeRoutes(context),
});

/** One running stand-in: its contract, what it recorded, and how it answers. */
type StandIn = {
  api: OpenAPIBackend;
  violations: Violation[];
  responseProblems: string[];
  requests: RecordedRequest[];
  refusal: (method: string, path: string) => Answer | null;
  handlers: Routes;
};

/** The answer to a request, with the contract operation it matched (none for requests outside the contract and refusals). */
async function answerFor(standIn: StandIn, recorded: RecordedRequest, rawUrl: string): Promise<{answer: Answer; operationId?: string}> {
  const outside = answerOutsideContract(recorded.method, recorded.path);
  if (outside) return {answer: outside};
  const checked = checkRequest(standIn.api, recorded);
  if ('rule' in checked) {
    standIn.violations.push({request: `${recorded.method} ${rawUrl}`, rule: checked.rule});
    return {answer: problem(checked.status, `stand-in Bee: ${checked.rule}`)};
  }
  const {operation, params} = checked;
  const operationId = operation.operationId!;
  const refusal = standIn.refusal(operation.method.toUpperCase(), operation.path);
  if (refusal) return {answer: refusal, operationId};
  const handler = standIn.handlers[operationId];
  if (handler) return {answer: await handler(recorded, params), operationId};
  return {answer: generatedAnswer(standIn.api, operationId, NODE_FACTS[operationId]), operationId};
}

async function serve(standIn: StandIn, request: IncomingMessage, response: ServerResponse) {
  if (allowCrossOrigin(request, response)) return;
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const recorded = await recordRequest(request, url);
  standIn.requests.push(recorded);
  try {
    const {answer, operationId} = await answerFor(standIn, recorded, `${url.pathname}${url.search}`);
    if (operationId && answer.status < 400) standIn.responseProblems.push(...answerProblems(standIn.api, operationId, answer));
    send(response, answer);
  } catch (error) {
    send(response, problem(500, `stand-in Bee failed: ${error instanceof Error ? error.message : String(error)}`));
  }
}

export async function startStandInBee(options: StandInOptions = {}): Promise<StandInBee> {
  const api = await backendFor(options.contractDir ?? contractDir());
  const state = new StandInState();
  const behaviour = resolveBehaviour(options);
  const subscriptions = new Subscriptions();
  const standIn: StandIn = {
    api,
    violations: [],
    responseProblems: [],
    requests: [],
    refusal: refusalsBeyondContract(behaviour),
    handlers: {...routesOf({state, behaviour, deliver: subscriptions.deliver}), ...options.answers},
  };
  const server = createServer((request, response) => serve(standIn, request, response));
  server.on('upgrade', (request, socket, head) => {
    const violation = subscriptions.accept(request, socket, head);
    if (violation) standIn.violations.push(violation);
  });
  // The server never closes an idle connection; clients close their own (fetch after 4 s idle, browsers
  // likewise). The code-sample runner calls the stand-in from its own process, and a sample there may block the
  // event loop for a long time (mining a GSOC key, several times longer under CI load). With a server-side idle timeout, both sides' timers came due together after such a pause and the next
  // sample reused the connection the server was closing: `fetch failed: read ECONNRESET` on a loaded CI run.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {violations, responseProblems, requests} = standIn;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    violations,
    responseProblems,
    requests,
    state,
    checkAnswer: (operationId, answer) => answerProblems(api, operationId, answer),
    close: async () => {
      subscriptions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
