/**
 * Downloads files whose content is pinned by SHA-256, for machines without ../shared (GitHub's runners): Bee's
 * OpenAPI contract (tests/fetch-bee-openapi.ts) and the source files the site cites (tests/fetch-bee-source.ts).
 * Every file must have its pinned checksum before anything is written.
 */
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {sha256} from './stand-in-bee/contract-files';

/** One file to download: where from, where to, and the SHA-256 it must have. */
export type PinnedDownload = {url: string; target: string; sha256: string};

export type PinnedFetchMessages = {
  /** What the files are, for the checksum failure: "Bee's OpenAPI contract at v2.8.1". */
  what: string;
  /** What to set when a server does not answer. */
  unreachable: string;
};

/** Downloads and verifies every file; on any problem throws before writing one, naming each URL. */
export async function fetchPinned(downloads: readonly PinnedDownload[], messages: PinnedFetchMessages): Promise<void> {
  const verified = new Map<string, Buffer>();
  const problems: string[] = [];
  for (const {url, target, sha256: pinned} of downloads) {
    let response: Response;
    try {
      response = await fetch(url, {signal: AbortSignal.timeout(60_000)});
    } catch (error) {
      const cause = (error as Error & {cause?: Error}).cause?.message ?? (error as Error).message;
      throw new Error(`Could not download ${url}: ${cause}. ${messages.unreachable}`, {cause: error});
    }
    if (!response.ok) throw new Error(`Could not download ${url}: HTTP ${response.status} ${response.statusText}`);
    const content = Buffer.from(await response.arrayBuffer());
    const actual = sha256(content);
    if (actual === pinned) verified.set(target, content);
    else problems.push(`${url}: SHA-256 ${actual}, expected ${pinned}`);
  }
  if (problems.length > 0) throw new Error(`Not ${messages.what}, so nothing was written:\n${problems.join('\n')}`);
  for (const [target, content] of verified) {
    mkdirSync(dirname(target), {recursive: true});
    // Written aside, then renamed: an interrupted run never leaves a half file under the real name.
    writeFileSync(`${target}.partial`, content);
    renameSync(`${target}.partial`, target);
  }
}
