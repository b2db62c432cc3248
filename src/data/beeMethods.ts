/**
 * Every public method of the `Bee` class, grouped by the task a reader has in mind, with the node modes it
 * works in and a one-line summary. The one home of this data: the API reference renders the `Bee` page in
 * this order, one section per group, with each method's node modes; the overview's cheat-sheet
 * (BeeMethodTable) and the llms.txt files read the same groups. Adding a Bee method means adding it here.
 * src/data/beeMethods.test.ts and the build fail when a method of the installed bee-js is missing, when
 * an entry names a method that does not exist, or when the deprecation marks disagree with the package.
 *
 * Modes: methods that only compute locally work without any node; the others follow the Bee API's
 * node-type rules (ultra-light nodes have no blockchain connection, so nothing that pays or uploads works).
 * What an ultra-light node still answers, and what it refuses, is in src/data/bee-behaviour
 * (ANSWERED_IN_EVERY_MODE, and the gated routes); src/data/beeMethods.test.ts holds these marks to both.
 */
import {STAKING} from './bee-behaviour';
import type {NodeMode} from './requirements';

export type BeeMethodFacts = {
  /** Node modes that answer the call, or 'local' when the method sends no request at all. */
  modes: readonly NodeMode[] | 'local';
  summary: string;
  /** The method to use instead, when bee-js marks this one deprecated. */
  replacedBy?: string;
  /** It spends the node's xBZZ or xDAI, or moves them out of its wallet: a Run button asks before calling it. */
  spends?: true;
};

export type BeeMethodSection = {
  /** Section heading on the `Bee` page; never equal to a method name, so anchors stay unique. */
  title: string;
  /** The guides that explain the section's tasks. */
  guides: readonly {label: string; to: string}[];
  /** In the order the `Bee` page and the cheat-sheet list them. */
  methods: Record<string, BeeMethodFacts>;
};

/** A section as the API reference and the llms.txt digest need it: its title and method names. */
export type BeeMethodGroup = {title: string; methods: string[]};

const ANY: readonly NodeMode[] = ['ultra-light', 'light', 'full'];
const PAYING: readonly NodeMode[] = ['light', 'full'];
const FULL: readonly NodeMode[] = ['full'];

