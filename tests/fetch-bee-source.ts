/**
 * `npm run fetch:bee-source`: downloads the source files the site cites (Bee at v2.8.1, gateway-proxy at
 * 4f50bda, viper and cast) from GitHub for machines without ../shared, such as GitHub's runners. Every file
 * must have the SHA-256 pinned in tests/citations/cited-files.ts before anything is written; the copies go to
 * node_modules/.cache/cited-source/, where tests/unit/citations.test.ts finds them. BEE_SOURCE_BASE_URL
 * replaces https://raw.githubusercontent.com/ (a mirror, or a local server in tests).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {CITED_FILES, CITED_REPOS, DEFAULT_SOURCE_BASE_URL, FETCHED_SOURCE_DIR} from './citations/cited-files';
import {fetchPinned} from './fetch-pinned';
import {sha256} from './stand-in-bee/contract-files';

export type FetchSourceOptions = {baseUrl: string; cacheDir: string};

/** Downloads the cited files `cacheDir` lacks or holds with other content; resolves to how many it downloaded. */
export async function fetchBeeSource({baseUrl, cacheDir}: FetchSourceOptions): Promise<number> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const downloads = Object.entries(CITED_FILES).flatMap(([key, pinned]) => {
    const target = join(cacheDir, key);
    if (existsSync(target) && sha256(readFileSync(target)) === pinned) return [];
    const {repo, ref, dir} = CITED_REPOS.find((cited) => key.startsWith(`${cited.dir}/`))!;
    return [{url: new URL(`${repo}/${ref}/${key.slice(dir.length + 1)}`, base).href, target, sha256: pinned}];
  });
  await fetchPinned(downloads, {what: 'the source files the site cites', unreachable: 'Set BEE_SOURCE_BASE_URL to a reachable copy.'});
  return downloads.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.BEE_SOURCE_BASE_URL || DEFAULT_SOURCE_BASE_URL;
  fetchBeeSource({baseUrl, cacheDir: FETCHED_SOURCE_DIR}).then(
    (downloaded) =>
      console.log(
        `${Object.keys(CITED_FILES).length} cited source files in ${FETCHED_SOURCE_DIR}, checksums match (${downloaded} downloaded from ${baseUrl})`,
      ),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
