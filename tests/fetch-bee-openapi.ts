/**
 * `npm run fetch:bee-openapi`: downloads Bee's OpenAPI contract (Swarm.yaml, SwarmCommon.yaml at tag v2.8.1) for
 * machines without ../shared, such as GitHub's runners. Each file must have its pinned SHA-256 before anything is
 * written; the copy goes to node_modules/.cache/bee-openapi-2.8.1/, where the stand-in Bee finds it.
 * BEE_OPENAPI_BASE_URL replaces the download location (a mirror, or a local server in tests).
 */
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {fetchPinned} from './fetch-pinned';
import {
  BEE_CONTRACT_TAG,
  checksumProblems,
  CONTRACT_FILES,
  DEFAULT_CONTRACT_BASE_URL,
  FETCHED_CONTRACT_DIR,
  hasContractFiles,
} from './stand-in-bee/contract-files';

export type FetchContractOptions = {baseUrl: string; cacheDir: string};

/** Downloads and verifies the contract into `cacheDir`; resolves to false when a verified copy was already there. */
export async function fetchBeeOpenapi({baseUrl, cacheDir}: FetchContractOptions): Promise<boolean> {
  if (hasContractFiles(cacheDir) && checksumProblems(cacheDir).length === 0) return false;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const downloads = Object.entries(CONTRACT_FILES).map(([name, sha256]) => ({
    url: new URL(name, base).href,
    target: join(cacheDir, name),
    sha256,
  }));
  await fetchPinned(downloads, {
    what: `Bee's OpenAPI contract at ${BEE_CONTRACT_TAG}`,
    unreachable: 'Set BEE_OPENAPI_BASE_URL to a reachable copy, or BEE_OPENAPI_DIR.',
  });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.BEE_OPENAPI_BASE_URL || DEFAULT_CONTRACT_BASE_URL;
  fetchBeeOpenapi({baseUrl, cacheDir: FETCHED_CONTRACT_DIR}).then(
    (downloaded) =>
      console.log(
        downloaded
          ? `Bee's OpenAPI contract (${BEE_CONTRACT_TAG}) downloaded from ${baseUrl}, checksums match, cached in ${FETCHED_CONTRACT_DIR}`
          : `Bee's OpenAPI contract (${BEE_CONTRACT_TAG}) already cached in ${FETCHED_CONTRACT_DIR}, checksums match`,
      ),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
