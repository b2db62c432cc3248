/**
 * What Bee does beyond its OpenAPI contract, each fact with the line of source that does it: status codes
 * and messages per endpoint and node mode, what waits for a transaction to be mined, how flags and
 * environment variables are parsed, and what the public gateway lets a browser send. The one home of these
 * claims: the guides render their tables and warnings from it (src/components/BeeResponses, BatchErrors,
 * GatewayHeaders), the stand-in Bee (tests/stand-in-bee) reproduces it, and tests/unit/bee-behaviour.test.ts
 * fails when a guide names a status code for an endpoint that is not listed here.
 *
 * Pure data and pure functions, read at build time: the components that show it are server-only
 * (plugins/server-html), so no page loads it.
 */
import type {NodeMode} from '../requirements';
import {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE} from './upload-errors';
import {DEFAULT_UPLOAD_LEVEL, REPLICA_COUNTS} from './erasure-coding';

export type {NodeMode};

/**
 * A line of source that does what an entry claims, recorded so that a test can check it
 * (tests/unit/citations.test.ts): the file, the line, the function that holds it, and words of that line.
 */
export type BeeSource = {
  repo: 'ethersphere/bee' | 'ethersphere/gateway-proxy' | 'spf13/viper' | 'spf13/cast' | 'ethersphere/bee-js';
  /** A tag, or a commit where the repository has no release tags; for bee-js, the published version. */
  ref: string;
  file: string;
  line: number;
  /** What holds the line: a Go function as a stack trace names it (`(*Service).mountAPI`), a JS function, or `const name`. */
  function: string;
  /** Words the line holds, as written there. */
  fragment: string;
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
  /** Bee's own tests that show the answer, where there are any. */
  tests?: readonly BeeSource[];
  /** Route and anchor of the section that explains it. */
  docs: string;
};

/** The Bee release bee-js 12.3.1 supports: every Bee line cited here is at this tag. */
export const BEE_REF = 'v2.8.1';
/** gateway-proxy publishes no release tags; the commit read for the CORS headers it allows. */
export const GATEWAY_PROXY_REF = '4f50bda15ceba513d1040d1f81209b753bd4cbb0';

/** The bee-js release these pages describe; its citations point into the published package. */
export const BEE_JS_VERSION = '12.3.1';

/**
 * The helpers citations are written with, and the fields each fills in itself: the others are its arguments, in
 * the order file, line, function, fragment. tests/citations/ reads the calls from this file's text, so every
 * citation stays a literal that names its file and line.
 */
export const CITATION_HELPERS = {
  bee: {repo: 'ethersphere/bee', ref: BEE_REF},
  beeJs: {repo: 'ethersphere/bee-js', ref: BEE_JS_VERSION},
  /** A line of router.go's `mountBusinessDebug`, where Bee mounts a route behind its gates. */
  mounted: {repo: 'ethersphere/bee', ref: BEE_REF, file: 'pkg/api/router.go', function: '(*Service).mountBusinessDebug'},
} as const satisfies Record<string, Partial<BeeSource>>;

const bee = (file: string, line: number, inFunction: string, fragment: string): BeeSource => ({
  ...CITATION_HELPERS.bee,
  file,
  line,
  function: inFunction,
  fragment,
});

const beeJs = (file: string, line: number, inFunction: string, fragment: string): BeeSource => ({
  ...CITATION_HELPERS.beeJs,
  file,
  line,
  function: inFunction,
  fragment,
});

const mounted = (line: number, fragment: string): BeeSource => ({...CITATION_HELPERS.mounted, line, fragment});

/**
 * A link to the cited line: on GitHub at the tag or commit; for bee-js, in the published package on unpkg,
 * since its compiled files (what runs) are not in the repository.
 */
export function sourceUrl({repo, ref, file, line}: BeeSource): string {
  if (repo === 'ethersphere/bee-js') return `https://unpkg.com/@ethersphere/bee-js@${ref}/${file}#L${line}`;
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
const CHAIN_GATE = 's.checkChainAvailability,';
const SWAP_GATE = 's.checkSwapAvailability,';
const CHEQUEBOOK_GATE = 's.checkChequebookAvailability,';
/** A gated route, with the line of Bee's own test that expects the refusal where there is one. */
type GatedRoute = readonly [method: string, path: string, source: BeeSource, test?: BeeSource];

/**
 * Behind `checkChainAvailability` (router.go:222 in (*Service).checkChainAvailability): refused when the node runs
 * without a blockchain endpoint.
 */
const CHAIN_ROUTES: readonly GatedRoute[] = [
  ['GET', '/wallet', mounted(566, CHAIN_GATE)],
  ['POST', '/wallet/withdraw/{coin}', mounted(573, CHAIN_GATE)],
  ['GET', '/stamps', mounted(583, CHAIN_GATE)],
  ['GET', '/stamps/{batch_id}', mounted(591, CHAIN_GATE)],
  ['GET', '/stamps/{batch_id}/buckets', mounted(600, CHAIN_GATE)],
  ['POST', '/stamps/{amount}/{depth}', mounted(608, CHAIN_GATE)],
  ['PATCH', '/stamps/topup/{batch_id}/{amount}', mounted(618, CHAIN_GATE)],
  ['PATCH', '/stamps/dilute/{batch_id}/{depth}', mounted(628, CHAIN_GATE)],
];

/**
 * Behind `checkSwapAvailability` (router.go:192 in (*Service).checkSwapAvailability): refused when `swap-enable` is
 * false, as on ultra-light nodes.
 */
const SWAP_ROUTES: readonly GatedRoute[] = [
  ['GET', '/settlements', mounted(493, SWAP_GATE)],
  ['GET', '/settlements/{peer}', mounted(500, SWAP_GATE)],
  ['GET', '/chequebook/cheque/{peer}', mounted(507, SWAP_GATE)],
  ['GET', '/chequebook/cheque', mounted(514, SWAP_GATE)],
  ['GET', '/chequebook/cashout/{peer}', mounted(521, SWAP_GATE)],
  ['POST', '/chequebook/cashout/{peer}', mounted(521, SWAP_GATE)],
];

/**
 * Behind `checkChequebookAvailability` (router.go:202 in (*Service).checkChequebookAvailability): refused when
 * `chequebook-enable` is false. The flag is true unless set otherwise, in every mode, so an ultra-light node
 * passes this gate and answers as `CHEQUEBOOK_WITHOUT_SWAP` says.
 */
const CHEQUEBOOK_ROUTES: readonly GatedRoute[] = [
  [
    'GET',
    '/chequebook/balance',
    mounted(532, CHEQUEBOOK_GATE),
    bee('pkg/api/router_test.go', 384, 'TestEndpointOptions', '{"/chequebook/balance", nil, http.StatusForbidden},'),
  ],
  [
    'GET',
    '/chequebook/address',
    mounted(539, CHEQUEBOOK_GATE),
    bee('pkg/api/router_test.go', 385, 'TestEndpointOptions', '{"/chequebook/address", nil, http.StatusForbidden},'),
  ],
  [
    'POST',
    '/chequebook/deposit',
    mounted(546, CHEQUEBOOK_GATE),
    bee('pkg/api/router_test.go', 386, 'TestEndpointOptions', '{"/chequebook/deposit", nil, http.StatusForbidden},'),
  ],
  [
    'POST',
    '/chequebook/withdraw',
    mounted(556, CHEQUEBOOK_GATE),
    bee('pkg/api/router_test.go', 387, 'TestEndpointOptions', '{"/chequebook/withdraw", nil, http.StatusForbidden},'),
  ],
];

/**
 * Every /stake route passes `stakingAccessHandler` (router.go:649-672 in (*Service).mountBusinessDebug), which lets
 * one call in at a time.
 */
const STAKE_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['POST', '/stake/{amount}'],
  ['GET', '/stake'],
  ['DELETE', '/stake'],
  ['GET', '/stake/withdrawable'],
  ['DELETE', '/stake/withdrawable'],
];
const STAKING_ACCESS = bee(
  'pkg/api/staking.go',
  24,
  '(*Service).stakingAccessHandler',
  'jsonhttp.TooManyRequests(w, "simultaneous on-chain operations not supported")',
);
/**
 * `/status/peers` and `/status/neighborhoods` pass `statusAccessHandler` (router.go:692, 700 in
 * (*Service).mountBusinessDebug): one call at a time.
 */
