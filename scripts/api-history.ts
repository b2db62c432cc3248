/**
 * `npm run api-history`: fetches every bee-js release from FIRST_MAJOR to the installed version from the npm
 * registry, reads each one's declaration files and writes plugins/bee-js-api/bee-js-releases.json. Run it
 * after upgrading bee-js (`npm run upgrade-bee-js` does).
 */
import {execFile} from 'node:child_process';
import {mkdtemp, mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {
  compareVersions,
  FIRST_MAJOR,
  HISTORY_PACKAGE,
  historyFile,
  majorOf,
  readReleaseApi,
  releaseDelta,
  type ApiHistory,
  type ReleaseApi,
} from '../plugins/bee-js-api/api-history';
import {installedEntry} from '../plugins/bee-js-api/declarations';
import {readBeeJsPackage} from '../bee-js-package';

const run = promisify(execFile);
/** Parallel downloads; the registry round trip, not the CPU, is the slow part. */
const CONCURRENCY = 6;

async function publishedVersions(upTo: string): Promise<string[]> {
  const {stdout} = await run('npm', ['view', HISTORY_PACKAGE, 'versions', '--json']);
  return (JSON.parse(stdout) as string[])
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .filter((version) => majorOf(version) >= FIRST_MAJOR && compareVersions(version, upTo) <= 0)
    .sort(compareVersions);
}

/** Unpacks one release's tarball and reads its API; null when the registry cannot deliver it. */
async function fetchRelease(version: string, workDir: string): Promise<ReleaseApi | null> {
  const dir = path.join(workDir, version);
  await mkdir(dir);
  try {
    await run('npm', ['pack', `${HISTORY_PACKAGE}@${version}`, '--pack-destination', dir, '--silent']);
  } catch (error) {
    console.warn(`${version}: not fetched (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
  const [tarball] = (await readdir(dir)).filter((file) => file.endsWith('.tgz'));
  if (!tarball) return null;
  await run('tar', ['-xzf', path.join(dir, tarball), '-C', dir, 'package/dist/types']);
  return readReleaseApi(path.join(dir, 'package', 'dist', 'types', 'index.d.ts'));
}

async function main() {
  const started = Date.now();
  const pinned = readBeeJsPackage().version;
  const versions = await publishedVersions(pinned);
  const workDir = await mkdtemp(path.join(tmpdir(), 'bee-js-history-'));
  const apis = new Map<string, ReleaseApi | null>();
  try {
    const queue = [...versions];
    await Promise.all(
      Array.from({length: CONCURRENCY}, async () => {
        for (let version = queue.shift(); version; version = queue.shift()) {
          apis.set(version, version === pinned ? readReleaseApi(installedEntry()) : await fetchRelease(version, workDir));
        }
      }),
    );
  } finally {
    await rm(workDir, {recursive: true, force: true});
  }
  const history: ApiHistory = {package: HISTORY_PACKAGE, unavailable: [], releases: []};
  let previous: ReleaseApi | undefined;
  for (const version of versions) {
    const api = apis.get(version);
    if (!api) {
      history.unavailable.push(version);
      continue;
    }
    history.releases.push(releaseDelta(version, previous, api));
    previous = api;
  }
  await writeFile(historyFile, `${JSON.stringify(history, null, 1)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${path.relative(process.cwd(), historyFile)}: ${history.releases.length} releases ` +
      `(${versions[0]} to ${pinned}) in ${seconds} s` +
      (history.unavailable.length ? `; not fetched: ${history.unavailable.join(', ')}` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
