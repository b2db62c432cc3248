/**
 * What Bee answers by node mode and moment: the chain gate that refuses an ultra-light node, the routes every
 * mode answers, the full node's redistribution, the status routes that take one call at a time, and the start-up
 * gate that answers 503 until the node is ready.
 */
import {type BeeResponse, gated, type GatedRoute, NODE_MODES_DOCS, slug, STATUS_CODES_DOCS} from './bee-response';
import {bee, mounted} from './source';

const CHAIN_DISABLED = 'Chain is disabled. This endpoint is unavailable.';
const INCENTIVES_DISABLED = 'Storage incentives are disabled. This endpoint is unavailable.';

/** The line of pkg/api/router.go that puts the chain gate in front of a route. */
const CHAIN_GATE = 's.checkChainAvailability,';

/**
 * Behind `checkChainAvailability` (router.go:222 in (*Service).checkChainAvailability): refused when the node runs
 * without a blockchain endpoint.
 */
export const CHAIN_ROUTES: readonly GatedRoute[] = [
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

/** What an ultra-light node answers on every route behind the chain gate. */
export const CHAIN_DISABLED_RESPONSES = gated(
  CHAIN_ROUTES,
  {
    status: 403,
    message: CHAIN_DISABLED,
    when: 'the node runs without a blockchain endpoint',
    modes: ['ultra-light'],
    docs: NODE_MODES_DOCS,
  },
  'chain-disabled',
);

export const STORAGE_INCENTIVES_DISABLED: BeeResponse = {
  id: 'storage-incentives-disabled',
  method: 'GET',
  path: '/redistributionstate',
  status: 403,
  message: INCENTIVES_DISABLED,
  when: 'the node is not a full node, so it has no redistribution agent',
  modes: ['ultra-light', 'light'],
  source: bee('pkg/api/router.go', 676, '(*Service).mountBusinessDebug', 's.checkStorageIncentivesAvailability,'),
  docs: NODE_MODES_DOCS,
};

/** A second status call while the first is still being answered. */
export const STATUS_BUSY_RESPONSES = (['/status/peers', '/status/neighborhoods'] as const).map((path): BeeResponse => ({
  id: `status-busy-${slug('GET', path)}`,
  method: 'GET',
  path,
  status: 429,
  message: 'simultaneous operations not supported',
  when: 'another request for the status of the node’s peers or neighbourhoods is still being answered',
  source: STATUS_ACCESS,
  docs: STATUS_CODES_DOCS,
}));

export const CHAIN_STATE_WITHOUT_CHAIN: BeeResponse = {
  id: 'chain-state-without-chain',
  method: 'GET',
  path: '/chainstate',
  status: 500,
  message: 'block number unavailable',
  when: 'the node runs without a blockchain endpoint, so it cannot read the chain’s tip',
  modes: ['ultra-light'],
  source: bee('pkg/api/postage.go', 459, '(*Service).chainStateHandler', 'jsonhttp.InternalServerError(w, "block number unavailable")'),
  docs: '/docs/status/#chain-state-reserve-state-and-wallet',
};

export const NOT_READY: BeeResponse = {
  id: 'not-ready',
  method: 'GET',
  path: '/readiness',
  status: 400,
  message: 'notReady',
  when: 'the node is still starting',
  source: bee('pkg/api/readiness.go', 24, '(*Service).readinessHandler', 'jsonhttp.BadRequest(w, ReadyStatusResponse{'),
  docs: '/docs/status/#health-readiness-and-versions',
};

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
