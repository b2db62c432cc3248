/**
 * Every answer of this folder in one list, in the order the tables, the search index and the MCP tools have always
 * read them, and the look-ups the stand-in Bee and the components make in it.
 */
import type {NodeMode} from '../requirements';
import {BATCH_CHANGE_RESPONSES} from './batch-changes';
import {type BeeResponse, slug} from './bee-response';
import {
  BZZ_TOKEN_UNAVAILABLE,
  CASHOUT_FAILED,
  CASHOUT_PENDING,
  CASHOUT_STATUS_NO_CHEQUE,
  CHEQUEBOOK_DISABLED_RESPONSES,
  CHEQUEBOOK_WITHOUT_SWAP,
  SWAP_DISABLED_RESPONSES,
} from './chequebook';
import {
  CHAIN_DISABLED_RESPONSES,
  CHAIN_STATE_WITHOUT_CHAIN,
  NOT_READY,
  STARTING_UP,
  answersWhileStarting,
  STATUS_BUSY_RESPONSES,
  STORAGE_INCENTIVES_DISABLED,
} from './node-modes';
import {BATCH_FULL_RESPONSES} from './full-batch';
import {PIN_NOT_FOUND, REUPLOAD_FAILED} from './pinning';
import {PSS_RESPONSES} from './pss';
import {BATCH_NOT_USABLE_YET, BATCH_PURCHASE_RESPONSES, BATCH_UNKNOWN_TO_NODE, POSTAGE_SYNCING_RESPONSES} from './stamps';
import {RCHASH_RESPONSES, STAKING_RESPONSES} from './staking';
import {TAG_NOT_PRESENT} from './tags';
import {COLLECTION_RESPONSES, UPLOAD_RESPONSES} from './uploads';

export const BEE_RESPONSES: readonly BeeResponse[] = [
  ...UPLOAD_RESPONSES,
  ...BATCH_FULL_RESPONSES,
  BATCH_UNKNOWN_TO_NODE,
  BATCH_NOT_USABLE_YET,
  ...CHAIN_DISABLED_RESPONSES,
  ...SWAP_DISABLED_RESPONSES,
  ...CHEQUEBOOK_DISABLED_RESPONSES,
  ...CHEQUEBOOK_WITHOUT_SWAP.answers,
  STORAGE_INCENTIVES_DISABLED,
  ...POSTAGE_SYNCING_RESPONSES,
  BZZ_TOKEN_UNAVAILABLE,
  ...BATCH_PURCHASE_RESPONSES,
  ...BATCH_CHANGE_RESPONSES,
  ...STAKING_RESPONSES,
  CASHOUT_PENDING,
  ...STATUS_BUSY_RESPONSES,
  CHAIN_STATE_WITHOUT_CHAIN,
  REUPLOAD_FAILED,
  NOT_READY,
  CASHOUT_FAILED,
  CASHOUT_STATUS_NO_CHEQUE,
  PIN_NOT_FOUND,
  TAG_NOT_PRESENT,
  ...PSS_RESPONSES,
  ...COLLECTION_RESPONSES,
  ...RCHASH_RESPONSES,
];

/** The responses Bee can give `method path`: the listed ones, and the 503 of start-up where it applies. */
export function beeResponsesFor(method: string, path: string): BeeResponse[] {
  const listed = BEE_RESPONSES.filter((response) => response.method === method && response.path === path);
  if (answersWhileStarting(path)) return listed;
  return [
    ...listed,
    {
      id: `starting-${slug(method, path)}`,
      method,
      path,
      status: STARTING_UP.status,
      message: STARTING_UP.message,
      when: 'the node is still starting',
      source: STARTING_UP.source,
      docs: STARTING_UP.docs,
    },
  ];
}

/** The answers the stand-in gives, and the tables render, by id. */
export function beeResponse(id: string): BeeResponse {
  const response = BEE_RESPONSES.find((candidate) => candidate.id === id);
  if (!response) throw new Error(`src/data/bee-behaviour/ lists no Bee response with id "${id}"`);
  return response;
}

/** One row of a guide's table: responses that share status, message and condition, with their endpoints. */
export type ResponseRow = Pick<BeeResponse, 'status' | 'message' | 'when' | 'modes'> & {
  endpoints: readonly Pick<BeeResponse, 'method' | 'path' | 'source' | 'tests'>[];
};

/**
 * The rows for the responses a guide picks: each selector is an id, or the prefix of a family of ids
 * (`chain-disabled` picks `chain-disabled-get-wallet` and the rest). A selector that picks nothing throws.
 */
export function responseRows(selectors: readonly string[]): ResponseRow[] {
  const rows: (ResponseRow & {endpoints: Pick<BeeResponse, 'method' | 'path' | 'source' | 'tests'>[]})[] = [];
  for (const selector of selectors) {
    const picked = BEE_RESPONSES.filter((response) => response.id === selector || response.id.startsWith(`${selector}-`));
    if (picked.length === 0) throw new Error(`src/data/bee-behaviour/ lists no Bee response with id or id prefix "${selector}"`);
    for (const {status, message, when, modes, method, path, source, tests} of picked) {
      const row = rows.find((candidate) => candidate.status === status && candidate.message === message && candidate.when === when);
      if (row) row.endpoints.push({method, path, source, tests});
      else rows.push({status, message, when, modes, endpoints: [{method, path, source, tests}]});
    }
  }
  return rows;
}

/**
 * How a node in `mode` refuses `method path` whatever the request (403 for a switched-off feature, 500 for a missing
 * chain, 405 or 500 for a chequebook without SWAP).
 */
export function refusalIn(mode: NodeMode, method: string, path: string): BeeResponse | undefined {
  return BEE_RESPONSES.find((response) => response.method === method && response.path === path && response.modes?.includes(mode));
}
