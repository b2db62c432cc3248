/**
 * What Bee does beyond its OpenAPI contract, each fact with the line of source that does it: status codes
 * and messages per endpoint and node mode, what waits for a transaction to be mined, how flags and
 * environment variables are parsed, and what the public gateway lets a browser send. The one home of these
 * claims: the guides render their tables and warnings from it (src/components/BeeResponses, BatchErrors,
 * GatewayHeaders), the stand-in Bee (tests/stand-in-bee) reproduces it, and tests/unit/bee-behaviour.test.ts
 * fails when a guide names a status code for an endpoint that is not listed here.
 *
 * Pure data and pure functions: the browser bundle and the build both import it.
 */
import type {NodeMode} from '../requirements';
import {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE} from './upload-errors';

export type {NodeMode};

export type BeeSource = {
  repo: 'ethersphere/bee' | 'ethersphere/gateway-proxy' | 'spf13/viper' | 'spf13/cast';
  /** A tag, or a commit where the repository has no release tags. */
  ref: string;
  file: string;
  line: number;
};

export type BeeResponse = {
  /** Stable slug. */
  id: string;
  method: string;
  /** As the contract writes it, e.g. '/stamps/{batch_id}'. */
  path: string;
  status: number;
  /** The body's `message` exactly as Bee sends it (for readiness, whose body has none: its `status`). */
  message: string;
  /** Plain English condition. */
  when: string;
  /** The node modes that give this answer, when it depends on the mode. */
  modes?: readonly NodeMode[];
  source: BeeSource;
  /** Route and anchor of the section that explains it. */
  docs: string;
};

/** The Bee release bee-js 12.3.1 supports: every Bee line cited here is at this tag. */
export const BEE_REF = 'v2.8.1';
/** gateway-proxy publishes no release tags; the commit read for the CORS headers it allows. */
export const GATEWAY_PROXY_REF = '4f50bda15ceba513d1040d1f81209b753bd4cbb0';

const bee = (file: string, line: number): BeeSource => ({repo: 'ethersphere/bee', ref: BEE_REF, file, line});

/** A link to the cited line on GitHub. */
export function sourceUrl({repo, ref, file, line}: BeeSource): string {
  return `https://github.com/${repo}/blob/${ref}/${file}#L${line}`;
}

const ERRORS = '/docs/client-and-errors/#status-codes-bee-answers';
const NODE_MODES_DOCS = '/docs/client-and-errors/#answers-that-depend-on-the-node';
const NEW_BATCH_DOCS = '/docs/storage/#wait-until-a-new-batch-is-usable';
const WALLET_PAYS_DOCS = '/docs/storage/#check-that-the-wallet-can-pay';
const UPLOAD_ERRORS = '/docs/upload-download/#errors-and-pitfalls';
const STAKING_ERRORS = '/docs/staking/#errors-and-pitfalls';

const CHAIN_DISABLED = 'Chain is disabled. This endpoint is unavailable.';
const SWAP_DISABLED = 'Swap is disabled. This endpoint is unavailable.';
const CHEQUEBOOK_DISABLED = 'Chequebook is disabled. This endpoint is unavailable.';
const INCENTIVES_DISABLED = 'Storage incentives are disabled. This endpoint is unavailable.';

/** Routes and the line of pkg/api/router.go that puts a gate in front of them. */
type GatedRoute = readonly [method: string, path: string, line: number];

/** Behind `checkChainAvailability` (router.go:222): refused when the node runs without a blockchain endpoint. */
const CHAIN_ROUTES: readonly GatedRoute[] = [
  ['GET', '/wallet', 566],
  ['POST', '/wallet/withdraw/{coin}', 573],
  ['GET', '/stamps', 583],
  ['GET', '/stamps/{batch_id}', 591],
  ['GET', '/stamps/{batch_id}/buckets', 600],
  ['POST', '/stamps/{amount}/{depth}', 608],
  ['PATCH', '/stamps/topup/{batch_id}/{amount}', 618],
  ['PATCH', '/stamps/dilute/{batch_id}/{depth}', 628],
];

