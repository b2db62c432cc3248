/**
 * How many chunks Bee 2.8.1 stores, and so stamps, for one upload at a redundancy level: the data chunks, the
 * chunks of references above them, the parity chunks beside each group of chunks, and the dispersed replicas of
 * the root chunk. `uploadChunks` replays Bee's hash trie (pkg/file/pipeline/hashtrie/hashtrie.go) counting
 * chunks instead of hashing them, with the erasure tables of pkg/file/redundancy/level.go; the lines are cited
 * in ./uploads.ts (`UPLOAD_REDUNDANCY`). Literals and pure functions only, like ./upload-errors.ts.
 */

/** Bee's redundancy levels: 0 NONE (bee-js `RedundancyLevel.OFF`), 1 MEDIUM, 2 STRONG, 3 INSANE, 4 PARANOID. */
export type RedundancyLevelValue = 0 | 1 | 2 | 3 | 4;

/** The level Bee applies to `/bytes`, `/bzz` and `/feeds` uploads that send no `swarm-redundancy-level`. */
export const DEFAULT_UPLOAD_LEVEL: RedundancyLevelValue = 1;

/** Dispersed replicas Bee stores of an upload's root chunk, by level. */
export const REPLICA_COUNTS = [0, 2, 4, 8, 16] as const;

type ErasureTable = {shards: readonly number[]; parities: readonly number[]};

/** Per level: the fewest shards of each row, and the parity chunks a group of at least that many gets. */
const ERASURE_TABLES: Record<Exclude<RedundancyLevelValue, 0>, {plain: ErasureTable; encrypted: ErasureTable}> = {
  1: {
    plain: {shards: [95, 69, 47, 29, 15, 6, 2, 1], parities: [9, 8, 7, 6, 5, 4, 3, 2]},
    encrypted: {shards: [47, 34, 23, 14, 7, 3, 1], parities: [9, 8, 7, 6, 5, 4, 3]},
  },
  2: {
    plain: {
      shards: [105, 96, 87, 78, 70, 62, 54, 47, 40, 33, 27, 21, 16, 11, 7, 4, 2, 1],
      parities: [21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4],
    },
    encrypted: {
      shards: [52, 48, 43, 39, 35, 31, 27, 23, 20, 16, 13, 10, 8, 5, 3, 2, 1],
      parities: [21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5],
    },
  },
  3: {
    plain: {
      shards: [93, 88, 83, 78, 74, 69, 64, 60, 55, 51, 46, 42, 38, 34, 30, 27, 23, 20, 17, 14, 11, 9, 6, 4, 3, 2, 1],
      parities: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5],
    },
    encrypted: {
      shards: [46, 44, 41, 39, 37, 34, 32, 30, 27, 25, 23, 21, 19, 17, 15, 13, 11, 10, 8, 7, 5, 4, 3, 2, 1],
      parities: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 6],
    },
  },
  4: {
    plain: {
      shards: Array.from({length: 37}, (_, index) => 37 - index),
      parities: [
        89, 87, 86, 84, 83, 81, 80, 78, 76, 75, 73, 71, 70, 68, 66, 65, 63, 61, 59, 58, 56, 54, 52, 50, 48, 47, 45, 43, 40, 38, 36, 34, 31,
        29, 26, 23, 19,
      ],
    },
    encrypted: {
      shards: Array.from({length: 18}, (_, index) => 18 - index),
      parities: [87, 84, 81, 78, 75, 71, 68, 65, 61, 58, 54, 50, 47, 43, 38, 34, 29, 23],
    },
  },
};

const CHUNK_PAYLOAD_BYTES = 4096;
/** References a chunk holds: 128 of 32 bytes, or 64 of 64 bytes (address and key) when encrypted. */
const BRANCHES = 128;
const ENCRYPTED_BRANCHES = 64;
/** Bee's trie has 8 levels above the data: the last one holds the root. */
const TRIE_LEVELS = 8;

/** Parity chunks Bee adds to a group of `shards` chunks (`Level.GetParities`, `GetEncParities`). */
export function parityChunks(level: RedundancyLevelValue, shards: number, encrypted: boolean): number {
  if (level === 0) return 0;
  const {shards: fewest, parities} = ERASURE_TABLES[level][encrypted ? 'encrypted' : 'plain'];
  const row = fewest.findIndex((atLeast) => shards >= atLeast);
  return row === -1 ? 0 : parities[row]!;
}

/** The data chunks a group holds at most, so that its parity references fit in the same chunk. */
export function fullGroupShards(level: RedundancyLevelValue, encrypted: boolean): number {
  return encrypted
    ? Math.floor((BRANCHES - parityChunks(level, ENCRYPTED_BRANCHES, true)) / 2)
    : BRANCHES - parityChunks(level, BRANCHES, false);
}

export type UploadChunks = {data: number; intermediate: number; parity: number; replicas: number; total: number};

/** The chunks an upload of `bytes` bytes makes at `level`, as Bee's hash trie writes them. */
export function uploadChunks(bytes: number, level: RedundancyLevelValue, encrypted = false): UploadChunks {
  const groupSize = fullGroupShards(level, encrypted);
  const fullChunk = groupSize + parityChunks(level, groupSize, encrypted);
  const references = new Array<number>(TRIE_LEVELS + 2).fill(0);
  const unencoded = new Array<number>(TRIE_LEVELS + 1).fill(0);
  const counts = {data: 0, intermediate: 0, parity: 0};

  const addReference = (trieLevel: number) => {
    references[trieLevel]!++;
    if (references[trieLevel] === fullChunk) wrap(trieLevel);
  };
  const encode = (chunkLevel: number) => {
    const parities = parityChunks(level, unencoded[chunkLevel]!, encrypted);
    for (let parity = 0; parity < parities; parity++) {
      counts.parity++;
      addReference(chunkLevel + 1);
    }
    unencoded[chunkLevel] = 0;
  };
  const addToGroup = (chunkLevel: number) => {
    if (level === 0) return;
    unencoded[chunkLevel]!++;
    if (unencoded[chunkLevel] === groupSize) encode(chunkLevel);
  };
  // A chunk of references closes a full (or, at the end, the last) group and joins the group one level up.
  function wrap(trieLevel: number) {
    counts.intermediate++;
    addReference(trieLevel + 1);
    addToGroup(trieLevel);
    references[trieLevel] = 0;
  }

  const dataChunks = Math.max(1, Math.ceil(bytes / CHUNK_PAYLOAD_BYTES));
  for (let chunk = 0; chunk < dataChunks; chunk++) {
    counts.data++;
    addReference(1);
    addToGroup(0);
  }
  for (let trieLevel = 1; trieLevel < TRIE_LEVELS; trieLevel++) {
    const held = references[trieLevel]!;
    if (held === 0) continue;
    if (held === fullChunk) {
      wrap(trieLevel);
    } else if (held === 1) {
      // A lone reference moves up a level as it is, its chunk joining the group there.
      addToGroup(trieLevel);
      references[trieLevel + 1]!++;
    } else {
      if (level !== 0 && unencoded[trieLevel - 1]! > 0) encode(trieLevel - 1);
      wrap(trieLevel);
    }
  }
  const replicas = REPLICA_COUNTS[level];
  return {...counts, replicas, total: counts.data + counts.intermediate + counts.parity + replicas};
}
