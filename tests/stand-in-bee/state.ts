/**
 * The stand-in's memory: the thin layer of state that samples depend on. Content is stored under the address
 * bee-js computes for it (cafe-utility's MerkleTree and Chunk, the hashing bee-js itself uses; manifests through
 * bee-js's MantarayNode), so a reference a sample computes offline matches the one the stand-in answers with.
 */
import {randomBytes} from 'node:crypto';
import {MantarayNode} from '@ethersphere/bee-js';
import {Binary, Chunk, MerkleTree, Uint8ArrayReader} from 'cafe-utility';
import {uploadChunks, type RedundancyLevelValue} from '../../src/data/bee-behaviour';
import {codedReference} from './redundancy';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A content-addressed chunk's address: the hash of its payload under its span, the first 8 bytes (little-endian). */
export function contentAddress(data: Buffer): string {
  const chunk = new Chunk(4096, data.readBigUInt64LE(0));
  chunk.writer.write(new Uint8ArrayReader(data.subarray(8)));
  return hex(chunk.hash());
}

/** Chunks a piece of data makes at its redundancy level, parity and replicas included: counted into tags as Bee counts split chunks. */
export type Stored = {reference: string; chunks: number};

export type Tag = {
  uid: number;
  startedAt: string;
  split: number;
  seen: number;
  stored: number;
  sent: number;
  synced: number;
  address: string;
};

export type Batch = {
  batchID: string;
  amount: string;
  depth: number;
  bucketDepth: number;
  label: string;
  immutableFlag: boolean;
  blockNumber: number;
  utilization: number;
  /** Polls still to answer as Bee answers a batch it bought but cannot use yet (400), standing for blocks to come. */
  pollsUnusable: number;
};

/** Whether the node uses the batch yet (Bee: 14 to 18 blocks after the batch's block; NEW_BATCH in src/data/bee-behaviour/). */
export const batchUsable = (batch: Batch) => batch.pollsUnusable === 0;

/** A poll of the batch (GET /stamps or GET /stamps/{batch_id}) moves it one step towards usable. */
export function pollBatch(batch: Batch) {
  if (batch.pollsUnusable > 0) batch.pollsUnusable--;
}

export type Collection = {
  files: Map<string, {data: Buffer; contentType: string; name: string}>;
  indexDocument?: string;
  errorDocument?: string;
};

export class StandInState {
  /** Whole uploads by reference: what /bytes/{reference} returns (manifest nodes included). */
  readonly bytes = new Map<string, Buffer>();
  /** Single chunks (content addressed and single owner) by address, as /chunks/{address} returns them. */
  readonly chunks = new Map<string, Buffer>();
  readonly collections = new Map<string, Collection>();
  readonly feedManifests = new Map<string, {owner: string; topic: string}>();
  readonly tags = new Map<number, Tag>();
  readonly batches = new Map<string, Batch>();
  readonly pins = new Set<string>();
  readonly granteeLists = new Map<string, string[]>();
  stakedAmount = 0n;
  /** ENS names the node resolves (name -> reference): `/bzz/swarm.eth/` serves that reference's content. */
  readonly ensNames = new Map<string, string>();
  /**
   * The node's overlay address. Fixed, because mining a GSOC key for an overlay (the GSOC samples do) takes from
   * a tenth of a second to tens of seconds depending on the overlay: this one is quick for their identifier.
   */
  readonly overlay = '9351246f3e59e130d7c657a4edd46a44935beb06ea1fb38623f9aef83a3e2140';
  private nextTag = 1;
  private blockNumber = 1000;

  async storeBytes(data: Uint8Array, level: RedundancyLevelValue, encrypted = false): Promise<Stored> {
    const root = await MerkleTree.root(data);
    const reference = codedReference(hex(root.hash()), data.length, level);
    this.bytes.set(reference, Buffer.from(data));
    return {reference, chunks: uploadChunks(data.length, level, encrypted).total};
  }

  /**
   * An encrypted upload as bee-js sees it: Bee answers the address followed by the 32-byte decryption key. The
   * stand-in keeps the data in clear and makes the longer reference download the same data.
   */
  encrypted(plain: Stored): Stored {
    const reference = plain.reference + randomHex(32);
    const data = this.bytes.get(plain.reference);
    if (data) this.bytes.set(reference, data);
    const collection = this.collections.get(plain.reference);
    if (collection) this.collections.set(reference, collection);
    return {...plain, reference};
  }

  /** A content addressed chunk as /chunks receives it: an 8-byte little-endian span, then the payload. */
  storeChunk(data: Buffer): string {
    const address = contentAddress(data);
    this.chunks.set(address, data);
    return address;
  }