/** Behind `checkSwapAvailability` (router.go:192): refused when `swap-enable` is false, as on ultra-light nodes. */
const SWAP_ROUTES: readonly GatedRoute[] = [
  ['GET', '/settlements', 493],
  ['GET', '/settlements/{peer}', 500],
  ['GET', '/chequebook/cheque/{peer}', 507],
  ['GET', '/chequebook/cheque', 514],
  ['GET', '/chequebook/cashout/{peer}', 521],
  ['POST', '/chequebook/cashout/{peer}', 521],
];

/** Behind `checkChequebookAvailability` (router.go:202): refused when `chequebook-enable` is false. */
const CHEQUEBOOK_ROUTES: readonly GatedRoute[] = [
  ['GET', '/chequebook/balance', 532],
  ['GET', '/chequebook/address', 539],
  ['POST', '/chequebook/deposit', 546],
  ['POST', '/chequebook/withdraw', 556],
];

/** Behind `postageSyncStatusCheckHandler` (pkg/api/postage.go:42) as well as the chain check. */
const POSTAGE_SYNC_ROUTES = CHAIN_ROUTES.filter(([, path]) => path.startsWith('/stamps'));

const slug = (method: string, path: string) =>
  `${method}${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-');

function gated(routes: readonly GatedRoute[], response: Omit<BeeResponse, 'id' | 'method' | 'path' | 'source'>, prefix: string) {
  return routes.map(([method, path, line]): BeeResponse => ({
    id: `${prefix}-${slug(method, path)}`,
    method,
    path,
    ...response,
    source: bee('pkg/api/router.go', line),
  }));
}

/** The upload endpoints and the lines where each maps an unusable batch to its answer. */
const UPLOAD_ROUTES: readonly [method: string, path: string, file: string, unusableLine: number][] = [
  ['POST', '/bytes', 'pkg/api/bytes.go', 93],
  ['POST', '/bzz', 'pkg/api/bzz.go', 125],
  ['POST', '/chunks', 'pkg/api/chunk.go', 107],
  ['POST', '/soc/{owner}/{id}', 'pkg/api/soc.go', 135],
  ['POST', '/feeds/{owner}/{topic}', 'pkg/api/feed.go', 219],
  ['POST', '/grantee', 'pkg/api/accesscontrol.go', 353],
];

export {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE, BATCH_UPLOAD_ERRORS} from './upload-errors';

const UPLOAD_RESPONSES: BeeResponse[] = UPLOAD_ROUTES.flatMap(([method, path, file, line]) => [
  {
    id: `upload-batch-unknown-${slug(method, path)}`,
    method,
    path,
    status: 404,
    message: BATCH_UNKNOWN_MESSAGE,
    when: 'the node does not know the batch: a mistyped ID, or a batch another node bought',
    source: bee(file, line + 2),
    docs: UPLOAD_ERRORS,
  },
  {
    id: `upload-batch-not-usable-${slug(method, path)}`,
    method,
    path,
    status: 422,
    message: BATCH_NOT_USABLE_YET_MESSAGE,
    when: 'the batch belongs to the node but is not usable yet, usually because it was bought moments ago',
    source: bee(file, line),
    // What to do about it, waiting until the batch is usable, is explained there.
    docs: NEW_BATCH_DOCS,
  },
]);

export const BEE_RESPONSES: readonly BeeResponse[] = [
  ...UPLOAD_RESPONSES,
  {
    id: 'batch-not-seen-yet',
    method: 'GET',
    path: '/stamps/{batch_id}',
    status: 404,
    message: 'issuer does not exist',
    when: 'the node has not seen the batch on chain yet (just bought), or does not own it',
    source: bee('pkg/api/postage.go', 372),
    docs: NEW_BATCH_DOCS,
  },
  {
    id: 'batch-not-usable-yet',
    method: 'GET',
    path: '/stamps/{batch_id}',
    status: 400,
    message: 'batch not usable',
    when: 'the node has seen the batch but it is not usable yet (it waits for a few more blocks)',
    source: bee('pkg/api/postage.go', 370),
    docs: NEW_BATCH_DOCS,
  },
  ...gated(
    CHAIN_ROUTES,
    {
      status: 403,
      message: CHAIN_DISABLED,
      when: 'the node runs without a blockchain endpoint',
      modes: ['ultra-light'],
      docs: NODE_MODES_DOCS,
    },
    'chain-disabled',
  ),
  ...gated(
    SWAP_ROUTES,
    {status: 403, message: SWAP_DISABLED, when: 'the node runs with swap-enable: false', modes: ['ultra-light'], docs: NODE_MODES_DOCS},
    'swap-disabled',
  ),
  ...gated(
    CHEQUEBOOK_ROUTES,
    {
      status: 403,
      message: CHEQUEBOOK_DISABLED,
      when: 'the node runs with chequebook-enable: false',
      modes: ['ultra-light'],
      docs: NODE_MODES_DOCS,
    },
    'chequebook-disabled',
  ),
  {
    id: 'storage-incentives-disabled',
    method: 'GET',
    path: '/redistributionstate',
    status: 403,
    message: INCENTIVES_DISABLED,
    when: 'the node is not a full node, so it has no redistribution agent',
    modes: ['ultra-light', 'light'],
    source: bee('pkg/api/router.go', 676),
    docs: NODE_MODES_DOCS,
  },
  ...POSTAGE_SYNC_ROUTES.map(([method, path]): BeeResponse => ({
    id: `postage-syncing-${slug(method, path)}`,
    method,
    path,
    status: 503,
    message: 'syncing in progress',
    when: 'the node has not caught up with the postage contract on chain yet',
    source: bee('pkg/api/postage.go', 54),
    docs: NODE_MODES_DOCS,
  })),
  {
    id: 'bzz-token-unavailable',
    method: 'POST',
    path: '/wallet/withdraw/{coin}',
    status: 503,
    message: 'BZZ token address unavailable',
    when: 'a BZZ withdrawal while the node does not know the token contract address',
    source: bee('pkg/api/wallet.go', 102),
    docs: NODE_MODES_DOCS,
  },
  {
    id: 'batch-out-of-funds',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 400,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the batch costs (amount × 2^depth PLUR)',
    source: bee('pkg/api/postage.go', 115),
    docs: WALLET_PAYS_DOCS,
  },
  {
    id: 'batch-below-minimum-validity',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 400,
    message: 'insufficient amount for 24h minimum validity',
    when: 'the amount per chunk would pay for less than the contract’s minimum of 24 hours at the current price',
    source: bee('pkg/api/postage.go', 127),
    docs: WALLET_PAYS_DOCS,
  },
  {
    id: 'postage-transaction-pending',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 429,
    message: 'simultaneous on-chain operations not supported',
    when: 'another buy, top-up or dilution of this node is still waiting to be mined',
    source: bee('pkg/api/postage.go', 33),
    docs: ERRORS,
  },
  {
    id: 'stake-below-minimum',
    method: 'POST',
    path: '/stake/{amount}',
    status: 400,
    message: 'insufficient stake amount',
    when: 'the stake after the deposit would be below 2^h × 10 xBZZ, h being the node’s reserve doubling',
    source: bee('pkg/api/staking.go', 60),
    docs: STAKING_ERRORS,
  },
  {
    id: 'stake-out-of-funds',
    method: 'POST',
    path: '/stake/{amount}',
    status: 400,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the deposit',
    source: bee('pkg/api/staking.go', 72),
    docs: STAKING_ERRORS,
  },
  {
    id: 'staking-transaction-pending',
    method: 'POST',
    path: '/stake/{amount}',
    status: 429,
    message: 'simultaneous on-chain operations not supported',
    when: 'another staking call of this node is still waiting for its transactions',
    source: bee('pkg/api/staking.go', 24),
    docs: STAKING_ERRORS,
  },
  {
    id: 'not-ready',
    method: 'GET',
    path: '/readiness',
    status: 400,
    message: 'notReady',
    when: 'the node is still starting',
    source: bee('pkg/api/readiness.go', 24),
    docs: '/docs/status/#health-readiness-and-versions',
  },
  {
    id: 'cashout-failed',
    method: 'POST',
    path: '/chequebook/cashout/{peer}',
    status: 500,
    message: 'cannot cash cheque',
    when: 'the cash-out failed: no cheque of that peer is known, or the transaction could not be sent (e.g. no xDAI for gas)',
    source: bee('pkg/api/chequebook.go', 253),
    docs: '/docs/chequebook/#errors-and-pitfalls',
  },
  {
    id: 'pin-not-found',
    method: 'GET',
    path: '/pins/{reference}',
    status: 404,
    message: 'Not Found',
    when: 'the reference is not pinned on this node',
    source: bee('pkg/api/pin.go', 190),
    docs: '/docs/pinning/#errors-and-pitfalls',
  },
  {
    id: 'tag-not-present',
    method: 'GET',
    path: '/tags/{id}',
    status: 404,
    message: 'tag not present',
    when: 'the node has no tag with that uid (deleted, or made by another node)',
    source: bee('pkg/api/tag.go', 83),
    docs: '/docs/tracking-uploads/#errors-and-pitfalls',
  },
  {
    id: 'pss-recipient-unreadable',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'invalid query params',
    when: 'the recipient key in the query cannot be read as a public key',
    source: bee('pkg/api/pss.go', 59),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-not-found',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'batch not found',
    when: 'the sending node does not know the batch',
    source: bee('pkg/api/pss.go', 87),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-not-usable',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'batch not usable yet',
    when: 'the batch was bought moments ago',
    source: bee('pkg/api/pss.go', 89),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-full',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 402,
    message: 'batch is overissued',
    when: 'the batch has no room left in the bucket the message needs',
    source: bee('pkg/api/pss.go', 104),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
];

/**
 * Until start-up ends (`EnableFullAPI`, pkg/node/node.go:1411), every route Bee mounts with its `handle`
 * helper answers 503; the technical routes mounted without it (router.go:108-180) answer from the start.
 */
export const STARTING_UP = {
  status: 503,
  message: 'Node is syncing. This endpoint is unavailable. Try again later.',
  source: bee('pkg/api/router.go', 185),
  availablePaths: ['/', '/node', '/addresses', '/chainstate', '/health', '/readiness', '/loggers', '/metrics', '/debugstore'],
  docs: NODE_MODES_DOCS,
} as const;

/** Whether Bee answers `path` while it starts: the technical routes, mounted without the start-up gate. */
export function answersWhileStarting(path: string): boolean {
  return (STARTING_UP.availablePaths as readonly string[]).includes(path) || path.startsWith('/loggers/');
}

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
  endpoints: readonly Pick<BeeResponse, 'method' | 'path' | 'source'>[];
};

/**
 * The rows for the responses a guide picks: each selector is an id, or the prefix of a family of ids
 * (`chain-disabled` picks `chain-disabled-get-wallet` and the rest). A selector that picks nothing throws.
 */
export function responseRows(selectors: readonly string[]): ResponseRow[] {
  const rows: (ResponseRow & {endpoints: Pick<BeeResponse, 'method' | 'path' | 'source'>[]})[] = [];
  for (const selector of selectors) {
    const picked = BEE_RESPONSES.filter((response) => response.id === selector || response.id.startsWith(`${selector}-`));
    if (picked.length === 0) throw new Error(`src/data/bee-behaviour/ lists no Bee response with id or id prefix "${selector}"`);
    for (const {status, message, when, modes, method, path, source} of picked) {
      const row = rows.find((candidate) => candidate.status === status && candidate.message === message && candidate.when === when);
      if (row) row.endpoints.push({method, path, source});
      else rows.push({status, message, when, modes, endpoints: [{method, path, source}]});
    }
  }
  return rows;
}

/** The modes whose node refuses `method path` with 403, and the answer it gives. */
export function refusalIn(mode: NodeMode, method: string, path: string): BeeResponse | undefined {
  return BEE_RESPONSES.find(
    (response) => response.status === 403 && response.method === method && response.path === path && response.modes?.includes(mode),
  );
}

/**
 * How Bee answers an upload whose postage batch the node cannot use, by HTTP status, with what to do. Shared
 * by the guides' error sections (src/components/BatchErrors) and their markdown twins.
 */
/**
 * A batch just bought is not at once usable: `GET /stamps/{batch_id}` answers these, in this order, before
 * it answers the batch with `usable: true`, so bee-js's `getPostageBatch` throws until then.
 */
export const NEW_BATCH_ANSWERS: readonly BeeResponse[] = [beeResponse('batch-not-seen-yet'), beeResponse('batch-not-usable-yet')];

/** Staking's rules beyond the contract. */
export const STAKING = {
  /** The smallest stake, in PLUR (10 xBZZ). */
  minimumPlur: 100_000_000_000_000_000n,
  minimumSource: bee('pkg/storageincentives/staking/contract.go', 23),
  /** After a deposit the stake must be at least 2^h × the minimum, h being the node's reserve doubling. */
  totalRuleSource: bee('pkg/storageincentives/staking/contract.go', 100),
  /** Light and ultra-light nodes cannot set a reserve doubling, so for them h is 0. */
  noDoublingOutsideFullSource: bee('pkg/node/node.go', 294),
  /** Bee creates the staking contract in every mode; the /stake routes check none (router.go:649-672). */
  contractInEveryModeSource: bee('pkg/node/node.go', 1199),
  /** Modes in which `POST /stake/{amount}` spends real xBZZ; only full nodes can earn with it. */
  depositAccepted: ['light', 'full'] as readonly NodeMode[],
  earns: ['full'] as readonly NodeMode[],
} as const;

/** Calls that answer only after their transactions are mined (Bee waits for each receipt). */
export const WAITS_FOR_MINING: readonly {method: string; path: string; beeJs: string; what: string; source: BeeSource}[] = [
  {
    method: 'POST',
    path: '/stake/{amount}',
    beeJs: 'depositStake',
    what: 'an approval of the xBZZ, then the deposit: Bee waits for the receipt of each',
    source: bee('pkg/storageincentives/staking/contract.go', 113),
  },
  {
    method: 'DELETE',
    path: '/stake/withdrawable',
    beeJs: 'withdrawSurplusStake',
    what: 'one withdrawal transaction',
    source: bee('pkg/storageincentives/staking/contract.go', 304),
  },
];

/**
 * `BEE_CORS_ALLOWED_ORIGINS` as Bee reads it: viper hands the environment value over as one string
 * (viper v1.7.0, viper.go:1100) and `GetStringSlice` (start.go:321) turns it into a list with cast's
 * `ToStringSlice`, which splits a string with Go's `strings.Fields` (cast v1.3.0, caste.go:1133): on runs of
 * white space, never on commas. The `--cors-allowed-origins` flag, a pflag StringSlice, takes a comma list.
 */
export const CORS_ALLOWED_ORIGINS = {
  flag: '--cors-allowed-origins',
  environmentVariable: 'BEE_CORS_ALLOWED_ORIGINS',
  yamlKey: 'cors-allowed-origins',
  sources: {
    flag: bee('cmd/bee/cmd/cmd.go', 286),
    read: bee('cmd/bee/cmd/start.go', 321),
    environment: {repo: 'spf13/viper', ref: 'v1.7.0', file: 'viper.go', line: 1100},
    split: {repo: 'spf13/cast', ref: 'v1.3.0', file: 'caste.go', line: 1133},
    match: bee('pkg/api/api.go', 611),
  } satisfies Record<string, BeeSource>,
} as const;

/** Go's `strings.Fields`: the value split on runs of Unicode white space, empty fields dropped. */
export function corsOriginsFromEnvironment(value: string): string[] {
  return value.split(/\s+/u).filter((field) => field !== '');
}

/** Whether Bee's CORS check lets `origin` through with these allowed origins (api.go:611-615). */
export function corsAllows(allowedOrigins: readonly string[], origin: string): boolean {
  return allowedOrigins.some((allowed) => allowed === '*' || allowed.toLowerCase() === origin.toLowerCase());
}

/** The request headers gateway-proxy's CORS answer allows; a browser's preflight refuses any other. */
export const GATEWAY_PROXY_ALLOWED_HEADERS = {
  headers: ['content-type', 'authorization', 'swarm-postage-batch-id', 'swarm-deferred-upload'],
  source: {repo: 'ethersphere/gateway-proxy', ref: GATEWAY_PROXY_REF, file: 'src/server.ts', line: 46} satisfies BeeSource,
} as const;

/** The header bee-js 12.3.1 sends for each upload option (dist/cjs/utils/headers.js) or upload kind. */
export const UPLOAD_HEADERS: readonly {option: string; header: string}[] = [
  {option: 'uploadCollection / uploadFiles (a collection)', header: 'swarm-collection'},
  {option: 'pin', header: 'swarm-pin'},
  {option: 'encrypt', header: 'swarm-encrypt'},
  {option: 'redundancyLevel', header: 'swarm-redundancy-level'},
  {option: 'tag', header: 'swarm-tag'},
  {option: 'act', header: 'swarm-act'},
  {option: 'indexDocument', header: 'swarm-index-document'},
  {option: 'errorDocument', header: 'swarm-error-document'},
  {option: 'deferred', header: 'swarm-deferred-upload'},
];

/** Upload options a browser cannot send through gateway-proxy: their header fails the CORS preflight. */
export const BLOCKED_BY_GATEWAY = UPLOAD_HEADERS.filter(
  ({header}) => !(GATEWAY_PROXY_ALLOWED_HEADERS.headers as readonly string[]).includes(header),
);

/**
 * bee-js methods and the Bee endpoints they call, for the methods the guides name beside a status code
 * (tests/unit/bee-behaviour.test.ts reads a guide's status codes through this map).
 */
export const BEE_JS_ENDPOINTS: Record<string, readonly (readonly [method: string, path: string])[]> = {
  uploadData: [['POST', '/bytes']],
  uploadFile: [['POST', '/bzz']],
  uploadFiles: [['POST', '/bzz']],
  uploadCollection: [['POST', '/bzz']],
  uploadFilesFromDirectory: [['POST', '/bzz']],
  uploadChunk: [['POST', '/chunks']],
  buyStorage: [
    ['POST', '/stamps/{amount}/{depth}'],
    ['GET', '/stamps/{batch_id}'],
  ],
  createPostageBatch: [
    ['POST', '/stamps/{amount}/{depth}'],
    ['GET', '/stamps/{batch_id}'],
  ],
  getPostageBatch: [['GET', '/stamps/{batch_id}']],
  getPostageBatches: [['GET', '/stamps']],
  topUpBatch: [['PATCH', '/stamps/topup/{batch_id}/{amount}']],
  diluteBatch: [['PATCH', '/stamps/dilute/{batch_id}/{depth}']],
  getWalletBalance: [['GET', '/wallet']],
  withdrawBZZToExternalWallet: [['POST', '/wallet/withdraw/{coin}']],
  withdrawDAIToExternalWallet: [['POST', '/wallet/withdraw/{coin}']],
  getChequebookBalance: [['GET', '/chequebook/balance']],
  cashoutLastCheque: [['POST', '/chequebook/cashout/{peer}']],
  depositStake: [['POST', '/stake/{amount}']],
  getStake: [['GET', '/stake']],
  getRedistributionState: [['GET', '/redistributionstate']],
  getReadiness: [['GET', '/readiness']],
  getPin: [['GET', '/pins/{reference}']],
  retrieveTag: [['GET', '/tags/{id}']],
  pssSend: [['POST', '/pss/send/{topic}/{targets}']],
};
