/**
 * What Bee does with uploads beyond its contract: how each upload route refuses a batch it cannot use, and the
 * erasure coding it adds by default.
 */
import {type BeeResponse, NEW_BATCH_DOCS, slug} from './bee-response';
import {DEFAULT_UPLOAD_LEVEL, REPLICA_COUNTS} from './erasure-coding';
import {bee, beeJs, type BeeSource} from './source';
import {BATCH_NOT_USABLE_YET_MESSAGE, BATCH_UNKNOWN_MESSAGE} from './upload-errors';

const UPLOAD_ERRORS_DOCS = '/docs/upload-download/#errors-and-pitfalls';
const TRACKING_UPLOADS_DOCS = '/docs/tracking-uploads/#errors-and-pitfalls';

/**
 * The upload endpoints and the lines where each maps an unknown batch (404), an unusable one (422) and a tag the
 * node does not have (404) to its answer.
 */
const UPLOAD_ROUTES: readonly {method: string; path: string; unknown: BeeSource; notUsable: BeeSource; tagNotFound: BeeSource}[] = [
  {
    method: 'POST',
    path: '/bytes',
    unknown: bee('pkg/api/bytes.go', 95, '(*Service).bytesUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/bytes.go',
      93,
      '(*Service).bytesUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
    tagNotFound: bee('pkg/api/bytes.go', 70, '(*Service).bytesUploadHandler', 'jsonhttp.NotFound(w, "tag not found")'),
  },
  {
    method: 'POST',
    path: '/bzz',
    unknown: bee('pkg/api/bzz.go', 127, '(*Service).bzzUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/bzz.go',
      125,
      '(*Service).bzzUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
    tagNotFound: bee('pkg/api/bzz.go', 104, '(*Service).bzzUploadHandler', 'jsonhttp.NotFound(w, "tag not found")'),
  },
  {
    method: 'POST',
    path: '/chunks',
    unknown: bee('pkg/api/chunk.go', 109, '(*Service).chunkUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/chunk.go',
      107,
      '(*Service).chunkUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
    tagNotFound: bee('pkg/api/chunk.go', 58, '(*Service).chunkUploadHandler', 'jsonhttp.NotFound(w, "tag not found")'),
  },
  {
    method: 'POST',
    path: '/soc/{owner}/{id}',
    unknown: bee('pkg/api/soc.go', 137, '(*Service).socUploadHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/soc.go',
      135,
      '(*Service).socUploadHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
    tagNotFound: bee('pkg/api/soc.go', 96, '(*Service).socUploadHandler', 'jsonhttp.NotFound(w, "tag not found")'),
  },
  {
    method: 'POST',
    path: '/feeds/{owner}/{topic}',
    unknown: bee('pkg/api/feed.go', 221, '(*Service).feedPostHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/feed.go',
      219,
      '(*Service).feedPostHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
    tagNotFound: bee('pkg/api/feed.go', 200, '(*Service).feedPostHandler', 'jsonhttp.NotFound(w, "tag not found")'),
  },
  {
    method: 'POST',
    path: '/grantee',
    unknown: bee('pkg/api/accesscontrol.go', 514, '(*Service).actCreateGranteesHandler', 'jsonhttp.NotFound(w, "batch with id not found")'),
    notUsable: bee(
      'pkg/api/accesscontrol.go',
      512,
      '(*Service).actCreateGranteesHandler',
      'jsonhttp.UnprocessableEntity(w, "batch not usable yet or does not exist")',
    ),
    tagNotFound: bee('pkg/api/accesscontrol.go', 462, '(*Service).actCreateGranteesHandler', 'jsonhttp.NotFound(w, "tag not found")'),
  },
];

/** The two refusals of a batch, and of an unknown tag, on every upload route. */
export const UPLOAD_RESPONSES: BeeResponse[] = UPLOAD_ROUTES.flatMap(({method, path, unknown, notUsable, tagNotFound}) => [
  {
    id: `upload-batch-unknown-${slug(method, path)}`,
    method,
    path,
    status: 404,
    message: BATCH_UNKNOWN_MESSAGE,
    when: 'the node does not know the batch: a mistyped ID, a batch another node bought, or its own batch once expired',
    source: unknown,
    docs: UPLOAD_ERRORS_DOCS,
  },
  {
    id: `upload-batch-not-usable-${slug(method, path)}`,
    method,
    path,
    status: 422,
    message: BATCH_NOT_USABLE_YET_MESSAGE,
    when: 'the batch belongs to the node but is not usable yet, usually because it was bought moments ago',
    source: notUsable,
    // What to do about it, waiting until the batch is usable, is explained there.
    docs: NEW_BATCH_DOCS,
  },
  {
    id: `upload-tag-not-found-${slug(method, path)}`,
    method,
    path,
    status: 404,
    message: 'tag not found',
    when: 'a deferred or pinned upload names a tag (the swarm-tag header, bee-js’s `tag` option) the node does not have',
    source: tagNotFound,
    ...(path === '/bytes' && {
      tests: [
        bee(
          'pkg/api/bytes_test.go',
          272,
          'TestBytesInvalidStamp',
          'jsonhttptest.Request(t, clientTagExists, http.MethodPost, resource, http.StatusNotFound,',
        ),
      ],
    }),
    docs: TRACKING_UPLOADS_DOCS,
  },
]);

/** Where the websites guide explains how Bee refuses a collection. */
const COLLECTION_ERRORS_DOCS = '/docs/websites/#could-not-store-directory';

/**
 * How Bee answers a collection (`POST /bzz` with `swarm-collection: true`) it cannot store: its own answer for an
 * empty one, and one message for every other failure, which Bee's log names only at debug level.
 */
export const COLLECTION_RESPONSES: BeeResponse[] = [
  {
    id: 'collection-empty',
    method: 'POST',
    path: '/bzz',
    status: 400,
    message: 'no files in root directory',
    when: 'the collection holds no file: an empty folder, or an archive of folders only',
    source: bee('pkg/api/dirs.go', 93, '(*Service).dirUploadHandler', 'jsonhttp.BadRequest(w, errEmptyDir)'),
    tests: [bee('pkg/api/dirs_test.go', 522, 'TestDirsEmtpyDir', 'Message: api.ErrEmptyDir.Error(),')],
    docs: COLLECTION_ERRORS_DOCS,
  },
  {
    id: 'collection-not-stored',
    method: 'POST',
    path: '/bzz',
    status: 500,
    message: 'could not store directory',
    when: 'storing the collection failed: an index document with a slash, an archive Bee cannot read to its end, or the node could not store a chunk',
    source: bee('pkg/api/dirs.go', 97, '(*Service).dirUploadHandler', 'jsonhttp.InternalServerError(w, errDirectoryStore)'),
    tests: [bee('pkg/api/dirs_test.go', 69, 'TestDirs/non tar file', 'Message: api.ErrDirectoryStoreError.Error(),')],
    docs: COLLECTION_ERRORS_DOCS,
  },
];

/**
 * Erasure coding of uploads. Bee applies `DEFAULT_UPLOAD_LEVEL` (MEDIUM) to `/bytes`, `/bzz` and `/feeds` uploads
 * that send no `swarm-redundancy-level`, and bee-js 12.3.1 sends the header only for a level other than 0, so
 * `RedundancyLevel.OFF` leaves the upload at MEDIUM; a `requestOptions.headers` entry sends 0 (docs/upload-download.mdx).
 * `/chunks` and `/soc` store the one chunk they get. ./erasure-coding.ts counts the chunks a level makes.
 */
export const UPLOAD_REDUNDANCY = {
  defaultLevel: DEFAULT_UPLOAD_LEVEL,
  defaultSource: bee('pkg/file/redundancy/level.go', 181, 'const DefaultUploadLevel', 'DefaultUploadLevel = MEDIUM'),
  /** The upload handlers that start from the default and take the header's level instead when there is one. */
  appliedBy: [
    bee('pkg/api/bytes.go', 52, '(*Service).bytesUploadHandler', 'rLevel := redundancy.DefaultUploadLevel'),
    bee('pkg/api/bzz.go', 148, '(*Service).bzzUploadHandler', 'rLevel := redundancy.DefaultUploadLevel'),
    bee('pkg/api/feed.go', 183, '(*Service).feedPostHandler', 'rLevel := redundancy.DefaultUploadLevel'),
  ],
  /** Single chunks are stored as they come, with no parity and no replicas. */
  storedAsSent: [
    bee('pkg/api/chunk.go', 171, '(*Service).chunkUploadHandler', 'err = putter.Put(r.Context(), chunk)'),
    bee('pkg/api/soc.go', 208, '(*Service).socUploadHandler', 'err = putter.Put(r.Context(), sch)'),
  ],
  /** Bee's own test of `/bytes` sends level 0 to get the plain reference of two chunks. */
  plainReferenceTest: bee('pkg/api/bytes_test.go', 60, 'TestBytes', 'jsonhttptest.WithRequestHeader(api.SwarmRedundancyLevelHeader, "0"),'),
  /** With parity, a chunk of references lists the parity chunks' addresses and marks the level in its span. */
  parityInReferences: bee(
    'pkg/file/pipeline/hashtrie/hashtrie.go',
    144,
    '(*hashTrieWriter).wrapFullLevel',
    'hashes = append(hashes, hash...)',
  ),
  levelInSpan: bee(
    'pkg/file/pipeline/hashtrie/hashtrie.go',
    150,
    '(*hashTrieWriter).wrapFullLevel',
    'redundancy.EncodeLevel(spb, h.rParams.Level())',
  ),
  /** The root chunk's dispersed replicas, stored with the upload's stamps like its other chunks. */
  replicas: {
    counts: REPLICA_COUNTS,
    source: bee('pkg/file/redundancy/level.go', 174, 'var replicaCounts', 'replicaCounts = [5]int{0, 2, 4, 8, 16}'),
    put: bee('pkg/file/pipeline/hashtrie/hashtrie.go', 265, '(*hashTrieWriter).Sum', 'err = h.replicaPutter.Put(h.ctx'),
    test: bee('pkg/replicas/putter_test.go', 110, 'TestPutter', 'count := tc.level.GetReplicaCount()'),
  },
  /** MEDIUM's parity table, whose two rows follow this line (./erasure-coding.ts has every level's), and Bee's test of the counts. */
  mediumParities: bee('pkg/file/redundancy/level.go', 113, 'var mediumEt', 'var mediumEt = newErasureTable('),
  parityCountTest: bee('pkg/file/pipeline/hashtrie/hashtrie_test.go', 301, 'TestRedundancy', 'parities:   37, // 31 (full ch) + 6 (2 ref)'),
  beeJsSendsOnlyNonZero: beeJs('dist/cjs/utils/headers.js', 56, 'prepareRequestHeaders', 'if (options.redundancyLevel) {'),
} as const;
