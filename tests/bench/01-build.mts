/**
 * Cold production build (no build/, .docusaurus or bundler cache): wall time, CPU seconds, peak memory and where
 * the time goes, step by step (Docusaurus's perf log, tests/bench/lib/perf-log.ts), then the size of what it
 * produced. Later modules measure this build (first-load JavaScript: 40-first-load-js). Figures are medians of
 * three builds: one build on this shared 2-core machine has come out 5 s slower than the next.
 *
 * With OLD_SITE_DIR set to a checkout of the old bee-js-docs site with its packages installed, each of our builds
 * is followed by a cold build of that site, and the ratios of ours to its are given: the two take turns, so
 * whatever else loads the machine weighs on both alike. Each site builds with its own `npm run build`.
 *
 * Then one more build of ours after a one-word edit of a guide, with the caches the last cold build left: what a
 * contributor waits for. Each build says whether TypeDoc's output came from its cache.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {extname, join, resolve} from 'node:path';
import {BUILD_DIR, ROOT} from '../e2e/harness';
import {addBytes, sizeOf, type Bytes} from './lib/page-weight';
import {buildSteps, formatSteps, medianSteps, parsePerfLog, type BuildStep} from './lib/perf-log';
import {TYPEDOC_CACHE_HIT, TYPEDOC_CACHE_MISS} from '../../plugins/api-reference/typedoc-step';

const GNU_TIME = '/usr/bin/time';
const COLD_BUILDS = 3;

type ColdBuild = {
  wallSeconds: number;
  cpuSeconds: number | null;
  peakMemoryMiB: number | null;
  load: number;
  /** Whether TypeDoc's output came from its cache; null for a build that does not say (the old site's). */
  typedocFromCache: boolean | null;
  steps: BuildStep[];
};

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The machine's load over the last minute, as the build starts: a figure means little without it here. */
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Where TypeDoc's output came from, as our build's log says. */
function typedocFromCache(log: string): boolean | null {
  if (log.includes(TYPEDOC_CACHE_HIT)) return true;
  return log.includes(TYPEDOC_CACHE_MISS) ? false : null;
}

function coldBuild(siteDir: string): ColdBuild {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) rmSync(join(siteDir, dir), {recursive: true, force: true});
  return timedBuild(siteDir);
}

/** A guide and the one-word edit the bench makes to it. */
const EDITED_GUIDE = join(ROOT, 'docs', 'getting-started.md');
const edited = (text: string) => text.replace('Install bee-js', 'Install the bee-js');

/** Our build after a one-word edit of a guide, with the caches the build before left; the guide is put back. */
function guideEditBuild(): ColdBuild {
  const original = readFileSync(EDITED_GUIDE, 'utf8');
  if (edited(original) === original) throw new Error(`${EDITED_GUIDE} no longer says "Install bee-js": pick another word to edit`);
  writeFileSync(EDITED_GUIDE, edited(original));
  try {
    return timedBuild(ROOT);
  } finally {
    writeFileSync(EDITED_GUIDE, original);
  }
}

