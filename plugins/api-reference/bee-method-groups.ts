/**
 * The public methods of the `Bee` class, grouped by the task a reader has in mind. The API reference renders
 * the `Bee` page in this order, one section per group, and the llms.txt digest reuses the same grouping.
 * Every public method must be in exactly one group: the build and a unit test fail otherwise.
 */
export type BeeMethodGroup = {
  /** Section heading on the `Bee` page; never equal to a method name, so anchors stay unique. */
  title: string;
  methods: string[];
};

export const beeMethodGroups: BeeMethodGroup[] = [
  {
    title: 'Node status and health',
    methods: [
      'checkConnection',
      'isConnected',
      'isGateway',
      'getHealth',
      'getReadiness',
      'getStatus',
      'getNodeInfo',
      'getVersions',
      'isSupportedExactVersion',
      'isSupportedApiVersion',
      'getReserveState',
      'getChainState',
    ],
  },
  {
    title: 'Buying and managing storage',
    methods: [
      'buyStorage',
      'getStorageCost',
      'extendStorage',
      'extendStorageSize',
      'extendStorageDuration',
      'getExtensionCost',
      'getSizeExtensionCost',
      'getDurationExtensionCost',
      'renameStorage',
      'createPostageBatch',
      'topUpBatch',
      'diluteBatch',
      'calculateTopUpForBzz',
      'updatePostageBatchLabel',
      'getPostageBatch',
      'getGlobalPostageBatch',
      'getPostageBatches',
      'getGlobalPostageBatches',
      'getPostageBatchBuckets',
      'getAllPostageBatch',
      'getAllGlobalPostageBatch',
      'createEnvelope',
    ],
  },
  {
    title: 'Uploading and downloading data',
    methods: ['uploadData', 'downloadData', 'downloadReadableData', 'probeData', 'uploadChunk', 'downloadChunk'],
  },
  {
    title: 'Files and collections',
    methods: [
      'uploadFile',
      'downloadFile',
      'downloadReadableFile',
      'uploadFiles',
      'uploadCollection',
      'uploadFilesFromDirectory',
      'streamFiles',
      'streamDirectory',
      'hashDirectory',
    ],
  },
  {
    title: 'Tracking uploads with tags',
    methods: ['createTag', 'getAllTags', 'retrieveTag', 'updateTag', 'deleteTag'],
  },
  {
    title: 'Pinning and stewardship',
    methods: ['pin', 'unpin', 'getAllPins', 'getPin', 'reuploadPinnedData', 'isReferenceRetrievable', 'isFeedRetrievable'],
  },
  {
    title: 'Access control',
    methods: ['createGrantees', 'getGrantees', 'patchGrantees'],
  },
  {
    title: 'Feeds',
    methods: ['makeFeedReader', 'makeFeedWriter', 'fetchLatestFeedUpdate', 'createFeedManifest'],
  },
  {
    title: 'Chunks and single-owner chunks',
    methods: [
      'makeContentAddressedChunk',
      'unmarshalContentAddressedChunk',
      'makeSingleOwnerChunk',
      'calculateSingleOwnerChunkAddress',
      'unmarshalSingleOwnerChunk',
      'makeSOCReader',
      'makeSOCWriter',
    ],
  },
  {
    title: 'Messaging with PSS and GSOC',
    methods: ['pssSend', 'pssSubscribe', 'pssReceive', 'gsocMine', 'gsocSend', 'gsocSubscribe'],
  },
  {
    title: 'Peers and connectivity',
    methods: ['getNodeAddresses', 'getPeers', 'getTopology', 'pingPeer', 'getBlocklist', 'removePeer'],
  },
  {
    title: 'Balances and settlements',
    methods: [
      'getAllBalances',
      'getPeerBalance',
      'getPastDueConsumptionBalances',
      'getPastDueConsumptionPeerBalance',
      'getSettlements',
      'getAllSettlements',
    ],
  },
  {
    title: 'Chequebook',
    methods: [
      'getChequebookAddress',
      'getChequebookBalance',
      'depositBZZToChequebook',
      'withdrawBZZFromChequebook',
      'getLastCheques',
      'getLastChequesForPeer',
      'getLastCashoutAction',
      'cashoutLastCheque',
      'depositTokens',
      'withdrawTokens',
    ],
  },
  {
    title: 'Wallet',
    methods: ['getWalletBalance', 'withdrawBZZToExternalWallet', 'withdrawDAIToExternalWallet'],
  },
  {
    title: 'Staking and redistribution',
    methods: [
      'getStake',
      'depositStake',
      'getWithdrawableStake',
      'withdrawSurplusStake',
      'migrateStake',
      'getRedistributionState',
      'rchash',
    ],
  },
  {
    title: 'Pending transactions',
    methods: [
      'getAllPendingTransactions',
      'getPendingTransaction',
      'rebroadcastPendingTransaction',
      'cancelPendingTransaction',
    ],
  },
];
