/**
 * Every public method of the `Bee` class, grouped by reader task, with the node modes it works in. The
 * overview page renders it; tests/unit/bee-methods.test.ts fails when a method of the installed bee-js is
 * missing here, when a name here does not exist, or when the deprecation marks disagree with the package.
 *
 * Modes: methods that only compute locally work without any node; the others follow the Bee API's
 * node-type rules (ultra-light nodes have no blockchain connection, so nothing that pays or uploads works).
 */
import type {NodeMode} from '../components/Requirements';

export type BeeMethod = {
  name: string;
  /** Node modes that answer the call, or 'local' when the method sends no request at all. */
  modes: readonly NodeMode[] | 'local';
  summary: string;
  /** The method to use instead, when bee-js marks this one deprecated. */
  replacedBy?: string;
};

export type BeeMethodGroup = {
  id: string;
  title: string;
  /** The guide that explains the task, as a docs route. */
  guide: string;
  methods: readonly BeeMethod[];
};

const ANY: readonly NodeMode[] = ['ultra-light', 'light', 'full'];
const PAYING: readonly NodeMode[] = ['light', 'full'];
const FULL: readonly NodeMode[] = ['full'];

export const beeMethodGroups = [
  {
    id: 'connection-and-status',
    title: 'Connection and node status',
    guide: '/docs/status/',
    methods: [
      {name: 'isConnected', modes: ANY, summary: 'Whether the node answers; never throws'},
      {name: 'checkConnection', modes: ANY, summary: 'Throws when the node does not answer'},
      {name: 'isGateway', modes: ANY, summary: 'Whether the URL points at a public gateway'},
      {name: 'getHealth', modes: ANY, summary: 'Liveness, Bee version and API version'},
      {name: 'getReadiness', modes: ANY, summary: 'Whether the node is ready to serve requests'},
      {name: 'getNodeInfo', modes: ANY, summary: 'Node mode and whether chequebook and SWAP are on'},
      {name: 'getStatus', modes: ANY, summary: 'Reserve, sync and neighbourhood figures of the node'},
      {name: 'getVersions', modes: ANY, summary: 'Supported and actual Bee and API versions'},
      {name: 'isSupportedExactVersion', modes: ANY, summary: 'Whether the node runs the exact Bee release bee-js targets'},
      {name: 'isSupportedApiVersion', modes: ANY, summary: 'Whether the node API major version matches bee-js'},
      {name: 'getChainState', modes: PAYING, summary: 'Current block, chain tip and storage price'},
      {name: 'getReserveState', modes: PAYING, summary: 'Storage radius and reserve commitment'},
      {name: 'getWalletBalance', modes: PAYING, summary: 'xBZZ and xDAI held by the node wallet'},
    ],
  },
  {
    id: 'peers',
    title: 'Peers and topology',
    guide: '/docs/status/',
    methods: [
      {name: 'getNodeAddresses', modes: ANY, summary: 'Overlay, underlay, Ethereum address and public keys'},
      {name: 'getTopology', modes: ANY, summary: 'Kademlia table: peers per proximity bin and depth'},
      {name: 'getPeers', modes: ANY, summary: 'Connected peers'},
      {name: 'getBlocklist', modes: ANY, summary: 'Peers the node has blocked'},
      {name: 'removePeer', modes: ANY, summary: 'Disconnects a peer'},
      {name: 'pingPeer', modes: ANY, summary: 'Round-trip time to a peer'},
    ],
  },
  {
    id: 'storage',
    title: 'Postage batches (storage)',
    guide: '/docs/storage/',
    methods: [
      {name: 'getStorageCost', modes: PAYING, summary: 'Price of a batch for a size and a duration'},
      {name: 'buyStorage', modes: PAYING, summary: 'Buys a batch for a size and a duration'},
      {name: 'getExtensionCost', modes: PAYING, summary: 'Price of growing a batch and extending its lifetime'},
      {name: 'getSizeExtensionCost', modes: PAYING, summary: 'Price of growing a batch to a new size'},
      {name: 'getDurationExtensionCost', modes: PAYING, summary: 'Price of extending the lifetime of a batch'},
      {name: 'extendStorage', modes: PAYING, summary: 'Grows a batch and extends its lifetime in one step'},
      {name: 'extendStorageSize', modes: PAYING, summary: 'Grows a batch to a new size, keeping its lifetime'},
      {name: 'extendStorageDuration', modes: PAYING, summary: 'Extends the lifetime of a batch'},
      {name: 'renameStorage', modes: PAYING, summary: 'Changes the label of a batch'},
      {name: 'updatePostageBatchLabel', modes: PAYING, summary: 'Changes the label of a batch'},
      {name: 'calculateTopUpForBzz', modes: PAYING, summary: 'Amount and added lifetime that a given xBZZ sum buys'},
      {name: 'createPostageBatch', modes: PAYING, summary: 'Buys a batch from an amount and a depth'},
      {name: 'topUpBatch', modes: PAYING, summary: 'Adds amount per chunk, extending the lifetime'},
      {name: 'diluteBatch', modes: PAYING, summary: 'Raises the depth: more capacity, shorter lifetime'},
      {name: 'getPostageBatch', modes: PAYING, summary: 'One batch owned by the node'},
      {name: 'getPostageBatches', modes: PAYING, summary: 'All batches owned by the node'},
      {name: 'getPostageBatchBuckets', modes: PAYING, summary: 'Fill level of each bucket of a batch'},
      {name: 'getGlobalPostageBatch', modes: PAYING, summary: 'One batch of anyone on the network'},
      {name: 'getGlobalPostageBatches', modes: PAYING, summary: 'All valid batches on the network'},
      {name: 'createEnvelope', modes: PAYING, summary: 'Stamp signature for one chunk, to upload it elsewhere'},
      {name: 'getAllPostageBatch', modes: PAYING, summary: 'All batches owned by the node', replacedBy: 'getPostageBatches'},
      {
        name: 'getAllGlobalPostageBatch',
        modes: PAYING,
        summary: 'All valid batches on the network',
        replacedBy: 'getGlobalPostageBatches',
      },
    ],
  },
  {
    id: 'data',
    title: 'Uploading and downloading',
    guide: '/docs/upload-download/',
    methods: [
      {name: 'uploadData', modes: PAYING, summary: 'Stores raw bytes or a string'},
      {name: 'downloadData', modes: ANY, summary: 'Reads raw bytes into memory'},
      {name: 'downloadReadableData', modes: ANY, summary: 'Reads raw bytes as a stream'},
      {name: 'probeData', modes: ANY, summary: 'Size of stored data, without downloading it'},
      {name: 'uploadFile', modes: PAYING, summary: 'Stores one file with its name and content type'},
      {name: 'downloadFile', modes: ANY, summary: 'Reads a file, or a path in a collection, into memory'},
      {name: 'downloadReadableFile', modes: ANY, summary: 'Reads a file as a stream'},
      {name: 'uploadFiles', modes: PAYING, summary: 'Stores a browser FileList or File array as a collection'},
      {name: 'uploadCollection', modes: PAYING, summary: 'Stores a prepared list of collection entries'},
      {name: 'uploadFilesFromDirectory', modes: PAYING, summary: 'Stores a local directory as a collection (Node.js)'},
      {name: 'streamDirectory', modes: PAYING, summary: 'Uploads a directory chunk by chunk, with progress (Node.js)'},
      {name: 'streamFiles', modes: PAYING, summary: 'Uploads files chunk by chunk, with progress (browser)'},
      {name: 'hashDirectory', modes: 'local', summary: 'Computes the reference a directory would get (Node.js)'},
      {name: 'uploadChunk', modes: PAYING, summary: 'Stores one chunk'},
      {name: 'downloadChunk', modes: ANY, summary: 'Reads one chunk'},
    ],
  },
  {
    id: 'tags',
    title: 'Tracking uploads (tags)',
    guide: '/docs/tracking-uploads/',
    methods: [
      {name: 'createTag', modes: PAYING, summary: 'New tag to attach uploads to'},
      {name: 'retrieveTag', modes: PAYING, summary: 'Chunk counts of a tag: split, stored, seen, synced'},
      {name: 'getAllTags', modes: PAYING, summary: 'Tags of the node, page by page'},
      {name: 'updateTag', modes: PAYING, summary: 'Sets the root reference of a tag'},
      {name: 'deleteTag', modes: PAYING, summary: 'Removes a tag'},
    ],
  },
  {
    id: 'pinning',
    title: 'Pinning and stewardship',
    guide: '/docs/pinning/',
    methods: [
      {name: 'pin', modes: ANY, summary: 'Keeps content in the local store of the node'},
      {name: 'unpin', modes: ANY, summary: 'Lets the node garbage-collect content again'},
      {name: 'getPin', modes: ANY, summary: 'Whether a reference is pinned (404 when not)'},
      {name: 'getAllPins', modes: ANY, summary: 'All pinned references'},
      {name: 'isReferenceRetrievable', modes: ANY, summary: 'Whether every chunk can be fetched from the network'},
      {name: 'reuploadPinnedData', modes: PAYING, summary: 'Pushes pinned chunks to the network again'},
    ],
  },
  {
    id: 'feeds-and-soc',
    title: 'Single owner chunks and feeds',
    guide: '/docs/soc-and-feeds/',
    methods: [
      {name: 'makeSOCWriter', modes: PAYING, summary: 'Writer that signs and uploads single owner chunks'},
      {name: 'makeSOCReader', modes: ANY, summary: 'Reader of single owner chunks by owner and identifier'},
      {name: 'makeFeedWriter', modes: PAYING, summary: 'Writer that appends updates to a feed'},
      {name: 'makeFeedReader', modes: ANY, summary: 'Reader of the latest or a given feed update'},
      {name: 'fetchLatestFeedUpdate', modes: ANY, summary: 'Latest update of a feed'},
      {name: 'createFeedManifest', modes: PAYING, summary: 'Stable /bzz address that follows a feed'},
      {name: 'isFeedRetrievable', modes: ANY, summary: 'Whether feed updates can be fetched from the network'},
    ],
  },
  {
    id: 'chunks',
    title: 'Chunks, built locally',
    guide: '/docs/soc-and-feeds/',
    methods: [
      {name: 'makeContentAddressedChunk', modes: 'local', summary: 'Builds a content-addressed chunk from a payload'},
      {name: 'unmarshalContentAddressedChunk', modes: 'local', summary: 'Parses chunk bytes into a chunk'},
      {name: 'makeSingleOwnerChunk', modes: 'local', summary: 'Signs a chunk as a single owner chunk'},
      {name: 'calculateSingleOwnerChunkAddress', modes: 'local', summary: 'Address of a single owner chunk'},
      {name: 'unmarshalSingleOwnerChunk', modes: 'local', summary: 'Parses and verifies single owner chunk bytes'},
    ],
  },
  {
    id: 'messaging',
    title: 'Messaging (PSS and GSOC)',
    guide: '/docs/pss/',
    methods: [
      {name: 'pssSend', modes: PAYING, summary: 'Sends a message to the neighbourhood of a node'},
      {name: 'pssSubscribe', modes: FULL, summary: 'Receives messages on a topic until cancelled'},
      {name: 'pssReceive', modes: FULL, summary: 'Waits for the next message on a topic'},
      {name: 'gsocMine', modes: 'local', summary: 'Finds a key whose chunks land near a target node'},
      {name: 'gsocSend', modes: PAYING, summary: 'Writes a message to a GSOC address'},
      {name: 'gsocSubscribe', modes: FULL, summary: 'Receives messages written to a GSOC address'},
    ],
  },
  {
    id: 'access-control',
    title: 'Access control (ACT)',
    guide: '/docs/act/',
    methods: [
      {name: 'createGrantees', modes: PAYING, summary: 'Creates a grantee list'},
      {name: 'getGrantees', modes: PAYING, summary: 'Public keys of a grantee list (publisher only)'},
      {name: 'patchGrantees', modes: PAYING, summary: 'Adds or revokes grantees, giving a new list'},
    ],
  },
  {
    id: 'chequebook',
    title: 'Chequebook and cheques',
    guide: '/docs/chequebook/',
    methods: [
      {name: 'getChequebookAddress', modes: PAYING, summary: 'Contract address of the chequebook'},
      {name: 'getChequebookBalance', modes: PAYING, summary: 'Total and available chequebook balance'},
      {name: 'depositBZZToChequebook', modes: PAYING, summary: 'Moves xBZZ from the wallet into the chequebook'},
      {name: 'withdrawBZZFromChequebook', modes: PAYING, summary: 'Moves xBZZ from the chequebook to the wallet'},
      {name: 'getLastCheques', modes: PAYING, summary: 'Last cheques sent to and received from each peer'},
      {name: 'getLastChequesForPeer', modes: PAYING, summary: 'Last cheques exchanged with one peer'},
      {name: 'getLastCashoutAction', modes: PAYING, summary: 'Uncashed amount and last cash-out for a peer'},
      {name: 'cashoutLastCheque', modes: PAYING, summary: 'Cashes the last cheque received from a peer'},
      {
        name: 'depositTokens',
        modes: PAYING,
        summary: 'Moves xBZZ from the wallet into the chequebook',
        replacedBy: 'depositBZZToChequebook',
      },
      {
        name: 'withdrawTokens',
        modes: PAYING,
        summary: 'Moves xBZZ from the chequebook to the wallet',
        replacedBy: 'withdrawBZZFromChequebook',
      },
    ],
  },
  {
    id: 'accounting',
    title: 'Balances, settlements, wallet and transactions',
    guide: '/docs/chequebook/',
    methods: [
      {name: 'getAllBalances', modes: PAYING, summary: 'Bandwidth balance with every peer'},
      {name: 'getPeerBalance', modes: PAYING, summary: 'Bandwidth balance with one peer'},
      {name: 'getPastDueConsumptionBalances', modes: PAYING, summary: 'Already due part of every peer balance'},
      {name: 'getPastDueConsumptionPeerBalance', modes: PAYING, summary: 'Already due part of one peer balance'},
      {name: 'getAllSettlements', modes: PAYING, summary: 'Amounts settled with every peer'},
      {name: 'getSettlements', modes: PAYING, summary: 'Amounts settled with one peer'},
      {name: 'withdrawBZZToExternalWallet', modes: PAYING, summary: 'Sends xBZZ from the node wallet to an address'},
      {name: 'withdrawDAIToExternalWallet', modes: PAYING, summary: 'Sends xDAI from the node wallet to an address'},
      {name: 'getAllPendingTransactions', modes: PAYING, summary: 'Transactions not yet mined'},
      {name: 'getPendingTransaction', modes: PAYING, summary: 'One pending transaction'},
      {name: 'rebroadcastPendingTransaction', modes: PAYING, summary: 'Sends a pending transaction again'},
      {name: 'cancelPendingTransaction', modes: PAYING, summary: 'Replaces a pending transaction with a no-op'},
    ],
  },
  {
    id: 'staking',
    title: 'Staking and redistribution',
    guide: '/docs/staking/',
    methods: [
      {name: 'getStake', modes: FULL, summary: 'xBZZ staked by the node'},
      {name: 'depositStake', modes: FULL, summary: 'Stakes xBZZ from the node wallet'},
      {name: 'getWithdrawableStake', modes: FULL, summary: 'Stake above what the node needs'},
      {name: 'withdrawSurplusStake', modes: FULL, summary: 'Withdraws the surplus stake to the wallet'},
      {name: 'migrateStake', modes: FULL, summary: 'Withdraws all stake while the contract is paused for a migration'},
      {name: 'getRedistributionState', modes: FULL, summary: 'Redistribution game phase, round and health'},
      {name: 'rchash', modes: FULL, summary: 'Times a reserve sample, as the game requires'},
    ],
  },
] as const satisfies readonly BeeMethodGroup[];

export type BeeMethodGroupId = (typeof beeMethodGroups)[number]['id'];
