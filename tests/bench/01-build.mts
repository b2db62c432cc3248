/**
 * Cold production build (no .docusaurus, no bundler cache): wall time and peak memory, then the size of what
 * it produced. Later modules measure this build (first-load JavaScript: 40-first-load-js). The wall time is the
 * median of three builds: one build on this shared 2-core machine has come out 5 s slower than the next.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {extname, join} from 'node:path';
import {BUILD_DIR, ROOT} from '../e2e/harness';
import {addBytes, sizeOf, type Bytes} from './lib/page-weight';

const GNU_TIME = '/usr/bin/time';

function coldBuild() {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) rmSync(join(ROOT, dir), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  // GNU time reports the peak resident memory of the whole process tree's largest process (%M, KiB), and the
  // CPU seconds of the tree (%U user, %S system): steadier than wall time when the host is busy.
  const withTime = existsSync(GNU_TIME);
  const command = withTime ? GNU_TIME : 'npx';
  const args = withTime ? ['-f', 'peak-rss-kib=%M cpu=%U+%S', 'npx', 'docusaurus', 'build'] : ['docusaurus', 'build'];
  const result = spawnSync(command, args, {cwd: ROOT, encoding: 'utf8'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  const peak = /peak-rss-kib=(\d+)/.exec(result.stderr)?.[1];
  const cpu = /cpu=([\d.]+)\+([\d.]+)/.exec(result.stderr);
  return {
    wallSeconds: Math.round(seconds * 10) / 10,
    cpuSeconds: cpu ? Math.round((Number(cpu[1]) + Number(cpu[2])) * 10) / 10 : null,
    peakMemoryMiB: peak ? Math.round(Number(peak) / 1024) : null,
  };
}

function outputSizes() {
  const totals: Record<'html' | 'js' | 'css', Bytes> = {
    html: {raw: 0, gzip: 0},
    js: {raw: 0, gzip: 0},
    css: {raw: 0, gzip: 0},
  };
  let pages = 0;
  for (const file of readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})) {
    const kind = extname(file).slice(1);
    if (file.endsWith('index.html')) pages += 1;
    if (kind === 'html' || kind === 'js' || kind === 'css') {
      totals[kind] = addBytes(totals[kind], sizeOf(readFileSync(join(BUILD_DIR, file))));
    }
  }
  return {pages, ...totals};
}

const COLD_BUILDS = 3;

export default async function buildBench() {
  const builds = Array.from({length: COLD_BUILDS}, coldBuild);
  const wallSeconds = builds.map((build) => build.wallSeconds).sort((a, b) => a - b);
  const peaks = builds.flatMap((build) => (build.peakMemoryMiB === null ? [] : [build.peakMemoryMiB]));
  return {
    coldBuild: {
      wallSeconds: wallSeconds[Math.floor(COLD_BUILDS / 2)],
      runsWallSeconds: builds.map((build) => build.wallSeconds),
      runsCpuSeconds: builds.map((build) => build.cpuSeconds),
      peakMemoryMiB: peaks.length > 0 ? Math.max(...peaks) : null,
    },
    output: outputSizes(),
  };
}
