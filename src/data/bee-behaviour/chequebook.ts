/**
 * What Bee answers on the chequebook, SWAP and wallet routes: the gates that refuse them, the placeholder
 * chequebook of a node without SWAP, and the failures of a cash-out or a withdrawal.
 */
import {type BeeResponse, gated, type GatedRoute, NODE_MODES_DOCS, STATUS_CODES_DOCS} from './bee-response';
import {bee, routerTest, mounted} from './source';

const SWAP_DISABLED = 'Swap is disabled. This endpoint is unavailable.';
const CHEQUEBOOK_DISABLED = 'Chequebook is disabled. This endpoint is unavailable.';

/** The lines of pkg/api/router.go that put the SWAP and chequebook gates in front of a route. */
const SWAP_GATE = 's.checkSwapAvailability,';
const CHEQUEBOOK_GATE = 's.checkChequebookAvailability,';

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
  ['GET', '/chequebook/balance', mounted(532, CHEQUEBOOK_GATE), routerTest(384, '{"/chequebook/balance", nil, http.StatusForbidden},')],
  ['GET', '/chequebook/address', mounted(539, CHEQUEBOOK_GATE), routerTest(385, '{"/chequebook/address", nil, http.StatusForbidden},')],
  ['POST', '/chequebook/deposit', mounted(546, CHEQUEBOOK_GATE), routerTest(386, '{"/chequebook/deposit", nil, http.StatusForbidden},')],
  ['POST', '/chequebook/withdraw', mounted(556, CHEQUEBOOK_GATE), routerTest(387, '{"/chequebook/withdraw", nil, http.StatusForbidden},')],
];

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
  gateOpenTest: routerTest(289, '{"/chequebook/balance", []string{"GET"}, http.StatusNoContent},'),
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

/** What a node without SWAP answers on every route behind the SWAP gate. */
export const SWAP_DISABLED_RESPONSES = gated(
  SWAP_ROUTES,
  {status: 403, message: SWAP_DISABLED, when: 'the node runs with swap-enable: false', modes: ['ultra-light'], docs: NODE_MODES_DOCS},
  'swap-disabled',
);

/** What a node with `chequebook-enable: false` answers on every route behind the chequebook gate. */
export const CHEQUEBOOK_DISABLED_RESPONSES = gated(
  CHEQUEBOOK_ROUTES,
  {
    status: 403,
    message: CHEQUEBOOK_DISABLED,
    when: 'the node runs with chequebook-enable: false, which no mode sets by default',
    docs: NODE_MODES_DOCS,
  },
  'chequebook-disabled',
);

export const BZZ_TOKEN_UNAVAILABLE: BeeResponse = {
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
};

export const CASHOUT_PENDING: BeeResponse = {
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
  docs: STATUS_CODES_DOCS,
};

export const CASHOUT_FAILED: BeeResponse = {
  id: 'cashout-failed',
  method: 'POST',
  path: '/chequebook/cashout/{peer}',
  status: 500,
  message: 'cannot cash cheque',
  when: 'the cash-out failed: no cheque of that peer is known, or the transaction could not be sent (e.g. no xDAI for gas)',
  source: bee('pkg/api/chequebook.go', 253, '(*Service).swapCashoutHandler', 'jsonhttp.InternalServerError(w, errCannotCash)'),
  docs: '/docs/chequebook/#errors-and-pitfalls',
};

export const CASHOUT_STATUS_NO_CHEQUE: BeeResponse = {
  id: 'cashout-status-no-cheque',
  method: 'GET',
  path: '/chequebook/cashout/{peer}',
  status: 404,
  message: 'no prior cheque',
  when: 'the node has received no cheque from that peer; a peer whose cheques were never cashed out answers 200, with no last cash-out',
  source: bee('pkg/api/chequebook.go', 296, '(*Service).swapCashoutStatusHandler', 'jsonhttp.NotFound(w, errNoCheque)'),
  docs: '/docs/chequebook/#a-peer-never-cashed-out-and-no-prior-cashout',
};