const STATUS_ACCESS = bee(
  'pkg/api/status.go',
  59,
  '(*Service).statusAccessHandler',
  'jsonhttp.TooManyRequests(w, "simultaneous operations not supported")',
);

/**
 * Behind `postageSyncStatusCheckHandler` (pkg/api/postage.go:42 in (*Service).postageSyncStatusCheckHandler) as well
 * as the chain check.
 */
const POSTAGE_SYNC_ROUTES = CHAIN_ROUTES.filter(([, path]) => path.startsWith('/stamps'));

/**
 * Routes Bee mounts behind no gate of node mode, whose handlers need neither the chain nor a batch: the services
 * they read exist in every mode (the local store, the accounting of bandwidth, access control; `services`), so an
 * ultra-light node answers them as a light or full one does. The bee-js methods that call them work in every mode.
 */
export const ANSWERED_IN_EVERY_MODE = {
  routes: [
    {
      methods: ['GET'],
      path: '/grantee/{address}',
      beeJs: ['getGrantees'],
      source: bee('pkg/api/router.go', 337, '(*Service).mountAPI', 'handle("/grantee/{address}", jsonhttp.MethodHandler{'),
    },
    {
      methods: ['POST', 'GET'],
      path: '/tags',
      beeJs: ['createTag', 'getAllTags'],
      source: bee('pkg/api/router.go', 379, '(*Service).mountAPI', 'handle("/tags", jsonhttp.MethodHandler{'),
    },
    {
      methods: ['GET', 'PATCH', 'DELETE'],
      path: '/tags/{id}',
      beeJs: ['retrieveTag', 'updateTag', 'deleteTag'],
      source: bee('pkg/api/router.go', 387, '(*Service).mountAPI', 'handle("/tags/{id}", jsonhttp.MethodHandler{'),
    },
    {
      methods: ['GET'],
      path: '/balances',
      beeJs: ['getAllBalances'],
      source: bee('pkg/api/router.go', 472, '(*Service).mountBusinessDebug', 'handle("/balances", jsonhttp.MethodHandler{'),
    },
    {
      methods: ['GET'],
      path: '/balances/{peer}',
      beeJs: ['getPeerBalance'],
      source: bee('pkg/api/router.go', 476, '(*Service).mountBusinessDebug', 'handle("/balances/{peer}", jsonhttp.MethodHandler{'),
    },
    {
      methods: ['GET'],
      path: '/consumed',
      beeJs: ['getPastDueConsumptionBalances'],
      source: bee('pkg/api/router.go', 480, '(*Service).mountBusinessDebug', 'handle("/consumed", jsonhttp.MethodHandler{'),
    },
    {
      methods: ['GET'],
      path: '/consumed/{peer}',
      beeJs: ['getPastDueConsumptionPeerBalance'],
      source: bee('pkg/api/router.go', 484, '(*Service).mountBusinessDebug', 'handle("/consumed/{peer}", jsonhttp.MethodHandler{'),
    },
  ],
  services: {
    store: bee('pkg/node/node.go', 851, 'NewBee', 'localStore, err := storer.New(ctx, path, lo)'),
    accounting: bee('pkg/node/node.go', 1021, 'NewBee', 'acc, err := accounting.NewAccounting('),
    accessControl: bee('pkg/node/node.go', 867, 'NewBee', 'accesscontrol := accesscontrol.NewController(actLogic)'),
  },
} as const;

