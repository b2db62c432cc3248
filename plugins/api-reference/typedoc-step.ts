/**
 * The build's TypeDoc step: docusaurus-plugin-typedoc with the site's options (./typedoc-options.ts), run on a
 * worker thread (../shared/worker-step.ts) while the main thread compiles the guides' samples. Both take seconds
 * of a cold build, and one after the other on the main thread they left the machine's other core waiting. The one
 * thing TypeDoc needs from the samples is the guides' examples of each symbol; the main thread sends them once the
 * samples are compiled, and the first page that shows them waits until then.
 */
import path from 'node:path';
import {MessageChannel, type MessagePort, receiveMessageOnPort} from 'node:worker_threads';
import type {PluginModule} from '@docusaurus/types';
import type {BeeJsPackageFacts} from '../../bee-js-package';
import {convertedProjectFile} from '../bee-js-api/converted-project';
import {readApiReferenceCatalogueAside} from '../samples';
import {timeBuildStep} from '../shared/build-step';
import {type SampleUse, usesOf} from '../samples/symbol-uses';
import {SITE_DIR} from '../shared/site-dir';
import {runOnWorkerThread} from '../shared/worker-step';
import {apiReferenceTypedocOptions, guidesOnly, compiledSiteSampleUses} from './typedoc-options';
import {typedocCacheKey, withTypedocCache} from './typedoc-cache';
import type {GuideExamples} from './typedoc/examples.mjs';

/** A port for the examples, and a flag the main thread sets once it has posted them (or given up). */
type ExamplesChannel = {port: MessagePort; posted: Int32Array};

type ExamplesMessage = {uses: ReadonlyMap<string, SampleUse[]>} | {error: string};

/** The guides' examples as they arrive on `channel`: the first call blocks this worker until they have. */
function examplesArriving({port, posted}: ExamplesChannel): GuideExamples {
  let uses: ReadonlyMap<string, SampleUse[]> | undefined;
  return (symbol, {members}) => {
    if (!uses) {
      Atomics.wait(posted, 0, 0);
      const message = receiveMessageOnPort(port)?.message as ExamplesMessage | undefined;
      if (!message || 'error' in message) throw new Error(`The guides' examples did not arrive: ${message?.error ?? 'no message'}`);
      uses = message.uses;
    }
    return guidesOnly(usesOf(uses, symbol, {members}));
  };
}

/** The worker's side: docusaurus-plugin-typedoc with the site's options, as ./generate.ts runs it. */
export async function generateOnWorker(beeJs: BeeJsPackageFacts, out: string, projectFile: string, channel: ExamplesChannel) {
  // A dynamic import keeps TypeDoc a native ES module (see ./generate.ts).
  const {default: pluginTypedoc} = await import('docusaurus-plugin-typedoc');
  await pluginTypedoc({siteDir: SITE_DIR, siteConfig: {}}, apiReferenceTypedocOptions(beeJs, out, projectFile, examplesArriving(channel)));
}

/**
 * Generates the API reference on a worker thread while `readUses` (the sample catalogue's uses of each symbol)
 * runs on this one; rejects with what either throws.
 */
export async function generateBesideSamples(
  beeJs: BeeJsPackageFacts,
  {out, projectFile}: {out: string; projectFile: string},
  readUses: () => ReadonlyMap<string, SampleUse[]>,
): Promise<void> {
  const {port1, port2} = new MessageChannel();
  const channel = {port: port2, posted: new Int32Array(new SharedArrayBuffer(4))};
  const generated = runOnWorkerThread<void>(
    path.join(__dirname, 'typedoc-step.ts'),
    'generateOnWorker',
    [beeJs, out, projectFile, channel],
    [port2],
  );
  const send = (message: ExamplesMessage) => {
    port1.postMessage(message);
    Atomics.store(channel.posted, 0, 1);
    Atomics.notify(channel.posted, 0);
  };
  try {
    try {
      send({uses: readUses()});
    } catch (error) {
      // The worker fails rather than waiting for ever; once it has ended, the build reports this thread's error.
      send({error: String(error)});
      await generated.catch(() => undefined);
      throw error;
    }
    await generated;
  } finally {
    port1.close();
  }
}

/**
 * docusaurus-plugin-typedoc with the site's options, given to Docusaurus as a function rather than as a
 * `[name, options]` entry. Why: Docusaurus serialises the site config, plugin options included, into the
 * JavaScript every page loads; these options (the method groups, absolute paths of the build machine) would
 * add about 1.4 KB gzipped to each page. A function plugin's options are not serialised. TypeDoc's output is
 * cached for the next build (./typedoc-cache.ts), and the step is timed in the perf log as 'Build step: TypeDoc'.
 */
export function apiReferenceTypedocPlugin(beeJs: BeeJsPackageFacts): PluginModule {
  return async function typedocPlugin(context) {
    const projectFile = convertedProjectFile(context.generatedFilesDir);
    const options = apiReferenceTypedocOptions(beeJs, 'docs/api', projectFile);
    const outputs = {out: path.join(context.siteDir, options.out!), projectFile};
    await timeBuildStep('TypeDoc', () =>
      withTypedocCache(typedocCacheKey(options), outputs, () => generateBesideSamples(beeJs, outputs, compiledSiteSampleUses)),
    );
    // The pages are written: their samples compile now, while this plugin waits for the others to load.
    readApiReferenceCatalogueAside();
    // Once it has generated, docusaurus-plugin-typedoc's plugin only adds a CLI command for `[name, options]`
    // entries, which this config has none of: a plugin of its name stands in.
    return {name: 'docusaurus-plugin-typedoc'};
  };
}