export const beeMethodSections: BeeMethodSection[] = [
  {
    title: 'Node status and health',
    guides: [{label: 'Node status', to: '/docs/status/'}],
    methods: {
      checkConnection: {modes: ANY, summary: 'Throws when the node does not answer'},
      isConnected: {modes: ANY, summary: 'Whether the node answers; never throws'},
      isGateway: {modes: ANY, summary: 'Whether the URL points at a public gateway'},
      getHealth: {modes: ANY, summary: 'Liveness, Bee version and API version'},
      getReadiness: {modes: ANY, summary: 'Whether the node is ready to serve requests'},
      getStatus: {modes: ANY, summary: 'Reserve, sync and neighbourhood figures of the node'},
      getNodeInfo: {modes: ANY, summary: 'Node mode and whether chequebook and SWAP are on'},
      getVersions: {modes: ANY, summary: 'Supported and actual Bee and API versions'},
      isSupportedExactVersion: {modes: ANY, summary: 'Whether the node runs the exact Bee release bee-js targets'},
      isSupportedApiVersion: {modes: ANY, summary: 'Whether the node API major version matches bee-js'},
      getReserveState: {modes: ANY, summary: 'Storage radius and reserve commitment (zeros on an ultra-light node)'},
      getChainState: {modes: PAYING, summary: 'Current block, chain tip and storage price'},
    },
  },
  {
    title: 'Buying and managing storage',
    guides: [{label: 'Buying storage', to: '/docs/storage/'}],
    methods: {
      buyStorage: {modes: PAYING, summary: 'Buys a batch for a size and a duration', spends: true},
      getStorageCost: {modes: PAYING, summary: 'Price of a batch for a size and a duration'},
      extendStorage: {modes: PAYING, summary: 'Grows a batch and extends its lifetime in one step', spends: true},
      extendStorageSize: {modes: PAYING, summary: 'Grows a batch to a new size, keeping its lifetime', spends: true},
      extendStorageDuration: {modes: PAYING, summary: 'Extends the lifetime of a batch', spends: true},
      getExtensionCost: {modes: PAYING, summary: 'Price of growing a batch and extending its lifetime'},
      getSizeExtensionCost: {modes: PAYING, summary: 'Price of growing a batch to a new size'},
      getDurationExtensionCost: {modes: PAYING, summary: 'Price of extending the lifetime of a batch'},
      renameStorage: {modes: PAYING, summary: 'Changes the label of a batch'},
      createPostageBatch: {modes: PAYING, summary: 'Buys a batch from an amount and a depth', spends: true},
      topUpBatch: {modes: PAYING, summary: 'Adds amount per chunk, extending the lifetime', spends: true},
      diluteBatch: {modes: PAYING, summary: 'Raises the depth: more capacity, shorter lifetime', spends: true},
      calculateTopUpForBzz: {modes: PAYING, summary: 'Amount and added lifetime that a given xBZZ sum buys'},
      updatePostageBatchLabel: {modes: PAYING, summary: 'Changes the label of a batch'},
      getPostageBatch: {modes: PAYING, summary: 'One batch owned by the node'},
      // The global batch methods reach routes behind no gate, but an ultra-light node keeps no batch store
      // (pkg/node/node.go:409 in NewBee), so it knows no batch of anyone.
      getGlobalPostageBatch: {modes: PAYING, summary: 'One batch of anyone on the network'},
      getPostageBatches: {modes: PAYING, summary: 'All batches owned by the node'},
      getGlobalPostageBatches: {modes: PAYING, summary: 'All valid batches on the network'},
      getPostageBatchBuckets: {modes: PAYING, summary: 'Fill level of each bucket of a batch'},
      getAllPostageBatch: {modes: PAYING, summary: 'All batches owned by the node', replacedBy: 'getPostageBatches'},
      getAllGlobalPostageBatch: {modes: PAYING, summary: 'All valid batches on the network', replacedBy: 'getGlobalPostageBatches'},
      createEnvelope: {modes: PAYING, summary: 'Stamp signature for one chunk, to upload it elsewhere'},
    },
  },
  {
    title: 'Uploading and downloading data',
    guides: [{label: 'Upload and download', to: '/docs/upload-download/'}],
    methods: {
      uploadData: {modes: PAYING, summary: 'Stores raw bytes or a string'},
      downloadData: {modes: ANY, summary: 'Reads raw bytes into memory'},
      downloadReadableData: {modes: ANY, summary: 'Reads raw bytes as a stream'},
      probeData: {modes: ANY, summary: 'Size of stored data, without downloading it'},
      uploadChunk: {modes: PAYING, summary: 'Stores one chunk'},
      downloadChunk: {modes: ANY, summary: 'Reads one chunk'},
    },
  },
  {
    title: 'Files and collections',
    guides: [
      {label: 'Upload and download', to: '/docs/upload-download/'},
      {label: 'Websites and collections', to: '/docs/websites/'},
    ],
    methods: {
      uploadFile: {modes: PAYING, summary: 'Stores one file with its name and content type'},
      downloadFile: {modes: ANY, summary: 'Reads a file, or a path in a collection, into memory'},
      downloadReadableFile: {modes: ANY, summary: 'Reads a file as a stream'},
      uploadFiles: {modes: PAYING, summary: 'Stores a browser FileList or File array as a collection'},
      uploadCollection: {modes: PAYING, summary: 'Stores a prepared list of collection entries'},
      uploadFilesFromDirectory: {modes: PAYING, summary: 'Stores a local directory as a collection (Node.js)'},
      streamFiles: {modes: PAYING, summary: 'Uploads files chunk by chunk, with progress (browser)'},
      streamDirectory: {modes: PAYING, summary: 'Uploads a directory chunk by chunk, with progress (Node.js)'},
      hashDirectory: {modes: 'local', summary: 'Computes the reference a directory would get (Node.js)'},
    },
  },
  {
    title: 'Tracking uploads with tags',
    guides: [{label: 'Tracking uploads', to: '/docs/tracking-uploads/'}],
    methods: {
      createTag: {modes: ANY, summary: 'New tag to attach uploads to'},
      getAllTags: {modes: ANY, summary: 'Tags of the node, page by page'},
      retrieveTag: {modes: ANY, summary: 'Chunk counts of a tag: split, stored, seen, synced'},
      updateTag: {modes: ANY, summary: 'Sets the root reference of a tag'},
      deleteTag: {modes: ANY, summary: 'Removes a tag'},
    },
  },
  {
    title: 'Pinning and stewardship',
    guides: [{label: 'Pinning', to: '/docs/pinning/'}],
    methods: {
      pin: {modes: ANY, summary: 'Keeps content in the local store of the node'},
      unpin: {modes: ANY, summary: 'Removes a pin; frees the chunks nothing else on the node holds'},
      getAllPins: {modes: ANY, summary: 'All pinned references'},
      getPin: {modes: ANY, summary: 'Whether a reference is pinned (404 when not)'},
      reuploadPinnedData: {modes: PAYING, summary: 'Pushes the chunks of a reference to the network again'},
      isReferenceRetrievable: {modes: ANY, summary: 'Whether every chunk can be fetched from the network'},
      isFeedRetrievable: {modes: ANY, summary: 'Whether feed updates can be fetched from the network'},
    },
  },
  {
    title: 'Access control',
    guides: [{label: 'Access control', to: '/docs/act/'}],
    methods: {
      createGrantees: {modes: PAYING, summary: 'Creates a grantee list'},
      getGrantees: {modes: ANY, summary: 'Public keys of a grantee list (publisher only)'},
      patchGrantees: {modes: PAYING, summary: 'Adds or revokes grantees, giving a new list'},
    },
  },
  {
    title: 'Feeds',
    guides: [{label: 'SOC and feeds', to: '/docs/soc-and-feeds/'}],
    methods: {
      makeFeedReader: {modes: ANY, summary: 'Reader of the latest or a given feed update'},
      makeFeedWriter: {modes: PAYING, summary: 'Writer that appends updates to a feed'},
      fetchLatestFeedUpdate: {modes: ANY, summary: 'Latest update of a feed'},
      createFeedManifest: {modes: PAYING, summary: 'Stable /bzz address that follows a feed'},
    },
  },
  {
    title: 'Chunks and single-owner chunks',
    guides: [{label: 'SOC and feeds', to: '/docs/soc-and-feeds/'}],
    methods: {
      makeContentAddressedChunk: {modes: 'local', summary: 'Builds a content-addressed chunk from a payload'},
      unmarshalContentAddressedChunk: {modes: 'local', summary: 'Parses chunk bytes into a chunk'},
      makeSingleOwnerChunk: {modes: 'local', summary: 'Signs a chunk as a single owner chunk'},
      calculateSingleOwnerChunkAddress: {modes: 'local', summary: 'Address of a single owner chunk'},
      unmarshalSingleOwnerChunk: {modes: 'local', summary: 'Parses and verifies single owner chunk bytes'},
      makeSOCReader: {modes: ANY, summary: 'Reader of single owner chunks by owner and identifier'},
      makeSOCWriter: {modes: PAYING, summary: 'Writer that signs and uploads single owner chunks'},
    },
  },
  {
    title: 'Messaging with PSS and GSOC',
    guides: [
      {label: 'PSS', to: '/docs/pss/'},
      {label: 'GSOC', to: '/docs/gsoc/'},
    ],
    methods: {
      pssSend: {modes: PAYING, summary: 'Sends a message to the neighbourhood of a node'},
      pssSubscribe: {modes: FULL, summary: 'Receives messages on a topic until cancelled'},
      pssReceive: {modes: FULL, summary: 'Waits for the next message on a topic'},
      gsocMine: {modes: 'local', summary: 'Finds a key whose chunks land near a target node'},
      gsocSend: {modes: PAYING, summary: 'Writes a message to a GSOC address'},
      gsocSubscribe: {modes: FULL, summary: 'Receives messages written to a GSOC address'},
    },
  },
  {
    title: 'Peers and connectivity',
    guides: [{label: 'Node status', to: '/docs/status/'}],
    methods: {
      getNodeAddresses: {modes: ANY, summary: 'Overlay, underlay, Ethereum address and public keys'},
      getPeers: {modes: ANY, summary: 'Connected peers'},
      getTopology: {modes: ANY, summary: 'Kademlia table: peers per proximity bin and depth'},
      pingPeer: {modes: ANY, summary: 'Round-trip time to a peer'},
      getBlocklist: {modes: ANY, summary: 'Peers the node has blocked'},
      removePeer: {modes: ANY, summary: 'Disconnects a peer'},
    },
  },
  {
    title: 'Balances and settlements',
    guides: [{label: 'Chequebook', to: '/docs/chequebook/'}],
    methods: {
      getAllBalances: {modes: ANY, summary: 'Bandwidth balance with every peer'},
      getPeerBalance: {modes: ANY, summary: 'Bandwidth balance with one peer'},
      getPastDueConsumptionBalances: {modes: ANY, summary: 'Already due part of every peer balance'},
      getPastDueConsumptionPeerBalance: {modes: ANY, summary: 'Already due part of one peer balance'},
      getSettlements: {modes: PAYING, summary: 'Amounts settled with one peer'},
      getAllSettlements: {modes: PAYING, summary: 'Amounts settled with every peer'},
    },
  },
  {
    title: 'Chequebook',
    guides: [{label: 'Chequebook', to: '/docs/chequebook/'}],
    methods: {
      getChequebookAddress: {modes: PAYING, summary: 'Contract address of the chequebook'},
      getChequebookBalance: {modes: PAYING, summary: 'Total and available chequebook balance'},
      depositBZZToChequebook: {modes: PAYING, summary: 'Moves xBZZ from the wallet into the chequebook', spends: true},
      withdrawBZZFromChequebook: {modes: PAYING, summary: 'Moves xBZZ from the chequebook to the wallet', spends: true},
      getLastCheques: {modes: PAYING, summary: 'Last cheques sent to and received from each peer'},
      getLastChequesForPeer: {modes: PAYING, summary: 'Last cheques exchanged with one peer'},
      getLastCashoutAction: {modes: PAYING, summary: 'Uncashed amount and last cash-out for a peer'},
      cashoutLastCheque: {modes: PAYING, summary: 'Cashes the last cheque received from a peer', spends: true},
      depositTokens: {
        modes: PAYING,
        summary: 'Moves xBZZ from the wallet into the chequebook',
        replacedBy: 'depositBZZToChequebook',
        spends: true,
      },
      withdrawTokens: {
        modes: PAYING,
        summary: 'Moves xBZZ from the chequebook to the wallet',
        replacedBy: 'withdrawBZZFromChequebook',
        spends: true,
      },
    },
  },
  {
    title: 'Wallet',
    guides: [{label: 'Chequebook', to: '/docs/chequebook/'}],
    methods: {
      getWalletBalance: {modes: PAYING, summary: 'xBZZ and xDAI held by the node wallet'},
      withdrawBZZToExternalWallet: {modes: PAYING, summary: 'Sends xBZZ from the node wallet to an address', spends: true},
      withdrawDAIToExternalWallet: {modes: PAYING, summary: 'Sends xDAI from the node wallet to an address', spends: true},
    },
  },
  {
    title: 'Staking and redistribution',
    guides: [{label: 'Staking', to: '/docs/staking/'}],
    methods: {
      getStake: {modes: STAKING.depositAccepted, summary: 'xBZZ staked by the node'},
      depositStake: {
        modes: STAKING.depositAccepted,
        summary: 'Stakes xBZZ from the node wallet; a light node accepts it, but only a full node earns with it',
        spends: true,
      },
      getWithdrawableStake: {modes: STAKING.depositAccepted, summary: 'Stake above what the node needs'},
      withdrawSurplusStake: {modes: STAKING.depositAccepted, summary: 'Withdraws the surplus stake to the wallet', spends: true},
      migrateStake: {
        modes: STAKING.depositAccepted,
        summary: 'Withdraws all stake while the contract is paused for a migration',
        spends: true,
      },
      getRedistributionState: {modes: FULL, summary: 'Redistribution game phase, round and health'},
      rchash: {modes: FULL, summary: 'Times a reserve sample, as the game requires'},
    },
  },
  {
    title: 'Pending transactions',
    guides: [{label: 'Chequebook', to: '/docs/chequebook/'}],
    // Mounted in every mode, but an ultra-light node sends no transaction: its list stays empty, and it cannot
    // resend or cancel one without a chain.
    methods: {
      getAllPendingTransactions: {modes: PAYING, summary: 'Transactions not yet mined'},
      getPendingTransaction: {modes: PAYING, summary: 'One pending transaction'},
      rebroadcastPendingTransaction: {modes: PAYING, summary: 'Sends a pending transaction again', spends: true},
      cancelPendingTransaction: {modes: PAYING, summary: 'Replaces a pending transaction with a no-op', spends: true},
    },
  },
];

export const beeMethodGroups: BeeMethodGroup[] = beeMethodSections.map(({title, methods}) => ({title, methods: Object.keys(methods)}));

export const beeMethodFacts: Record<string, BeeMethodFacts> = Object.fromEntries(
  beeMethodSections.flatMap(({methods}) => Object.entries(methods)),
);

/** The guide that explains the tasks of each API reference group, keyed by group title. */
export const groupGuides: Record<string, BeeMethodSection['guides']> = Object.fromEntries(
  beeMethodSections.map(({title, guides}) => [title, guides]),
);

/** API reference path of a Bee method; the reference generator lower-cases method names in anchors. */
export const beeMethodApiPath = (method: string) => `/docs/api/classes/Bee/#${method.toLowerCase()}`;

/** The cheat-sheet group with this API reference title; a title no group has is a typo in a page. */
export function beeMethodGroup(title: string) {
  const group = beeMethodGroups.find((candidate) => candidate.title === title);
  if (!group) throw new Error(`No Bee method group titled "${title}" in src/data/beeMethods.ts`);
  return group;
}
