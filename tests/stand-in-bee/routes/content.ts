/**
 * Content: uploads and downloads through `/bytes`, `/chunks` and `/bzz` (single files and tar collections, with
 * their index and error documents, feed manifests and ENS names), stored under the addresses bee-js computes.
 */
import {beeResponse} from '../../../src/data/bee-behaviour';
import {header, json, octets, problem, type Answer, type RecordedRequest, type RouteContext, type Routes} from '../answers';
import {randomHex, type Collection, type StandInState, type Stored} from '../state';
import {uploadLevel} from '../redundancy';
import {readTar} from '../tar';
import {usableBatch} from './stamps';

const encrypts = (request: RecordedRequest) => header(request, 'swarm-encrypt') === 'true';

/** The answer to an upload of `plain`: encrypted, pinned and counted into its tag as the request's headers ask. */
export function uploaded(state: StandInState, request: RecordedRequest, plain: Stored): Answer {
  const stored = encrypts(request) ? state.encrypted(plain) : plain;
  // A tag records the root chunk's address, which an encrypted reference starts with.
  const tag = state.countUpload(header(request, 'swarm-tag'), plain);
  if (header(request, 'swarm-pin') === 'true') state.pins.add(stored.reference);
  const headers: Record<string, string> = {'swarm-tag': String(tag.uid)};
  // An upload under access control answers the history it was added to: the one named, or a new one.
  if (header(request, 'swarm-act') === 'true') {
    headers['swarm-act-history-address'] = header(request, 'swarm-act-history-address') ?? randomHex(32);
  }
  return json(201, {reference: stored.reference}, headers);
}

export function contentRoutes({state}: RouteContext): Routes {
  const resolve = (address: string) => state.ensNames.get(address) ?? address;
  return {
    'POST /bytes': async (request) =>
      usableBatch(state, request) ??
      uploaded(state, request, await state.storeBytes(request.body, uploadLevel(request), encrypts(request))),
    'GET /bytes/{address}': (request, {address}) => {
      const data = state.bytes.get(address);
      return data ? octets(data) : problem(404, 'Not Found');
    },
    'HEAD /bytes/{address}': (request, {address}) => {
      const data = state.bytes.get(address);
      return data ? {status: 200, headers: {'content-length': String(data.length)}} : problem(404, 'Not Found');
    },
    'POST /chunks': (request) => {
      const refused = usableBatch(state, request);
      if (refused && !header(request, 'swarm-postage-stamp')) return refused;
      const reference = state.storeChunk(request.body);
      return uploaded(state, request, {reference, chunks: 1});
    },
    'GET /chunks/{address}': (request, {address}) => {
      const chunk = state.chunks.get(address);
      return chunk ? octets(chunk) : problem(404, 'Not Found');
    },
    'POST /bzz': async (request) => {
      const refused = usableBatch(state, request);
      if (refused) return refused;
      const collection = collectionOf(request);
      return (
        collectionRefused(request, collection) ??
        uploaded(state, request, await state.storeCollection(collection, uploadLevel(request), encrypts(request)))
      );
    },
    'GET /bzz/{address}': (request, {address}) => downloadFromCollection(state, resolve(address), ''),
    // The path may hold slashes, which a single path parameter does not capture: take the rest of the URL.
    'GET /bzz/{address}/{path}': (request, {address}) =>
      downloadFromCollection(state, resolve(address), decodeURIComponent(request.path.split('/').slice(3).join('/'))),
  };
}

/** What a `POST /bzz` uploads: the files of its tar archive with a collection's documents, or one file. */
function collectionOf(request: RecordedRequest): Collection {
  if (header(request, 'swarm-collection') !== 'true') {
    const contentType = header(request, 'content-type') ?? 'application/octet-stream';
    const name = request.query.get('name') ?? 'file';
    // Bee's manifest of one file also has a `/` entry naming the file as its index document
    // (bzz.go:268-271 in (*Service).fileUploadHandler).
    return {files: new Map([[name, {data: request.body, contentType, name}]]), indexDocument: name};
  }
  const files = [...readTar(request.body)].map(
    ([path, data]) => [path, {data, contentType: contentTypeOf(path), name: path.split('/').pop()!}] as const,
  );
  return {
    files: new Map(files),
    indexDocument: header(request, 'swarm-index-document'),
    errorDocument: header(request, 'swarm-error-document'),
  };
}

/**
 * Bee's refusal of a collection it cannot store, or null. storeDir refuses an index document with a slash before it
 * reads the archive (pkg/api/dirs.go:172 in storeDir), and an archive without a file after
 * (pkg/api/dirs.go:207 in storeDir); the handler answers the first with its catch-all 500.
 */
function collectionRefused(request: RecordedRequest, collection: Collection): Answer | null {
  if (header(request, 'swarm-collection') !== 'true') return null;
  const refusal = collection.indexDocument?.includes('/')
    ? beeResponse('collection-not-stored')
    : collection.files.size === 0
      ? beeResponse('collection-empty')
      : null;
  return refusal && problem(refusal.status, refusal.message);
}

function downloadFromCollection(state: StandInState, address: string, path: string): Answer {
  const feed = state.feedManifests.get(address);
  if (feed) {
    // A feed manifest resolves to the reference in the feed's latest update (its last 32 bytes).
    const latest = state.latestFeedUpdate(feed.owner, feed.topic);
    return latest ? downloadFromCollection(state, latest.chunk.subarray(-32).toString('hex'), path) : problem(404, 'Not Found');
  }
  const collection = state.collections.get(address);
  if (!collection) return problem(404, 'Not Found');
  const file =
    collection.files.get(path) ??
    collection.files.get(`${path}${path && !path.endsWith('/') ? '/' : ''}${collection.indexDocument ?? ''}`) ??
    (collection.files.size === 1 && path === '' ? [...collection.files.values()][0] : undefined) ??
    (collection.errorDocument ? collection.files.get(collection.errorDocument) : undefined);
  if (!file) return problem(404, 'Not Found');
  return {
    status: 200,
    body: file.data,
    headers: {'content-type': file.contentType, 'content-disposition': `inline; filename="${file.name}"`},
  };
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
};

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
}