function timedBuild(siteDir: string): ColdBuild {
  const load = loadAverage();
  const started = process.hrtime.bigint();
  // GNU time reports the peak resident memory of the whole process tree's largest process (%M, KiB), and the
  // CPU seconds of the tree (%U user, %S system): steadier than wall time when the host is busy.
  const withTime = existsSync(GNU_TIME);
  const command = withTime ? GNU_TIME : 'npm';
  const args = withTime ? ['-f', 'peak-rss-kib=%M cpu=%U+%S', 'npm', 'run', 'build'] : ['run', 'build'];
  const result = spawnSync(command, args, {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build of ${siteDir} failed:\n${result.stderr}`);
  const peak = /peak-rss-kib=(\d+)/.exec(result.stderr)?.[1];
  const cpu = /cpu=([\d.]+)\+([\d.]+)/.exec(result.stderr);
  return {
    wallSeconds: round(seconds),
    cpuSeconds: cpu ? round(Number(cpu[1]) + Number(cpu[2])) : null,
    peakMemoryMiB: peak ? Math.round(Number(peak) / 1024) : null,
    load,
    typedocFromCache: typedocFromCache(result.stdout),
    steps: buildSteps(parsePerfLog(result.stdout)),
  };
}

/** Medians of one site's builds, each build's own figures, and the breakdown as rows and as a table. */
function summary(builds: ColdBuild[]) {
  const cpu = builds.flatMap((build) => (build.cpuSeconds === null ? [] : [build.cpuSeconds]));
  const peaks = builds.flatMap((build) => (build.peakMemoryMiB === null ? [] : [build.peakMemoryMiB]));
  const steps = medianSteps(builds.map((build) => build.steps));
  return {
    wallSeconds: median(builds.map((build) => build.wallSeconds)),
    cpuSeconds: cpu.length > 0 ? median(cpu) : null,
    runsWallSeconds: builds.map((build) => build.wallSeconds),
    runsCpuSeconds: builds.map((build) => build.cpuSeconds),
    loadAtStart: builds.map((build) => build.load),
    typedocFromCache: builds.map((build) => build.typedocFromCache),
    peakMemoryMiB: peaks.length > 0 ? Math.max(...peaks) : null,
    runsPeakMemoryMiB: builds.map((build) => build.peakMemoryMiB),
    steps,
    table: formatSteps(steps),
  };
}

/** Ours over the old site's: of the medians, and the median of each turn's pair (the steadier on a busy host). */
function ratios(ours: ColdBuild[], old: ColdBuild[]) {
  const pairRatios = (figure: (build: ColdBuild) => number | null) =>
    ours.flatMap((build, index) => {
      const mine = figure(build);
      const theirs = figure(old[index]!);
      return mine === null || theirs === null ? [] : [Math.round((mine / theirs) * 100) / 100];
    });
  const wall = pairRatios((build) => build.wallSeconds);
  const cpu = pairRatios((build) => build.cpuSeconds);
  const ofMaxima = (figure: (build: ColdBuild) => number | null) => {
    const mine = ours.flatMap((build) => figure(build) ?? []);
    const theirs = old.flatMap((build) => figure(build) ?? []);
    return mine.length > 0 && theirs.length > 0 ? Math.round((Math.max(...mine) / Math.max(...theirs)) * 100) / 100 : null;
  };
  const ofMedians = (figure: (build: ColdBuild) => number | null) => {
    const mine = ours.map(figure).filter((value) => value !== null);
    const theirs = old.map(figure).filter((value) => value !== null);
    return mine.length > 0 && theirs.length > 0 ? Math.round((median(mine) / median(theirs)) * 100) / 100 : null;
  };
  return {
    wallOfMedians: ofMedians((build) => build.wallSeconds),
    cpuOfMedians: ofMedians((build) => build.cpuSeconds),
    wallPairs: wall,
    cpuPairs: cpu,
    wallMedianPair: wall.length > 0 ? median(wall) : null,
    cpuMedianPair: cpu.length > 0 ? median(cpu) : null,
    // The highest peak of each site's builds: a build's peak depends on when the JavaScript heap was last collected.
    peakMemoryOfMaxima: ofMaxima((build) => build.peakMemoryMiB),
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

export default async function buildBench() {
  const oldSiteDir = process.env.OLD_SITE_DIR ? resolve(process.env.OLD_SITE_DIR) : null;
  if (oldSiteDir && !existsSync(join(oldSiteDir, 'node_modules', '.bin', 'docusaurus'))) {
    throw new Error(`OLD_SITE_DIR=${oldSiteDir} has no node_modules/.bin/docusaurus: run npm install there first`);
  }
  const ours: ColdBuild[] = [];
  const old: ColdBuild[] = [];
  for (let turn = 0; turn < COLD_BUILDS; turn++) {
    ours.push(coldBuild(ROOT));
    if (oldSiteDir) old.push(coldBuild(oldSiteDir));
  }
  const coldBuildSummary = summary(ours);
  console.error(`Where a cold build's time goes (median of ${COLD_BUILDS}):\n${coldBuildSummary.table}`);
  const afterGuideEdit = guideEditBuild();
  const typedoc = afterGuideEdit.typedocFromCache ? 'from its cache' : 'run again';
  console.error(`After a one-word guide edit: ${afterGuideEdit.wallSeconds} s, TypeDoc ${typedoc}`);
  const oldSite = oldSiteDir ? {dir: oldSiteDir, ...summary(old)} : undefined;
  if (oldSite) console.error(`The old site's (${oldSiteDir}):\n${oldSite.table}`);
  return {
    // Both sites build with the Node.js on PATH, the one running the bench: peak memory differs between its lines.
    node: process.version,
    coldBuild: coldBuildSummary,
    afterGuideEdit: {...afterGuideEdit, table: formatSteps(afterGuideEdit.steps)},
    ...(oldSite
      ? {
          oldSite,
          oursOverOld: ratios(ours, old),
          guideEditOverOldCold: Math.round((afterGuideEdit.wallSeconds / oldSite.wallSeconds) * 100) / 100,
        }
      : {}),
    output: outputSizes(),
  };
}
