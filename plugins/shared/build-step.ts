/**
 * The site's own build steps in Docusaurus's perf log (printed with DOCUSAURUS_PERF_LOGGER=true, nothing
 * otherwise), beside the framework's phases: `npm run bench -- build` reads both to say where a cold build's time
 * goes (tests/bench/lib/perf-log.ts).
 */
import {PerfLogger} from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

/** How the log's label of each of the site's steps begins. */
export const BUILD_STEP_LABEL = 'Build step: ';

/** `step`, timed in the perf log as the build step `name`. */
export function timeBuildStep<T>(name: string, step: () => Promise<T>): Promise<T> {
  return PerfLogger.async(`${BUILD_STEP_LABEL}${name}`, step);
}

/**
 * A synchronous `step`, timed in the perf log as the build step `name`. The logger's start and end pair by label,
 * so two asynchronous steps of one name would take each other's start; a synchronous one ends before another begins.
 */
export function timeBuildStepSync<T>(name: string, step: () => T): T {
  const label = `${BUILD_STEP_LABEL}${name}`;
  PerfLogger.start(label);
  try {
    return step();
  } finally {
    PerfLogger.end(label);
  }
}

/** `plugin` with its postBuild timed as the build step `name`. */
export function timePostBuild(name: string, plugin: Plugin): Plugin {
  const {postBuild} = plugin;
  if (!postBuild) throw new Error(`${plugin.name} has no postBuild to time as the build step "${name}"`);
  return {...plugin, postBuild: (props) => timeBuildStep(name, async () => postBuild.call(plugin, props))};
}