const slug = (method: string, path: string) =>
  `${method}${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-');

function gated(routes: readonly GatedRoute[], response: Omit<BeeResponse, 'id' | 'method' | 'path' | 'source'>, prefix: string) {
  return routes.map(([method, path, source, test]): BeeResponse => ({
    id: `${prefix}-${slug(method, path)}`,
    method,
    path,
    ...response,
    source,
    ...(test && {tests: [test]}),
  }));
}

/** The upload endpoints and the lines where each maps an unknown batch (404) and an unusable one (422) to its answer. */
const UPLOAD_ROUTES: readonly {method: string; path: string; unknown: BeeSource; notUsable: BeeSource}[] = [
  {
    method: 'POST',
    path: '/bytes',
    unknown: bee('pkg/api/bytes.go', 95, '(*Service).bytesUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/bytes.go',
      93,
      '(*Service).bytesUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
  },
  {
    method: 'POST',
    path: '/bzz',
    unknown: bee('pkg/api/bzz.go', 127, '(*Service).bzzUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/bzz.go',
      125,
      '(*Service).bzzUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
  },
  {
    method: 'POST',
    path: '/chunks',
    unknown: bee('pkg/api/chunk.go', 109, '(*Service).chunkUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/chunk.go',
      107,
      '(*Service).chunkUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
  },
  {
    method: 'POST',
    path: '/soc/{owner}/{id}',
    unknown: bee('pkg/api/soc.go', 137, '(*Service).socUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/soc.go',
      135,
      '(*Service).socUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
  },
  {
    method: 'POST',
    path: '/feeds/{owner}/{topic}',
    unknown: bee('pkg/api/feed.go', 221, '(*Service).feedPostHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/feed.go',
      219,
      '(*Service).feedPostHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
  },
  {
    method: 'POST',
    path: '/grantee',
    unknown: bee('pkg/api/accesscontrol.go', 514, '(*Service).actCreateGranteesHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/accesscontrol.go',
      512,
      '(*Service).actCreateGranteesHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
  },
];

export {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE, BATCH_UPLOAD_ERRORS} from './upload-errors';
export {
  DEFAULT_UPLOAD_LEVEL,
  REPLICA_COUNTS,
  fullGroupShards,
  parityChunks,
  uploadChunks,
  type RedundancyLevelValue,
  type UploadChunks,
} from './erasure-coding';

const UPLOAD_RESPONSES: BeeResponse[] = UPLOAD_ROUTES.flatMap(({method, path, unknown, notUsable}) => [
  {
    id: `upload-batch-unknown-${slug(method, path)}`,
    method,
    path,
    status: 404,
    message: BATCH_UNKNOWN_MESSAGE,
    when: 'the node does not know the batch: a mistyped ID, a batch another node bought, or its own batch once expired',
    source: unknown,
    docs: UPLOAD_ERRORS,
  },
  {
    id: `upload-batch-not-usable-${slug(method, path)}`,
    method,
    path,
    status: 422,
    message: BATCH_NOT_USABLE_YET_MESSAGE,
    when: 'the batch belongs to the node but is not usable yet, usually because it was bought moments ago',
    source: notUsable,
    // What to do about it, waiting until the batch is usable, is explained there.
    docs: NEW_BATCH_DOCS,
  },
]);

/** Why a node without SWAP answers the chequebook routes as it does; one condition for each of its answers. */
const WITHOUT_SWAP =
  'the node runs without SWAP, as every ultra-light node must, so it has no chequebook: only a placeholder whose calls fail';

/**
 * What a node without SWAP answers on the chequebook routes. Bee deploys a chequebook only with `swap-enable`
 * (`deployedOnlyWithSwap`), which needs a blockchain endpoint (`swapNeedsChain`), so an ultra-light node never
 * has one: it keeps a placeholder (`placeholder`) whose calls fail with "chain disabled" (`balanceFails`) and
 * whose address is the zero address (`addressSource`). `chequebook-enable` is still true unless set otherwise
 * (`enabledByDefault`), so the routes pass their gate, as Bee's test with SWAP off expects (`gateOpenTest`;
 * no Bee test checks the answers themselves, so they cite code only), and `GET /node` reports `chequebookEnabled: true` (`reported`): the balance answers 405, a deposit or
 * withdrawal 500 (`answers`), and the address 200 with the zero address, which the handler passes on as it does
 * any (`addressHandler`, `addressTest`).
 */
export const CHEQUEBOOK_WITHOUT_SWAP = {
  enabledByDefault: bee(
    'cmd/bee/cmd/cmd.go',
    308,
    '(*command).setAllFlags',
    'cmd.Flags().Bool(optionNameChequebookEnable, true, "enable chequebook")',
  ),
  swapNeedsChain: bee('pkg/node/node.go', 401, 'NewBee', 'if o.SwapEnable && !chainEnabled {'),
  placeholder: bee('pkg/node/node.go', 393, 'NewBee', 'chequebookService chequebook.Service = new(noOpChequebookService)'),
  gateOpenTest: bee(
    'pkg/api/router_test.go',
    289,
    'TestEndpointOptions',
    '{"/chequebook/balance", []string{"GET"}, http.StatusNoContent},',
  ),
  deployedOnlyWithSwap: bee('pkg/node/node.go', 566, 'NewBee', 'if o.SwapEnable {'),
  balanceFails: bee('pkg/node/chain.go', 350, '(*noOpChequebookService).Balance', 'return nil, postagecontract.ErrChainDisabled'),
  reported: bee('pkg/api/node.go', 44, '(*Service).nodeGetHandler', 'ChequebookEnabled: s.chequebookEnabled,'),
  /** As Bee writes it (go-ethereum's `Address.String()`); bee-js reads it as an `EthAddress` of zeros. */
  address: `0x${'0'.repeat(40)}`,
  addressSource: bee('pkg/node/chain.go', 358, '(*noOpChequebookService).Address', 'return common.Address{}'),
  addressHandler: bee(
    'pkg/api/chequebook.go',
    90,
    '(*Service).chequebookAddressHandler',
    'jsonhttp.OK(w, chequebookAddressResponse{Address: s.chequebook.Address().String()})',
  ),
  addressTest: bee(
    'pkg/api/chequebook_test.go',
    128,
    'TestChequebookAddress',
    'jsonhttptest.Request(t, testServer, http.MethodGet, "/chequebook/address", http.StatusOK,',
  ),
  answers: [
    {
      id: 'chequebook-without-swap-get-chequebook-balance',
      method: 'GET',
      path: '/chequebook/balance',
      status: 405,
      message: 'chain disabled',
      when: WITHOUT_SWAP,
      modes: ['ultra-light'],
      source: bee('pkg/api/chequebook.go', 68, '(*Service).chequebookBalanceHandler', 'jsonhttp.MethodNotAllowed(w, err)'),
      docs: NODE_MODES_DOCS,
    },
    {
      id: 'chequebook-without-swap-post-chequebook-deposit',
      method: 'POST',
      path: '/chequebook/deposit',
      status: 500,
      message: 'cannot deposit',
      when: WITHOUT_SWAP,
      modes: ['ultra-light'],
      source: bee(
        'pkg/api/chequebook.go',
        392,
        '(*Service).chequebookDepositHandler',
        'jsonhttp.InternalServerError(w, errChequebookNoDeposit)',
      ),
      docs: NODE_MODES_DOCS,
    },
    {
      id: 'chequebook-without-swap-post-chequebook-withdraw',
      method: 'POST',
      path: '/chequebook/withdraw',
      status: 500,
      message: 'cannot withdraw',
      when: WITHOUT_SWAP,
      modes: ['ultra-light'],
      source: bee(
        'pkg/api/chequebook.go',
        364,
        '(*Service).chequebookWithdrawHandler',
        'jsonhttp.InternalServerError(w, errChequebookNoWithdraw)',
      ),
      docs: NODE_MODES_DOCS,
    },
  ] satisfies BeeResponse[],
} as const;

export const BEE_RESPONSES: readonly BeeResponse[] = [
  ...UPLOAD_RESPONSES,
  {
    id: 'batch-unknown-to-node',
    method: 'GET',
    path: '/stamps/{batch_id}',
    status: 404,
    message: 'issuer does not exist',
    when: 'the node holds no batch with that ID: a mistyped ID, a batch another node bought, or its own batch once expired, which Bee removes; it never becomes usable here',
    source: bee('pkg/api/postage.go', 372, '(*Service).postageGetStampHandler', 'jsonhttp.NotFound(w, "issuer does not exist")'),
    docs: NEW_BATCH_DOCS,
  },
  {
    id: 'batch-not-usable-yet',
    method: 'GET',
    path: '/stamps/{batch_id}',
    status: 400,
    message: 'batch not usable',
    when: "the node bought the batch, but its view of the chain is not yet 10 blocks past the batch's block: 14 to 18 blocks after it at the chain's tip",
    source: bee('pkg/api/postage.go', 370, '(*Service).postageGetStampHandler', 'jsonhttp.BadRequest(w, "batch not usable")'),
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
      when: 'the node runs with chequebook-enable: false, which no mode sets by default',
      docs: NODE_MODES_DOCS,
    },
    'chequebook-disabled',
  ),
  ...CHEQUEBOOK_WITHOUT_SWAP.answers,
  {
    id: 'storage-incentives-disabled',
    method: 'GET',
    path: '/redistributionstate',
    status: 403,
    message: INCENTIVES_DISABLED,
    when: 'the node is not a full node, so it has no redistribution agent',
    modes: ['ultra-light', 'light'],
    source: bee('pkg/api/router.go', 676, '(*Service).mountBusinessDebug', 's.checkStorageIncentivesAvailability,'),
    docs: NODE_MODES_DOCS,
  },
  ...POSTAGE_SYNC_ROUTES.map(([method, path]): BeeResponse => ({
    id: `postage-syncing-${slug(method, path)}`,
    method,
    path,
    status: 503,
    message: 'syncing in progress',
    when: 'the node has not caught up with the postage contract on chain yet',
    source: bee(
      'pkg/api/postage.go',
      54,
      '(*Service).postageSyncStatusCheckHandler',
      'jsonhttp.ServiceUnavailable(w, "syncing in progress")',
    ),
    docs: NODE_MODES_DOCS,
  })),
  {
    id: 'bzz-token-unavailable',
    method: 'POST',
    path: '/wallet/withdraw/{coin}',
    status: 503,
    message: 'BZZ token address unavailable',
    when: 'a BZZ withdrawal while the node does not know the token contract address',
    source: bee(
      'pkg/api/wallet.go',
      102,
      '(*Service).walletWithdrawHandler',
      'jsonhttp.ServiceUnavailable(w, "BZZ token address unavailable")',
    ),
    docs: NODE_MODES_DOCS,
  },
  {
    id: 'batch-out-of-funds',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 400,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the batch costs (amount × 2^depth PLUR)',
    source: bee('pkg/api/postage.go', 115, '(*Service).postageCreateHandler', 'jsonhttp.BadRequest(w, "out of funds")'),
    docs: WALLET_PAYS_DOCS,
  },
  {
    id: 'batch-below-minimum-validity',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 400,
    message: 'insufficient amount for 24h minimum validity',
    when: 'the amount per chunk would pay for less than the contract’s minimum of 24 hours at the current price',
    source: bee(
      'pkg/api/postage.go',
      127,
      '(*Service).postageCreateHandler',
      'jsonhttp.BadRequest(w, "insufficient amount for 24h minimum validity")',
    ),
    docs: WALLET_PAYS_DOCS,
  },
  {
    id: 'postage-transaction-pending',
    method: 'POST',
    path: '/stamps/{amount}/{depth}',
    status: 429,
    message: 'simultaneous on-chain operations not supported',
    when: 'another buy, top-up or dilution of this node is still waiting to be mined',
    source: bee(
      'pkg/api/postage.go',
      33,
      '(*Service).postageAccessHandler',
      'jsonhttp.TooManyRequests(w, "simultaneous on-chain operations not supported")',
    ),
    docs: ERRORS,
  },
  {
    id: 'stake-below-minimum',
    method: 'POST',
    path: '/stake/{amount}',
    status: 400,
    message: 'insufficient stake amount',
    when: 'the stake after the deposit would be below 2^h × 10 xBZZ, h being the node’s reserve doubling',
    source: bee('pkg/api/staking.go', 60, '(*Service).stakingDepositHandler', 'jsonhttp.BadRequest(w, "insufficient stake amount")'),
    docs: STAKING_ERRORS,
  },
  {
    id: 'stake-out-of-funds',
    method: 'POST',
    path: '/stake/{amount}',
    status: 400,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the deposit',
    source: bee('pkg/api/staking.go', 72, '(*Service).stakingDepositHandler', 'jsonhttp.BadRequest(w, "out of funds")'),
    docs: STAKING_ERRORS,
  },
  ...STAKE_ROUTES.map(([method, path]): BeeResponse => ({
    id: method === 'POST' ? 'staking-transaction-pending' : `staking-transaction-pending-${slug(method, path)}`,
    method,
    path,
    status: 429,
    message: 'simultaneous on-chain operations not supported',
    when: 'another staking call of this node is still waiting for its transactions',
    source: STAKING_ACCESS,
    docs: STAKING_ERRORS,
  })),
  {
    id: 'cashout-pending',
    method: 'POST',
    path: '/chequebook/cashout/{peer}',
    status: 429,
    message: 'simultaneous on-chain operations not supported',
    when: 'another cash-out of this node has not been sent yet (it clears once the transaction is sent, not mined)',
    source: bee(
      'pkg/api/chequebook.go',
      238,
      '(*Service).swapCashoutHandler',
      'jsonhttp.TooManyRequests(w, "simultaneous on-chain operations not supported")',
    ),
    docs: ERRORS,
  },
  ...(['/status/peers', '/status/neighborhoods'] as const).map((path): BeeResponse => ({
    id: `status-busy-${slug('GET', path)}`,
    method: 'GET',
    path,
    status: 429,
    message: 'simultaneous operations not supported',
    when: 'another request for the status of the node’s peers or neighbourhoods is still being answered',
    source: STATUS_ACCESS,
    docs: ERRORS,
  })),
  {
    id: 'chain-state-without-chain',
    method: 'GET',
    path: '/chainstate',
    status: 500,
    message: 'block number unavailable',
    when: 'the node runs without a blockchain endpoint, so it cannot read the chain’s tip',
    modes: ['ultra-light'],
    source: bee('pkg/api/postage.go', 459, '(*Service).chainStateHandler', 'jsonhttp.InternalServerError(w, "block number unavailable")'),
    docs: '/docs/status/#chain-state-reserve-state-and-wallet',
  },
  {
    id: 'reupload-failed',
    method: 'PUT',
    path: '/stewardship/{address}',
    status: 500,
    message: 're-upload failed',
    when: 'a chunk of the content is neither in the node’s store nor retrievable from the network, or the batch, immutable, has a full bucket for a chunk it has not stamped before',
    source: bee('pkg/api/stewardship.go', 71, '(*Service).stewardshipPutHandler', 'jsonhttp.InternalServerError(w, "re-upload failed")'),
    docs: '/docs/pinning/#errors-and-pitfalls',
  },
  {
    id: 'not-ready',
    method: 'GET',
    path: '/readiness',
    status: 400,
    message: 'notReady',
    when: 'the node is still starting',
    source: bee('pkg/api/readiness.go', 24, '(*Service).readinessHandler', 'jsonhttp.BadRequest(w, ReadyStatusResponse{'),
    docs: '/docs/status/#health-readiness-and-versions',
  },
  {
    id: 'cashout-failed',
    method: 'POST',
    path: '/chequebook/cashout/{peer}',
    status: 500,
    message: 'cannot cash cheque',
    when: 'the cash-out failed: no cheque of that peer is known, or the transaction could not be sent (e.g. no xDAI for gas)',
    source: bee('pkg/api/chequebook.go', 253, '(*Service).swapCashoutHandler', 'jsonhttp.InternalServerError(w, errCannotCash)'),
    docs: '/docs/chequebook/#errors-and-pitfalls',
  },
  {
    id: 'pin-not-found',
    method: 'GET',
    path: '/pins/{reference}',
    status: 404,
    message: 'Not Found',
    when: 'the reference is not pinned on this node',
    source: bee('pkg/api/pin.go', 190, '(*Service).getPinnedRootHash', 'jsonhttp.NotFound(w, nil)'),
    docs: '/docs/pinning/#errors-and-pitfalls',
  },
  {
    id: 'tag-not-present',
    method: 'GET',
    path: '/tags/{id}',
    status: 404,
    message: 'tag not present',
    when: 'the node has no tag with that uid (deleted, or made by another node)',
    source: bee('pkg/api/tag.go', 83, '(*Service).getTagHandler', 'jsonhttp.NotFound(w, "tag not present")'),
    docs: '/docs/tracking-uploads/#errors-and-pitfalls',
  },
  {
    id: 'pss-recipient-unreadable',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'invalid query params',
    when: 'the recipient key in the query cannot be read as a public key',
    source: bee('pkg/api/pss.go', 59, '(*Service).pssPostHandler', 'response("invalid query params", logger, w)'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-not-found',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'batch not found',
    when: 'the sending node does not know the batch',
    source: bee('pkg/api/pss.go', 87, '(*Service).pssPostHandler', 'jsonhttp.BadRequest(w, "batch not found")'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-not-usable',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 400,
    message: 'batch not usable yet',
    when: 'the batch was bought moments ago',
    source: bee('pkg/api/pss.go', 89, '(*Service).pssPostHandler', 'jsonhttp.BadRequest(w, "batch not usable yet")'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
  {
    id: 'pss-batch-full',
    method: 'POST',
    path: '/pss/send/{topic}/{targets}',
    status: 402,
    message: 'batch is overissued',
    when: 'the batch has no room left in the bucket the message needs',
    source: bee('pkg/api/pss.go', 104, '(*Service).pssPostHandler', 'jsonhttp.PaymentRequired(w, "batch is overissued")'),
    docs: '/docs/pss/#errors-and-pitfalls',
  },
];

/**
 * Until start-up ends (`EnableFullAPI`, pkg/node/node.go:1411 in NewBee), every route Bee mounts with its `handle`
 * helper answers 503; the technical routes mounted without it (router.go:108-180 in
 * (*Service).mountTechnicalDebug) answer from the start.
 */
export const STARTING_UP = {
  status: 503,
  message: 'Node is syncing. This endpoint is unavailable. Try again later.',
  source: bee('pkg/api/router.go', 185, '(*Service).checkRouteAvailability', 'jsonhttp.ServiceUnavailable(w, "Node is syncing.'),
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

/**
 * A batch bought through the node's API is not at once usable. `POST /stamps` answers only after Bee has waited
 * for the purchase's receipt and registered the batch with the node (`registered`), so the node knows the
 * batch from then on; but it uses the batch only once its view of the chain is `blocks` blocks past the
 * batch's block (`usableCheck`). That view is not the chain's tip: Bee's postage listener trails the tip by
 * `tailBlocks` and moves in steps of `stepBlocks` (`viewSource`), so the tip is 14 to 18 blocks past the batch's
 * block when the batch becomes usable (`blocksAtTip`). Until then `GET /stamps/{batch_id}` answers
 * `notUsableYet`, so bee-js's `getPostageBatch` throws; a batch the node does not hold answers `unknown`, and
 * never becomes usable.
 */
export const NEW_BATCH = {
  notUsableYet: beeResponse('batch-not-usable-yet'),
  unknown: beeResponse('batch-unknown-to-node'),
  blocks: 10,
  registered: bee(
    'pkg/postage/postagecontract/contract.go',
    396,
    '(*postageContract).CreateBatch',
    'c.postageService.Add(postage.NewStampIssuer(',
  ),
  blocksSource: bee('pkg/postage/service.go', 28, 'const blockThreshold', 'blockThreshold = 10'),
  usableCheck: bee('pkg/postage/service.go', 226, '(*service).IssuerUsable', '(cs.Block-st.data.BlockNumber) < blockThreshold'),
  tailBlocks: 4,
  tailSource: bee('pkg/postage/listener/listener.go', 33, 'const tailSize', 'how many blocks to tail from the tip of the chain'),
  stepBlocks: 5,
  stepSource: bee('pkg/postage/listener/listener.go', 38, 'var batchFactorOverridePublic', 'batchFactorOverridePublic = "5"'),
  /** The block the node's view moves to: the tip less the tail, rounded down to a step, then stored by the listener. */
  viewSource: [
    bee('pkg/postage/listener/listener.go', 313, '(*listener).Listen', 'to = to - tailSize'),
    bee('pkg/postage/listener/listener.go', 317, '(*listener).Listen', 'to = (to / batchFactor) * batchFactor'),
    bee('pkg/postage/listener/listener.go', 216, '(*listener).Listen', 'err := updater.UpdateBlockNumber(to)'),
  ],
  /** Bee's test that the listener reports the tip less the tail, rounded down to a step. */
  viewTest: bee(
    'pkg/postage/listener/listener_test.go',
    325,
    'TestListener',
    'compareF(t, toBatchBlock(blockNumber-uint64(listener.TailSize)))',
  ),
} as const;

/** The node's view of the chain when its tip is at block `tip`, as Bee's postage listener stores it. */
export const nodeViewOfChain = (tip: number) => Math.floor((tip - NEW_BATCH.tailBlocks) / NEW_BATCH.stepBlocks) * NEW_BATCH.stepBlocks;

/**
 * How many blocks after the batch's block the chain's tip is when the node first uses the batch: the fewest and
 * the most over the positions of the batch's block within a step.
 */
export function blocksAtTipUntilUsable(): {fewest: number; most: number} {
  const waits = Array.from({length: NEW_BATCH.stepBlocks}, (_, offset) => {
    const batchBlock = 1000 + offset;
    let tip = batchBlock;
    while (nodeViewOfChain(tip) - batchBlock < NEW_BATCH.blocks) tip++;
    return tip - batchBlock;
  });
  return {fewest: Math.min(...waits), most: Math.max(...waits)};
}

/**
 * A batch expires when its balance no longer covers the total paid out per chunk since the contract began: the
 * batch store then hands it to the postage service, which drops its stamp issuer (`removed`), and deletes it
 * (`deleted`). From then on the node answers for it as for a batch it never had: `GET /stamps/{batch_id}` and
 * every upload answer 404 (`lookup`), as Bee's own tests check (`tests`).
 */
export const EXPIRED_BATCH = {
  expires: bee('pkg/postage/batchstore/store.go', 308, '(*store).cleanup', 'if b.Value.Cmp(s.cs.Load().TotalAmount) <= 0 {'),
  removed: bee(
    'pkg/postage/batchstore/store.go',
    323,
    '(*store).cleanup',
    'err = s.batchExpiry.HandleStampExpiry(context.Background(), b.ID)',
  ),
  issuerRemoved: bee('pkg/postage/service.go', 298, '(*service).HandleStampExpiry', 'exists, err := ps.removeIssuer(id)'),
  deleted: bee('pkg/postage/batchstore/store.go', 336, '(*store).cleanup', 'err = s.store.Delete(batchKey(b.ID))'),
  lookup: bee('pkg/postage/service.go', 248, '(*service).GetStampIssuer', 'return nil, nil, ErrNotFound'),
  tests: [
    bee('pkg/postage/service_test.go', 261, 'TestSetExpired', 'if !errors.Is(err, postage.ErrNotFound)'),
    bee('pkg/postage/batchstore/store_test.go', 517, 'TestBatchExpiry', 'if exists, err := store.Exists(esi.ID()); err != nil || exists {'),
  ],
} as const;

/**
 * How Bee finds a sequence feed's latest update (`GET /feeds/{owner}/{topic}`, and feed manifests through
 * `/bzz`): not index by index, but with an asynchronous finder (`lookupSource`). After update 0 it probes
 * `probesAtOnce` indexes at once, 2^l - 1 past the newest update found for l from `probesAtOnce` down to 1
 * (`probeSource`), and narrows down between the newest found and the first missing; a probe without an answer
 * within `probeTimeoutSeconds` counts as missing (`timeoutSource`), so a slow probe makes a read stale.
 */
export const FEED_LOOKUP = {
  probesAtOnce: 8,
  probeTimeoutSeconds: 1,
  lookupSource: bee('pkg/feeds/factory/factory.go', 25, '(*factory).NewLookup', 'return sequence.NewAsyncFinder(f.Getter, feed), nil'),
  callerSource: bee('pkg/api/feed.go', 75, '(*Service).feedGetHandler', 'lookup, err := s.feedFactory.NewLookup(feeds.Sequence, f)'),
  levelsSource: bee('pkg/feeds/sequence/sequence.go', 29, 'const DefaultLevels', 'DefaultLevels = 8'),
  probeSource: bee('pkg/feeds/sequence/sequence.go', 216, '(*asyncFinder).at', 'index := i.base + (1 << l) - 1'),
  timeoutSource: bee('pkg/feeds/sequence/sequence.go', 211, '(*asyncFinder).at', 'context.WithTimeout(ctx, 1*time.Second)'),
  /** Bee's test of the finder over feeds of many lengths. */
  test: bee('pkg/feeds/sequence/lookup_test.go', 48, 'TestFinder', 'sequence.NewAsyncFinder, sequence.NewUpdater'),
} as const;

/** The distances past the newest update found that one round of the feed lookup probes: 1, 3, 7 … 255. */
export const feedProbeDistances = () => Array.from({length: FEED_LOOKUP.probesAtOnce}, (_, level) => 2 ** (level + 1) - 1);

/** Staking's rules beyond the contract. */
export const STAKING = {
  /** The smallest stake, in PLUR (10 xBZZ). */
  minimumPlur: 100_000_000_000_000_000n,
  minimumSource: bee(
    'pkg/storageincentives/staking/contract.go',
    23,
    'var MinimumStakeAmount',
    'MinimumStakeAmount = big.NewInt(100000000000000000)',
  ),
  /** After a deposit the stake must be at least 2^h × the minimum, h being the node's reserve doubling. */
  totalRuleSource: bee(
    'pkg/storageincentives/staking/contract.go',
    100,
    '(*contract).DepositStake',
    'big.NewInt(1<<c.height), MinimumStakeAmount',
  ),
  /** Light and ultra-light nodes cannot set a reserve doubling, so for them h is 0. */
  noDoublingOutsideFullSource: bee('pkg/node/node.go', 294, 'NewBee', 'if !o.FullNodeMode && o.ReserveCapacityDoubling != 0 {'),
  /**
   * Bee creates the staking contract in every mode; the /stake routes check none (router.go:649-672 in
   * (*Service).mountBusinessDebug).
   */
  contractInEveryModeSource: bee('pkg/node/node.go', 1199, 'NewBee', 'stakingContract := staking.New('),
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
    source: bee(
      'pkg/storageincentives/staking/contract.go',
      113,
      '(*contract).DepositStake',
      'c.sendApproveTransaction(ctx, stakedAmount)',
    ),
  },
  {
    method: 'DELETE',
    path: '/stake/withdrawable',
    beeJs: 'withdrawSurplusStake',
    what: 'one withdrawal transaction',
    source: bee(
      'pkg/storageincentives/staking/contract.go',
      304,
      '(*contract).sendTransaction',
      'c.transactionService.WaitForReceipt(ctx, txHash)',
    ),
  },
];

/**
 * `BEE_CORS_ALLOWED_ORIGINS` as Bee reads it: viper hands the environment value over as one string
 * (viper v1.7.0, viper.go:1100 in (*Viper).find) and `GetStringSlice` (start.go:321 in buildBeeNode) turns it
 * into a list with cast's `ToStringSlice`, which splits a string with Go's `strings.Fields` (cast v1.3.0,
 * caste.go:1133 in ToStringSliceE): on runs of white space, never on commas. The `--cors-allowed-origins` flag, a
 * pflag StringSlice, takes a comma list.
 */
export const CORS_ALLOWED_ORIGINS = {
  flag: '--cors-allowed-origins',
  environmentVariable: 'BEE_CORS_ALLOWED_ORIGINS',
  yamlKey: 'cors-allowed-origins',
  sources: {
    flag: bee('cmd/bee/cmd/cmd.go', 286, '(*command).setAllFlags', 'cmd.Flags().StringSlice(optionCORSAllowedOrigins'),
    read: bee('cmd/bee/cmd/start.go', 321, 'buildBeeNode', 'c.config.GetStringSlice(optionCORSAllowedOrigins)'),
    environment: {
      repo: 'spf13/viper',
      ref: 'v1.7.0',
      file: 'viper.go',
      line: 1100,
      function: '(*Viper).find',
      fragment: 'v.getEnv(v.mergeWithEnvPrefix(lcaseKey))',
    },
    split: {repo: 'spf13/cast', ref: 'v1.3.0', file: 'caste.go', line: 1133, function: 'ToStringSliceE', fragment: 'strings.Fields(v)'},
    match: bee('pkg/api/api.go', 611, '(*Service).checkOrigin', 'hosts := append(s.CORSAllowedOrigins'),
  } satisfies Record<string, BeeSource>,
} as const;

/** Go's `strings.Fields`: the value split on runs of Unicode white space, empty fields dropped. */
export function corsOriginsFromEnvironment(value: string): string[] {
  return value.split(/\s+/u).filter((field) => field !== '');
}

/** Whether Bee's CORS check lets `origin` through with these allowed origins (api.go:611-615 in (*Service).checkOrigin). */
export function corsAllows(allowedOrigins: readonly string[], origin: string): boolean {
  return allowedOrigins.some((allowed) => allowed === '*' || allowed.toLowerCase() === origin.toLowerCase());
}

/** The request headers gateway-proxy's CORS answer allows; a browser's preflight refuses any other. */
export const GATEWAY_PROXY_ALLOWED_HEADERS = {
  headers: ['content-type', 'authorization', 'swarm-postage-batch-id', 'swarm-deferred-upload'],
  source: {
    repo: 'ethersphere/gateway-proxy',
    ref: GATEWAY_PROXY_REF,
    file: 'src/server.ts',
    line: 47,
    function: 'createApp',
    fragment: "'Content-Type, Authorization, swarm-postage-batch-id, swarm-deferred-upload'",
  } satisfies BeeSource,
} as const;

/** The header bee-js 12.3.1 sends for each upload option or upload kind, with the line that sets it. */
export const UPLOAD_HEADERS: readonly {option: string; header: string; source: BeeSource}[] = [
  {
    option: 'uploadCollection / uploadFiles (a collection)',
    header: 'swarm-collection',
    source: beeJs('dist/cjs/utils/tar-uploader.js', 18, 'uploadTar', "'swarm-collection': 'true'"),
  },
  {option: 'pin', header: 'swarm-pin', source: beeJs('dist/cjs/utils/headers.js', 65, 'prepareRequestHeaders', "headers['swarm-pin']")},
  {
    option: 'encrypt',
    header: 'swarm-encrypt',
    source: beeJs('dist/cjs/utils/headers.js', 69, 'prepareRequestHeaders', "headers['swarm-encrypt']"),
  },
  {
    option: 'redundancyLevel',
    header: 'swarm-redundancy-level',
    source: beeJs('dist/cjs/utils/headers.js', 57, 'prepareRequestHeaders', "headers['swarm-redundancy-level']"),
  },
  {option: 'tag', header: 'swarm-tag', source: beeJs('dist/cjs/utils/headers.js', 72, 'prepareRequestHeaders', "headers['swarm-tag']")},
  {option: 'act', header: 'swarm-act', source: beeJs('dist/cjs/utils/headers.js', 61, 'prepareRequestHeaders', "headers['swarm-act']")},
  {
    option: 'indexDocument',
    header: 'swarm-index-document',
    source: beeJs('dist/cjs/utils/headers.js', 89, 'prepareRequestHeaders', "headers['swarm-index-document']"),
  },
  {
    option: 'errorDocument',
    header: 'swarm-error-document',
    source: beeJs('dist/cjs/utils/headers.js', 92, 'prepareRequestHeaders', "headers['swarm-error-document']"),
  },
  {
    option: 'deferred',
    header: 'swarm-deferred-upload',
    source: beeJs('dist/cjs/utils/headers.js', 76, 'prepareRequestHeaders', "headers['swarm-deferred-upload']"),
  },
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
  // GET / is Bee's greeting (router.go:242 in (*Service).mountAPI), mounted without the start-up gate.
  checkConnection: [['GET', '/']],
  isConnected: [['GET', '/']],
  getNodeInfo: [['GET', '/node']],
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
  getChequebookAddress: [['GET', '/chequebook/address']],
  depositBZZToChequebook: [['POST', '/chequebook/deposit']],
  depositTokens: [['POST', '/chequebook/deposit']],
  withdrawBZZFromChequebook: [['POST', '/chequebook/withdraw']],
  withdrawTokens: [['POST', '/chequebook/withdraw']],
  cashoutLastCheque: [['POST', '/chequebook/cashout/{peer}']],
  getLastCashoutAction: [['GET', '/chequebook/cashout/{peer}']],
  getLastCheques: [['GET', '/chequebook/cheque']],
  getLastChequesForPeer: [['GET', '/chequebook/cheque/{peer}']],
  depositStake: [['POST', '/stake/{amount}']],
  getStake: [['GET', '/stake']],
  getRedistributionState: [['GET', '/redistributionstate']],
  getReadiness: [['GET', '/readiness']],
  getPin: [['GET', '/pins/{reference}']],
  retrieveTag: [['GET', '/tags/{id}']],
  pssSend: [['POST', '/pss/send/{topic}/{targets}']],
  getChainState: [['GET', '/chainstate']],
  getReserveState: [['GET', '/reservestate']],
  reuploadPinnedData: [['PUT', '/stewardship/{address}']],
  withdrawSurplusStake: [['DELETE', '/stake/withdrawable']],
  migrateStake: [['DELETE', '/stake']],
};

/**
 * Erasure coding of uploads. Bee applies `DEFAULT_UPLOAD_LEVEL` (MEDIUM) to `/bytes`, `/bzz` and `/feeds` uploads
 * that send no `swarm-redundancy-level`, and bee-js 12.3.1 sends the header only for a level other than 0, so
 * `RedundancyLevel.OFF` leaves the upload at MEDIUM; a `requestOptions.headers` entry sends 0 (docs/upload-download.mdx).
 * `/chunks` and `/soc` store the one chunk they get. ./erasure-coding.ts counts the chunks a level makes.
 */
export const UPLOAD_REDUNDANCY = {
  defaultLevel: DEFAULT_UPLOAD_LEVEL,
  defaultSource: bee('pkg/file/redundancy/level.go', 181, 'const DefaultUploadLevel', 'DefaultUploadLevel = MEDIUM'),
  /** The upload handlers that start from the default and take the header's level instead when there is one. */
  appliedBy: [
    bee('pkg/api/bytes.go', 52, '(*Service).bytesUploadHandler', 'rLevel := redundancy.DefaultUploadLevel'),
    bee('pkg/api/bzz.go', 148, '(*Service).bzzUploadHandler', 'rLevel := redundancy.DefaultUploadLevel'),
    bee('pkg/api/feed.go', 183, '(*Service).feedPostHandler', 'rLevel := redundancy.DefaultUploadLevel'),
  ],
  /** Single chunks are stored as they come, with no parity and no replicas. */
  storedAsSent: [
    bee('pkg/api/chunk.go', 171, '(*Service).chunkUploadHandler', 'err = putter.Put(r.Context(), chunk)'),
    bee('pkg/api/soc.go', 208, '(*Service).socUploadHandler', 'err = putter.Put(r.Context(), sch)'),
  ],
  /** Bee's own test of `/bytes` sends level 0 to get the plain reference of two chunks. */
  plainReferenceTest: bee('pkg/api/bytes_test.go', 60, 'TestBytes', 'jsonhttptest.WithRequestHeader(api.SwarmRedundancyLevelHeader, "0"),'),
  /** With parity, a chunk of references lists the parity chunks' addresses and marks the level in its span. */
  parityInReferences: bee(
    'pkg/file/pipeline/hashtrie/hashtrie.go',
    144,
    '(*hashTrieWriter).wrapFullLevel',
    'hashes = append(hashes, hash...)',
  ),
  levelInSpan: bee(
    'pkg/file/pipeline/hashtrie/hashtrie.go',
    150,
    '(*hashTrieWriter).wrapFullLevel',
    'redundancy.EncodeLevel(spb, h.rParams.Level())',
  ),
  /** The root chunk's dispersed replicas, stored with the upload's stamps like its other chunks. */
  replicas: {
    counts: REPLICA_COUNTS,
    source: bee('pkg/file/redundancy/level.go', 174, 'var replicaCounts', 'replicaCounts = [5]int{0, 2, 4, 8, 16}'),
    put: bee('pkg/file/pipeline/hashtrie/hashtrie.go', 265, '(*hashTrieWriter).Sum', 'err = h.replicaPutter.Put(h.ctx'),
    test: bee('pkg/replicas/putter_test.go', 110, 'TestPutter', 'count := tc.level.GetReplicaCount()'),
  },
  /** MEDIUM's parity table, whose two rows follow this line (./erasure-coding.ts has every level's), and Bee's test of the counts. */
  mediumParities: bee('pkg/file/redundancy/level.go', 113, 'var mediumEt', 'var mediumEt = newErasureTable('),
  parityCountTest: bee('pkg/file/pipeline/hashtrie/hashtrie_test.go', 301, 'TestRedundancy', 'parities:   37, // 31 (full ch) + 6 (2 ref)'),
  beeJsSendsOnlyNonZero: beeJs('dist/cjs/utils/headers.js', 56, 'prepareRequestHeaders', 'if (options.redundancyLevel) {'),
} as const;
