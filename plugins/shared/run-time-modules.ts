/**
 * What a set of entry modules loads when run, as esbuild's metafile lists it: esbuild bundles them as tsx would
 * run them (type-only imports, and code no path can call, fall away) with packages left external, and writes
 * nothing. The TypeDoc cache hashes the project modules it lists; the test runner picks the unit tests that load
 * a dependency of the Node.js line from it.
 */
import {buildSync, type Metafile} from 'esbuild';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** The metafile of `entries` (paths relative to `root`, or absolute) bundled as they run. */
export function runTimeModules(entries: string[], root: string): Metafile {
  return buildSync({
    entryPoints: entries,
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: path.join(tmpdir(), 'run-time-modules'),
    logLevel: 'silent',
  }).metafile;
}
