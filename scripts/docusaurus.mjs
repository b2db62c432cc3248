#!/usr/bin/env node
// `npm run build`: the Docusaurus CLI in a Node.js started with the V8 settings below, which are process options
// and cannot be set from the config. Each cold build on this 2-core machine, interleaved runs, same build/:
// - V8's pool of background threads (parallel scavenges, concurrent marking and compiles) defaults to 4 threads
//   whatever the machine; beside the main thread, the bundler's threads and the site's worker threads, they
//   oversubscribe 2 cores. One thread per core left over from the main thread, 4 at most: 25.3 -> 24.0 s.
// - Young-generation spaces of 64 MB instead of 16 MB: the build allocates fast and keeps a 600 MB heap, and with
//   the default it ran 606 scavenges (3.5 s of pauses); with both settings 23.5 s.
// - On V8 11 (Node.js 20), functions run 4 times as long before TurboFan optimises them: the build runs most of its
//   code a few times only, and optimising it took 6.5 of its 36 CPU-seconds (measured by moving those compiles to
//   the main thread, --no-concurrent-recompilation: 14.4 -> 21.5 s there). Five interleaved runs: 23.3 -> 22.0 s,
//   36.6 -> 31.8 CPU-seconds; 2 and 16 times gave 22.5 and 22.8 s. Later V8s tier up by other counts (Maglev) and
//   reject the flag, so they keep their defaults.
import {spawnSync} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';

/** V8 11's interrupt budget: how much a function runs before V8 considers optimising it. */
const V8_11_INTERRUPT_BUDGET = 67584;

/**
 * The V8 options of a build on a machine with `cores` cores, for V8 `v8Version` (Node.js's `process.versions.v8`).
 * @param {number} cores
 * @param {string} [v8Version]
 */
export function buildV8Options(cores, v8Version = process.versions.v8) {
  const tiering = Number(v8Version.split('.')[0]) === 11 ? [`--interrupt-budget=${4 * V8_11_INTERRUPT_BUDGET}`] : [];
  return [`--v8-pool-size=${Math.max(1, Math.min(4, cores - 1))}`, '--max-semi-space-size=64', ...tiering];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cli = fileURLToPath(new URL('../node_modules/@docusaurus/core/bin/docusaurus.mjs', import.meta.url));
  const {status, signal} = spawnSync(process.execPath, [...buildV8Options(availableParallelism()), cli, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (signal) process.kill(process.pid, signal);
  process.exit(status ?? 1);
}
