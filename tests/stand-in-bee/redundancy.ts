/**
 * Erasure coding as Bee 2.8.1 applies it to `/bytes`, `/bzz` and `/feeds` uploads (`UPLOAD_REDUNDANCY` in
 * src/data/bee-behaviour/): the level a request asks for, MEDIUM when it sends no `swarm-redundancy-level`
 * (although the contract's description of the header calls 0 the default), and the reference such an upload gets.
 */
import {Binary} from 'cafe-utility';
import {DEFAULT_UPLOAD_LEVEL, type RedundancyLevelValue} from '../../src/data/bee-behaviour';
import {header, type RecordedRequest} from './answers';

const CHUNK_PAYLOAD_BYTES = 4096;

/** The level an upload is coded at: the header's (the contract lets only 0 to 4 through), else Bee's default. */
export function uploadLevel(request: RecordedRequest): RedundancyLevelValue {
  const level = header(request, 'swarm-redundancy-level');
  return level === undefined ? DEFAULT_UPLOAD_LEVEL : (Number(level) as RedundancyLevelValue);
}

/**
 * The reference of `size` bytes at `level`, given their plain Merkle root. Up to one chunk, Bee's reference is the
 * plain one: the data chunk is the root, and only its replicas are added. Above that, each chunk of references
 * lists parity chunks and marks the level in its span, so Bee's root is another hash, of parity chunks the
 * stand-in does not compute. The stand-in answers a stand-in address instead, derived from the plain root and
 * the level: not Bee's, but never the plain root, so that a sample which expects the plain root of an
 * erasure-coded upload fails here as it would against Bee.
 */
export function codedReference(plainRoot: string, size: number, level: RedundancyLevelValue): string {
  if (level === 0 || size <= CHUNK_PAYLOAD_BYTES) return plainRoot;
  return Buffer.from(Binary.keccak256(Buffer.concat([Buffer.from(plainRoot, 'hex'), Buffer.of(level)]))).toString('hex');
}
