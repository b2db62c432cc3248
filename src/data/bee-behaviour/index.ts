/**
 * What Bee does beyond its OpenAPI contract, each fact with the line of source that does it: status codes
 * and messages per endpoint and node mode, what waits for a transaction to be mined, how flags and
 * environment variables are parsed, and what the public gateway lets a browser send. The one home of these
 * claims: the guides render their tables and warnings from it (src/components/BeeResponses, BatchErrors,
 * GatewayHeaders), the stand-in Bee (tests/stand-in-bee) reproduces it, and tests/unit/bee-behaviour.test.ts
 * fails when a guide names a status code for an endpoint that is not listed here.
 *
 * One module per area of Bee's API (stamps, uploads, upload errors, erasure coding, node modes, chequebook,
 * staking, feeds, pinning, tags, PSS, CORS), each citing through ./source.ts and building its answers with
 * ./bee-response.ts; ./responses.ts lists every answer, ./bee-js-endpoints.ts maps bee-js methods to the endpoints
 * they call, and this entry re-exports what the rest of the site reads.
 *
 * Pure data and pure functions, read at build time: the components that show it are server-only
 * (plugins/server-html), so no page loads it.
 */
export type {NodeMode} from '../requirements';
export {BEE_JS_ENDPOINTS} from './bee-js-endpoints';
export type {BeeResponse} from './bee-response';
export {CHEQUEBOOK_WITHOUT_SWAP} from './chequebook';
export {
  BLOCKED_BY_GATEWAY,
  CORS_ALLOWED_ORIGINS,
  corsAllows,
  corsOriginsFromEnvironment,
  GATEWAY_PROXY_ALLOWED_HEADERS,
  UPLOAD_HEADERS,
} from './cors';
export {
  DEFAULT_UPLOAD_LEVEL,
  REPLICA_COUNTS,
  fullGroupShards,
  parityChunks,
  uploadChunks,
  type RedundancyLevelValue,
  type UploadChunks,
} from './erasure-coding';
export {FEED_LOOKUP, feedProbeDistances} from './feeds';
export {ANSWERED_IN_EVERY_MODE, answersWhileStarting, STARTING_UP} from './node-modes';
export {BEE_RESPONSES, beeResponse, beeResponsesFor, refusalIn, responseRows, type ResponseRow} from './responses';
export {BEE_JS_VERSION, BEE_REF, type BeeSource, CITATION_HELPERS, GATEWAY_PROXY_REF, sourceUrl} from './source';
export {STAKING, WAITS_FOR_MINING} from './staking';
export {blocksAtTipUntilUsable, EXPIRED_BATCH, NEW_BATCH, nodeViewOfChain} from './stamps';
export {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE, BATCH_UPLOAD_ERRORS} from './upload-errors';
export {UPLOAD_REDUNDANCY} from './uploads';
