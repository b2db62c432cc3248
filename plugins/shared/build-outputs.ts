/**
 * Files one feature writes after the build and another reads then. Docusaurus starts every plugin's postBuild at
 * once (executePluginsPostBuild awaits them together), so a reader cannot count on the order of the features. A
 * writer's plugin declares its output when it is created, before any postBuild (writesBuildOutput); a reader waits
 * for the output by name, and fails at once when no feature of the build declared it instead of waiting for ever.
 */
import type {Plugin} from '@docusaurus/types';

/** The outputs other features read: the `.md` twins and llms files (plugins/llms-txt), the search index (plugins/search). */
export const BUILD_OUTPUTS = {llmsFiles: 'llms files and .md twins', searchIndex: 'search index'} as const;
export type BuildOutput = (typeof BUILD_OUTPUTS)[keyof typeof BUILD_OUTPUTS];

const declared = new Map<BuildOutput, Promise<void>>();

/**
 * The plugin `plugin` as one that writes `output`: declared now, written when its postBuild has ended (a failed
 * postBuild fails the readers too).
 */
export function writesBuildOutput(output: BuildOutput, plugin: Plugin): Plugin {
  let settle!: (error?: unknown) => void;
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // The writer's own postBuild reports its failure; a reader that waits sees it as well.
  written.catch(() => undefined);
  declared.set(output, written);
  const {postBuild} = plugin;
  return {
    ...plugin,
    async postBuild(props) {
      try {
        await postBuild?.call(plugin, props);
        settle();
      } catch (error) {
        settle(error ?? new Error(`the postBuild that writes the ${output} failed`));
        throw error;
      }
    },
  };
}

/** Resolves once the feature that declared `output` has written it. */
export function buildOutputWritten(output: BuildOutput): Promise<void> {
  const written = declared.get(output);
  if (!written) return Promise.reject(new Error(`No feature of this build writes the ${output} (writesBuildOutput).`));
  return written;
}
