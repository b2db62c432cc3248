/**
 * How the facts of this folder cite the source that does them: the record of a cited line, the releases cited,
 * and the helpers each entry is written with, whose calls tests/citations/ reads from the text of every module here.
 */
/**
 * A line of source that does what an entry claims, recorded so that a test can check it
 * (tests/unit/citations.test.ts): the file, the line, the function that holds it, and words of that line.
 */
export type BeeSource = {
  repo: 'ethersphere/bee' | 'ethersphere/gateway-proxy' | 'spf13/viper' | 'spf13/cast' | 'ethersphere/bee-js';
  /** A tag, or a commit where the repository has no release tags; for bee-js, the published version. */
  ref: string;
  file: string;
  line: number;
  /** What holds the line: a Go function as a stack trace names it (`(*Service).mountAPI`), a JS function, or `const name`. */
  function: string;
  /** Words the line holds, as written there. */
  fragment: string;
};

/** The Bee release bee-js 12.3.1 supports: every Bee line cited here is at this tag. */
export const BEE_REF = 'v2.8.1';
/** gateway-proxy publishes no release tags; the commit read for the CORS headers it allows. */
export const GATEWAY_PROXY_REF = '4f50bda15ceba513d1040d1f81209b753bd4cbb0';

/** The bee-js release these pages describe; its citations point into the published package. */
export const BEE_JS_VERSION = '12.3.1';

/**
 * The helpers citations are written with, and the fields each fills in itself: the others are its arguments, in
 * the order file, line, function, fragment. tests/citations/ reads the calls from the text of this folder's
 * modules, so every citation stays a literal that names its file and line.
 */
export const CITATION_HELPERS = {
  bee: {repo: 'ethersphere/bee', ref: BEE_REF},
  beeJs: {repo: 'ethersphere/bee-js', ref: BEE_JS_VERSION},
  /** A line of router.go's `mountBusinessDebug`, where Bee mounts a route behind its gates. */
  mounted: {repo: 'ethersphere/bee', ref: BEE_REF, file: 'pkg/api/router.go', function: '(*Service).mountBusinessDebug'},
  /** A line of Bee's router test `TestEndpointOptions`, which expects each route's answer with the node's features on or off. */
  routerTest: {repo: 'ethersphere/bee', ref: BEE_REF, file: 'pkg/api/router_test.go', function: 'TestEndpointOptions'},
} as const satisfies Record<string, Partial<BeeSource>>;

export const bee = (file: string, line: number, inFunction: string, fragment: string): BeeSource => ({
  ...CITATION_HELPERS.bee,
  file,
  line,
  function: inFunction,
  fragment,
});

export const beeJs = (file: string, line: number, inFunction: string, fragment: string): BeeSource => ({
  ...CITATION_HELPERS.beeJs,
  file,
  line,
  function: inFunction,
  fragment,
});

export const mounted = (line: number, fragment: string): BeeSource => ({...CITATION_HELPERS.mounted, line, fragment});

/** Its fields in the order `bee()` gives them, so that a record reads the same whichever helper made it. */
export function routerTest(line: number, fragment: string): BeeSource {
  const {repo, ref, file, function: inFunction} = CITATION_HELPERS.routerTest;
  return {repo, ref, file, line, function: inFunction, fragment};
}

/**
 * A link to the cited line: on GitHub at the tag or commit; for bee-js, in the published package on unpkg,
 * since its compiled files (what runs) are not in the repository.
 */
export function sourceUrl({repo, ref, file, line}: BeeSource): string {
  if (repo === 'ethersphere/bee-js') return `https://unpkg.com/@ethersphere/bee-js@${ref}/${file}#L${line}`;
  return `https://github.com/${repo}/blob/${ref}/${file}#L${line}`;
}
