/**
 * The node itself: its identity (addresses, keys), its mode, its wallet and chain values, staking, and the two
 * paths outside the contract that bee-js asks a node (`GET /`, `GET /gateway`).
 */
import {PrivateKey} from '@ethersphere/bee-js';
import {beeResponse, CHEQUEBOOK_WITHOUT_SWAP, STAKING} from '../../../src/data/bee-behaviour';
import {json, problem, txHash, type Answer, type RouteContext, type Routes} from '../answers';
import {NODE_VERSIONS} from '../behaviour';

/**
 * The stand-in node's own key: its addresses derive from it, and the batches it buys are owned by its address,
 * so a test holding this key can stamp chunks itself (client-side stamping).
 */
export const STAND_IN_NODE_KEY = '4e'.repeat(32);

const nodeKey = new PrivateKey(STAND_IN_NODE_KEY);
export const nodeAddress = nodeKey.publicKey().address().toHex();

/** The chequebook of the stand-in's light and full node, the contract's example address. */
const STAND_IN_CHEQUEBOOK = '36b7efd913ca4cf880b8eeac5093fa27b0825906';

/**
 * Values of a plausible light node that the contract's generated examples get wrong for a reader (a version
 * "string", a price of 10^18 per block): laid over the generated answer, which still fills every other field.
 */
export const NODE_FACTS: Record<string, Record<string, unknown>> = {
  'GET /health': {status: 'ok', ...NODE_VERSIONS},
  'GET /readiness': {status: 'ready', ...NODE_VERSIONS},
  'GET /chainstate': {
    chainTip: 41_250_000,
    block: 41_249_998,
    totalAmount: '162000000000',
    currentPrice: '26500',
    minimumValidityBlocks: 17_280,
  },
  'GET /wallet': {bzzBalance: '25000000000000000', nativeTokenBalance: '1500000000000000000', chainID: 100},
  'GET /chequebook/balance': {totalBalance: '10000000000000000', availableBalance: '9500000000000000'},
};

/** `GET /` is not in the contract; bee-js's checkConnection and isConnected call it, and Bee answers with this text. */
const GREETING = 'Ethereum Swarm Bee';

/** Bee's answer to a request the contract does not describe but bee-js sends, or null for any other request. */
export function answerOutsideContract(method: string, path: string): Answer | null {
  if (method === 'GET' && path === '/') return {status: 200, body: GREETING};
  // bee-js's isGateway asks this of gateways; a Bee node has no such endpoint and answers 404.
  if (method === 'GET' && path === '/gateway') return problem(404, 'Not Found');
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function nodeRoutes({state, behaviour}: RouteContext): Routes {
  const stakeMined = () => sleep(behaviour.stakeMiningMs);
  return {
    'GET /addresses': () =>
      json(200, {
        overlay: state.overlay,
        underlay: [`/ip4/127.0.0.1/tcp/1634/p2p/16Uiu2HAm${'x'.repeat(44)}`],
        ethereum: nodeAddress,
        chain_address: nodeAddress,
        publicKey: nodeKey.publicKey().toCompressedHex(),
        pssPublicKey: nodeKey.publicKey().toCompressedHex(),
      }),
    // chequebook-enable is on unless switched off, in every mode; SWAP never runs on an ultra-light node.
    'GET /node': () =>
      json(200, {
        beeMode: behaviour.mode,
        chequebookEnabled: true,
        swapEnabled: behaviour.mode !== 'ultra-light',
      }),
    // Without SWAP the node's chequebook is Bee's placeholder, whose address is all zeros. The contract writes
    // addresses without Bee's 0x, and bee-js reads either.
    'GET /chequebook/address': () =>
      json(200, {
        chequebookAddress: behaviour.mode === 'ultra-light' ? CHEQUEBOOK_WITHOUT_SWAP.address.slice(2) : STAND_IN_CHEQUEBOOK,
      }),
    'POST /stake/{amount}': async (request, {amount}) => {
      // Light nodes cannot double their reserve, and the stand-in's full node does not either: h is 0.
      if (state.stakedAmount + BigInt(amount) < STAKING.minimumPlur) {
        const refused = beeResponse('stake-below-minimum');
        return problem(refused.status, refused.message);
      }
      await stakeMined();
      state.stakedAmount += BigInt(amount);
      return json(200, {txHash: txHash()});
    },
    'GET /stake': () => json(200, {stakedAmount: String(state.stakedAmount)}),
    'DELETE /stake': () => {
      state.stakedAmount = 0n;
      return json(200, {txHash: txHash()});
    },
    'DELETE /stake/withdrawable': async () => {
      await stakeMined();
      return json(200, {txHash: txHash()});
    },
  };
}
