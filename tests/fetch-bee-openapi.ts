/**
 * `npm run fetch:bee-openapi`: downloads Bee's OpenAPI contract (Swarm.yaml, SwarmCommon.yaml at tag v2.8.1) for
 * machines without ../shared, such as GitHub's runners. Each file must have its pinned SHA-256 before anything is
 * written; the copy goes to node_modules/.cache/bee-openapi-2.8.1/, where the stand-in Bee finds it.
 * BEE_OPENAPI_BASE_URL replaces the download location (a mirror, or a local server in tests).
 */
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  BEE_CONTRACT_TAG,
  checksumProblems,
  CONTRACT_FILES,
  DEFAULT_CONTRACT_BASE_URL,
  FETCHED_CONTRACT_DIR,
  hasContractFiles,
  sha256,
} from './stand-in-bee/contract-files';

export type FetchContractOptions = {baseUrl: string; cacheDir: string};

/** Downloads and verifies the contract into `cacheDir`; resolves to false when a verified copy was already there. */
export async function fetchBeeOpenapi({baseUrl, cacheDir}: FetchContractOptions): Promise<boolean> {
  if (hasContractFiles(cacheDir) && checksumProblems(cacheDir).length === 0) return false;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const downloads = new Map<string, Buffer>();
  const problems: string[] = [];
  for (const [name, pinned] of Object.entries(CONTRACT_FILES)) {
    const url = new URL(name, base).href;
    let response: Response;
    try {
      response = await fetch(url, {signal: AbortSignal.timeout(60_000)});
    } catch (error) {
      const cause = (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message;
      throw new Error(`Could not download ${url}: ${cause}. Set BEE_OPENAPI_BASE_URL to a reachable copy, or BEE_OPENAPI_DIR.`, {
        cause: error,
      });
    }
    if (!response.ok) throw new Error(`Could not download ${url}: HTTP ${response.status} ${response.statusText}`);
    const content = Buffer.from(await response.arrayBuffer());
    const actual = sha256(content);
    if (actual === pinned) downloads.set(name, content);
    else problems.push(`${url}: SHA-256 ${actual}, expected ${pinned}`);
  }
  if (problems.length > 0) {
    throw new Error(`Not Bee's OpenAPI contract at ${BEE_CONTRACT_TAG}, so nothing was written:\n${problems.join('\n')}`);
  }
  mkdirSync(cacheDir, {recursive: true});
  for (const [name, content] of downloads) {
    // Written aside, then renamed: an interrupted run never leaves a half file under the real name.
    writeFileSync(join(cacheDir, `${name}.partial`), content);
    renameSync(join(cacheDir, `${name}.partial`), join(cacheDir, name));
  }
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
