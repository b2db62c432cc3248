/**
 * The build's TypeDoc step: docusaurus-plugin-typedoc with the site's options (./typedoc-options.ts), its output
 * taken from the cache when bee-js, TypeDoc and the options are unchanged (./typedoc-cache.ts). TypeDoc's output
 * depends on nothing else: the guides' examples are filled in as the pages compile (./remark-guide-examples.ts).
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {PluginModule} from '@docusaurus/types';
import type {BeeJsPackageFacts} from '../../bee-js-package';
import {convertedProjectFile} from '../bee-js-api/converted-project';
import {timeBuildStep} from '../shared/build-step';
import {generateWithOptions} from './generate';
import {apiReferenceTypedocOptions} from './typedoc-options';
import {typedocCacheKey, withTypedocCache} from './typedoc-cache';

/** How the build log says where TypeDoc's output came from; `npm run bench -- build` reads it. */
export const TYPEDOC_CACHE_HIT = "TypeDoc's output from its cache";
export const TYPEDOC_CACHE_MISS = 'TypeDoc converted bee-js';

/**
 * docusaurus-plugin-typedoc with the site's options, given to Docusaurus as a function rather than as a
 * `[name, options]` entry. Why: Docusaurus serialises the site config, plugin options included, into the
 * JavaScript every page loads; these options (the method groups, absolute paths of the build machine) would
 * add about 1.4 KB gzipped to each page. A function plugin's options are not serialised. It runs when Docusaurus
 * creates the plugins, before any plugin loads its content: the docs plugin then finds the pages.
 */
export function apiReferenceTypedocPlugin(beeJs: BeeJsPackageFacts): PluginModule {
  return async function typedocPlugin(context) {
    const projectFile = convertedProjectFile(context.generatedFilesDir);
    const options = apiReferenceTypedocOptions(beeJs, 'docs/api', projectFile);
    const outputs = {out: path.join(context.siteDir, options.out!), projectFile};
    const cached = await timeBuildStep('TypeDoc', () =>
      withTypedocCache(typedocCacheKey(options), outputs, () => generateWithOptions(options)),
    );
    logger.info(`[api-reference] ${cached ? TYPEDOC_CACHE_HIT : TYPEDOC_CACHE_MISS}.`);
    // Once it has generated, docusaurus-plugin-typedoc's plugin only adds a CLI command for `[name, options]`
    // entries, which this config has none of: a plugin of its name stands in.
    return {name: 'docusaurus-plugin-typedoc'};
  };
}