  /** A single owner chunk lives at keccak256(identifier, owner); Bee stores identifier, signature, span and payload. */
  storeSingleOwnerChunk(owner: string, identifier: string, signature: string, data: Buffer): string {
    const address = hex(Binary.keccak256(Buffer.from(identifier + owner, 'hex')));
    this.chunks.set(address, Buffer.concat([Buffer.from(identifier, 'hex'), Buffer.from(signature, 'hex'), data]));
    return address;
  }

  /** The newest update of a sequential feed: bee-js's identifier for index i is keccak256(topic, i as 8 bytes BE). */
  latestFeedUpdate(owner: string, topic: string): {index: bigint; chunk: Buffer} | null {
    let latest: {index: bigint; chunk: Buffer} | null = null;
    for (let index = 0n; ; index++) {
      const identifier = Binary.keccak256(Buffer.concat([Buffer.from(topic, 'hex'), Binary.numberToUint64(index, 'BE')]));
      const chunk = this.chunks.get(hex(Binary.keccak256(Buffer.concat([identifier, Buffer.from(owner, 'hex')]))));
      if (!chunk) return latest;
      latest = {index, chunk};
    }
  }

  /** Builds the collection's manifest with bee-js's MantarayNode and stores every node, so it can be unmarshalled. */
  async storeCollection(collection: Collection, level: RedundancyLevelValue, encrypted = false): Promise<Stored> {
    const root = new MantarayNode();
    let chunks = 0;
    for (const [path, file] of collection.files) {
      const stored = await this.storeBytes(file.data, level, encrypted);
      chunks += stored.chunks;
      root.addFork(path, stored.reference, {'Content-Type': file.contentType, Filename: path.split('/').pop()!});
    }
    const docs: Record<string, string> = {};
    if (collection.indexDocument) docs['website-index-document'] = collection.indexDocument;
    if (collection.errorDocument) docs['website-error-document'] = collection.errorDocument;
    if (Object.keys(docs).length > 0) root.addFork('/', '00'.repeat(32), docs);
    const manifest = await this.storeManifest(root, level, encrypted);
    this.collections.set(manifest.reference, collection);
    return {reference: manifest.reference, chunks: chunks + manifest.chunks};
  }

  /** A feed manifest: one `/` fork whose metadata names the feed, as Bee writes it. */
  async storeFeedManifest(owner: string, topic: string, level: RedundancyLevelValue): Promise<string> {
    const root = new MantarayNode();
    root.addFork('/', '00'.repeat(32), {'swarm-feed-owner': owner, 'swarm-feed-topic': topic, 'swarm-feed-type': 'Sequence'});
    const {reference} = await this.storeManifest(root, level);
    this.feedManifests.set(reference, {owner, topic});
    return reference;
  }

  /** Stores every node of a manifest as Bee does, each its own upload at the manifest's level. */
  private async storeManifest(node: MantarayNode, level: RedundancyLevelValue, encrypted = false): Promise<Stored> {
    let chunks = 0;
    for (const fork of node.forks.values()) chunks += (await this.storeManifest(fork.node, level, encrypted)).chunks;
    const stored = await this.storeBytes(await node.marshal(), level, encrypted);
    node.selfAddress = Buffer.from(stored.reference, 'hex');
    return {reference: stored.reference, chunks: chunks + stored.chunks};
  }

  newTag(address = '00'.repeat(32)): Tag {
    const tag = {uid: this.nextTag++, startedAt: new Date().toISOString(), split: 0, seen: 0, stored: 0, sent: 0, synced: 0, address};
    this.tags.set(tag.uid, tag);
    return tag;
  }

  /**
   * Counts an upload into its tag (a new one when the request names none) the way a fully synced upload ends on
   * a light node, with Bee 2.8.1's counters (docs/tracking-uploads.mdx): each chunk written (`split`) delivered
   * to one peer (`sent`) and confirmed (`synced`). `stored` stays 0, since only a full node that finds no peer to
   * push to keeps chunks itself; `seen` too, since repeated chunks within an upload are not modelled.
   */
  countUpload(tagHeader: string | undefined, stored: Stored): Tag {
    const tag = (tagHeader && this.tags.get(Number(tagHeader))) || this.newTag();
    tag.split += stored.chunks;
    tag.sent += stored.chunks;
    tag.synced += stored.chunks;
    tag.address = stored.reference;
    return tag;
  }

  /** `pendingPolls` polls answer 400, and then the batch is usable (0: usable at once). */
  buyBatch(amount: string, depth: number, label: string, immutable: boolean, pendingPolls = 0): Batch {
    const batch = {
      batchID: randomHex(32),
      amount,
      depth,
      bucketDepth: 16,
      label,
      immutableFlag: immutable,
      blockNumber: this.blockNumber++,
      utilization: 0,
      pollsUnusable: pendingPolls,
    };
    this.batches.set(batch.batchID, batch);
    return batch;
  }
}
