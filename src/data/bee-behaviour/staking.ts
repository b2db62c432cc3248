/**
 * Staking beyond Bee's contract: its rules, the answers of the /stake routes, and the calls that wait until
 * their transactions are mined.
 */
import {type BeeResponse, slug} from './bee-response';
import type {NodeMode} from '../requirements';
import {bee, type BeeSource} from './source';

const STAKING_ERRORS_DOCS = '/docs/staking/#errors-and-pitfalls';

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

/** The refusals of a stake deposit, and the answer of every /stake route while another call is on chain. */
export const STAKING_RESPONSES: readonly BeeResponse[] = [
  {
    id: 'stake-below-minimum',
    method: 'POST',
    path: '/stake/{amount}',
    status: 400,
    message: 'insufficient stake amount',
    when: 'the stake after the deposit would be below 2^h × 10 xBZZ, h being the node’s reserve doubling',
    source: bee('pkg/api/staking.go', 60, '(*Service).stakingDepositHandler', 'jsonhttp.BadRequest(w, "insufficient stake amount")'),
    docs: STAKING_ERRORS_DOCS,
  },
  {
    id: 'stake-out-of-funds',
    method: 'POST',
    path: '/stake/{amount}',
    status: 400,
    message: 'out of funds',
    when: 'the node wallet holds less xBZZ than the deposit',
    source: bee('pkg/api/staking.go', 72, '(*Service).stakingDepositHandler', 'jsonhttp.BadRequest(w, "out of funds")'),
    docs: STAKING_ERRORS_DOCS,
  },
  ...STAKE_ROUTES.map(([method, path]): BeeResponse => ({
    id: method === 'POST' ? 'staking-transaction-pending' : `staking-transaction-pending-${slug(method, path)}`,
    method,
    path,
    status: 429,
    message: 'simultaneous on-chain operations not supported',
    when: 'another staking call of this node is still waiting for its transactions',
    source: STAKING_ACCESS,
    docs: STAKING_ERRORS_DOCS,
  })),
];

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

/** How Bee refuses a reserve sample on demand (`rchash`), which the staking guide explains. */
export const RCHASH_RESPONSES: readonly BeeResponse[] = [
  {
    id: 'rchash-invalid-anchor',
    method: 'GET',
    path: '/rchash/{depth}/{anchor1}/{anchor2}',
    status: 400,
    message: 'invalid path params',
    when: 'an anchor is not an even number of hex digits: Bee decodes each into bytes',
    source: bee('pkg/api/rchash.go', 117, '(*Service).rchash', 'response("invalid path params", logger, w)'),
    docs: '/docs/staking/#rchash-timeouts-and-anchors',
  },
  {
    id: 'rchash-sample-too-small',
    method: 'GET',
    path: '/rchash/{depth}/{anchor1}/{anchor2}',
    status: 500,
    message: 'failed making sample with proofs',
    when: "fewer than 16 chunks of the reserve lie within depth bits of the first anchor: an anchor outside the node's neighbourhood, or a depth above its own",
    source: bee('pkg/api/rchash.go', 128, '(*Service).rchash', 'jsonhttp.InternalServerError(w, "failed making sample with proofs")'),
    docs: '/docs/staking/#rchash-timeouts-and-anchors',
  },
];
