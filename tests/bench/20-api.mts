/**
 * What the API reference costs: cold builds with and without TypeDoc generation, and TypeDoc on its own.
 * (The first-load JavaScript of the `Bee` page next to a guide page is in 40-first-load-js.)
 *
 * Cold builds write to a temporary folder, so build/ (which later modules measure) is left alone.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {BUILD_DIR, ROOT} from '../e2e/harness';

const GNU_TIME = '/usr/bin/time';
const API_DIR = join(ROOT, 'docs', 'api');

type BuildResult = {wallSeconds: number; cpuSeconds: number | null} | {failed: string};

const round = (value: number) => Math.round(value * 10) / 10;

function coldBuild(typedoc: boolean): BuildResult {
  for (const dir of ['.docusaurus', 'node_modules/.cache']) rmSync(join(ROOT, dir), {recursive: true, force: true});
  const out = mkdtempSync(join(tmpdir(), 'bee-js-docs-bench-'));
  const withTime = existsSync(GNU_TIME);
  const build = ['npm', 'run', 'build', '--', '--out-dir', out];
  const started = process.hrtime.bigint();
  // GNU time adds user and system CPU of the whole process tree, a steadier figure than wall time on a
  // machine shared with other jobs.
  const result = spawnSync(withTime ? GNU_TIME : build[0], withTime ? ['-f', 'cpu-seconds=%U+%S', ...build] : build.slice(1), {
    cwd: ROOT,
    encoding: 'utf8',
    env: {...process.env, TYPEDOC: typedoc ? '1' : '0'},
  });
  const wallSeconds = round(Number(process.hrtime.bigint() - started) / 1e9);
  rmSync(out, {recursive: true, force: true});
  if (result.status !== 0)
    return {
      failed: result.stderr
        .split('\n')
        .filter((line) => /error/i.test(line))
        .slice(0, 3)
        .join(' | '),
    };
  const cpu = /cpu-seconds=([\d.]+)\+([\d.]+)/.exec(result.stderr);
  return {wallSeconds, cpuSeconds: cpu ? round(Number(cpu[1]) + Number(cpu[2])) : null};
}

function typedocAlone() {
  const out = mkdtempSync(join(tmpdir(), 'bee-js-api-bench-'));
  const started = process.hrtime.bigint();
  const result = spawnSync(
    'npx',
    ['tsx', '-e', `require('./plugins/api-reference/generate').generateApiReference(${JSON.stringify(out)})`],
    {cwd: ROOT, encoding: 'utf8'},
  );
  const wallSeconds = round(Number(process.hrtime.bigint() - started) / 1e9);
  const pages = readdirSync(out, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md')).length;
  rmSync(out, {recursive: true, force: true});
  if (result.status !== 0) throw new Error(`TypeDoc failed:\n${result.stderr}`);
  return {wallSeconds, pages};
}

export default async function apiBench() {
  if (!existsSync(join(API_DIR, 'index.md')) || !existsSync(join(BUILD_DIR, 'docs', 'api', 'classes', 'Bee', 'index.html'))) {
    throw new Error('The API bench needs a production build with the API reference: run `npm run build` first.');
  }
  // The baseline keeps the generated docs/api/: without it the navbar's and guides' API links fail the build.
  const withGeneration = coldBuild(true);
  const withoutGeneration = coldBuild(false);
  const added =
    'failed' in withGeneration || 'failed' in withoutGeneration
      ? null
      : {
          wallSeconds: round(withGeneration.wallSeconds - withoutGeneration.wallSeconds),
          cpuSeconds:
            withGeneration.cpuSeconds === null || withoutGeneration.cpuSeconds === null
              ? null
              : round(withGeneration.cpuSeconds - withoutGeneration.cpuSeconds),
        };
  return {
    coldBuild: {withGeneration, withoutGeneration},
    generationAddsToColdBuild: added,
    typedocAlone: typedocAlone(),
  };
}
