/**
 * Words readers bring from Swarm's own documentation, from other tools or from everyday English that mean
 * what these pages call by another name. A query naming one phrase of a group also finds pages with any
 * other phrase of it. Each group says where its pairing comes from (a thread of the relevance set where readers
 * use the other word, or the page that defines it); keep the list small and reviewed, as every entry widens
 * every search that uses it, and keep it only while `npm run bench -- search-relevance` shows that leaving the
 * thesaurus out costs held-out points.
 */
export type SynonymGroup = {phrases: string[]; source: string};

export const SEARCH_SYNONYMS: SynonymGroup[] = [
  {
    phrases: ['stamp', 'postage batch'],
    source:
      'Bee docs: a postage stamp is issued by a postage batch; readers say stamp (swarm-cli#502, bee-js#595) where the guides say batch',
  },
  {
    phrases: ['effective volume', 'effective capacity'],
    source: "Bee docs call a batch's usable capacity its effective volume; readers ask for it so (swarm-cli#479)",
  },
  {phrases: ['xbzz', 'bzz', 'plur'], source: 'xBZZ is BZZ on Gnosis Chain; PLUR is its smallest unit (bee-js BZZ class)'},
  {phrases: ['ultralight', 'ultra-light'], source: 'Bee docs and issues write both spellings of the node mode'},
  {
    phrases: ['feed', 'mutable reference'],
    source: 'Bee docs: a feed is a mutable reference to changing content (erebos#19 asks for a hash that always shows the latest)',
  },
  {phrases: ['checkbook', 'chequebook'], source: 'American spelling of the Bee chequebook'},
  {
    phrases: ['ttl', 'time to live', 'expiry'],
    source: "Bee API: a batch's batchTTL is the time its data stays stored; readers ask when a stamp expires (swarm-cli#356, #445)",
  },
  {
    phrases: ['storage rent', 'storage price'],
    source: 'The Book of Swarm (storage incentives): batches pay storage rent at the unit price of storage',
  },
  {
    phrases: ['redundancy', 'erasure coding'],
    source: 'Bee docs: erasure coding is configured as a redundancy level; readers say erasure coding (bee-dashboard#744, fairOS-dfs#615)',
  },
  {phrases: ['act', 'access control'], source: 'Bee docs: ACT stands for access control trie; swarm-cli#720 uses both'},
  {phrases: ['soc', 'single owner chunk'], source: 'Bee docs: SOC stands for single owner chunk'},
  {
    phrases: ['directory', 'folder'],
    source: 'bee-js names the calls uploadFilesFromDirectory and streamDirectory; the guides and most readers say folder',
  },
];
