/**
 * Words readers bring from Swarm's own documentation, from other tools or from everyday English that mean
 * what these pages call by another name. A query naming one phrase of a group also finds pages with any
 * other phrase of it. Each group says where its pairing comes from; keep the list small and reviewed, as
 * every entry widens every search that uses it.
 */
export type SynonymGroup = {phrases: string[]; source: string};

export const SEARCH_SYNONYMS: SynonymGroup[] = [
  {phrases: ['stamp', 'postage batch'], source: 'Bee docs: a postage stamp is issued by a postage batch; readers say either'},
  {phrases: ['effective volume', 'effective capacity'], source: "Bee docs call a batch's usable capacity its effective volume"},
  {phrases: ['xbzz', 'bzz', 'plur'], source: 'xBZZ is BZZ on Gnosis Chain; PLUR is its smallest unit (bee-js BZZ class)'},
  {phrases: ['ultralight', 'ultra-light'], source: 'Bee docs and issues write both spellings of the node mode'},
  {phrases: ['feed', 'mutable reference'], source: 'Bee docs: a feed is a mutable reference to changing content'},
  {phrases: ['checkbook', 'chequebook'], source: 'American spelling of the Bee chequebook'},
  {phrases: ['ttl', 'time to live', 'expiry'], source: "Bee API: a batch's batchTTL is the time its data stays stored"},
  {
    phrases: ['storage rent', 'storage price'],
    source: 'The Book of Swarm (storage incentives): batches pay storage rent at the unit price of storage',
  },
  {phrases: ['redundancy', 'erasure coding'], source: 'Bee docs: erasure coding is configured as a redundancy level'},
  {phrases: ['act', 'access control'], source: 'Bee docs: ACT stands for access control trie'},
  {phrases: ['soc', 'single owner chunk'], source: 'Bee docs: SOC stands for single owner chunk'},
  {
    phrases: ['directory', 'folder'],
    source: 'bee-js names the calls uploadFilesFromDirectory and streamDirectory; the guides and most readers say folder',
  },
];
