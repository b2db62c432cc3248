/**
 * Single owner chunks and the sequential feeds built from them: a feed's latest update, and feed manifests. A
 * single owner chunk's upload also reaches the GSOC subscribers of its address (routes/messaging.ts).
 */
import {Signature} from '@ethersphere/bee-js';
import {header, json, octets, problem, type RouteContext, type Routes} from '../answers';
import {uploadLevel} from '../redundancy';
import {contentAddress} from '../state';
import {uploaded} from './content';
import {usableBatch} from './stamps';

/** A feed index as Bee's headers write it: 16 hex digits. */
const indexHex = (index: bigint) => index.toString(16).padStart(16, '0');

export function feedAndSocRoutes({state, deliver}: RouteContext): Routes {
  return {
    'POST /soc/{owner}/{id}': (request, {owner, id}) => {
      const refused = usableBatch(state, request);
      if (refused && !header(request, 'swarm-postage-stamp')) return refused;
      // Bee recovers the signer from the signature over keccak256(id, content address) with the Ethereum
      // signed-message prefix, and refuses a chunk whose signer is not the owner in the path
      // (pkg/api/soc.go:204 in (*Service).socUploadHandler).
      const digest = Buffer.concat([Buffer.from(id, 'hex'), Buffer.from(contentAddress(request.body), 'hex')]);
      if (!new Signature(request.query.get('sig')!).isValid(digest, owner)) return problem(401, 'invalid chunk');
      const reference = state.storeSingleOwnerChunk(owner, id, request.query.get('sig')!, request.body);
      // A GSOC subscriber listens on the single owner chunk's address and receives its payload.
      deliver(`gsoc/${reference}`, request.body.subarray(8));
      return uploaded(state, request, {reference, chunks: 1});
    },
    'GET /feeds/{owner}/{topic}': (request, {owner, topic}) => {
      const latest = state.latestFeedUpdate(owner, topic);
      if (!latest) return problem(404, 'lookup failed');
      // Identifier (32) and signature (65) precede the wrapped chunk's span (8) and payload.
      return octets(latest.chunk.subarray(32 + 65 + 8), {
        'swarm-soc-signature': latest.chunk.subarray(32, 97).toString('hex'),
        'swarm-feed-index': indexHex(latest.index),
        'swarm-feed-index-next': indexHex(latest.index + 1n),
      });
    },
    'POST /feeds/{owner}/{topic}': async (request, {owner, topic}) =>
      usableBatch(state, request) ?? json(201, {reference: await state.storeFeedManifest(owner, topic, uploadLevel(request))}),
  };
}
