/**
 * Docusaurus versions the bundler's persistent cache by its own version, the theme aliases and the config file
 * (@docusaurus/core 3.10.2, lib/webpack/base.js getCacheVersion), not by the aliases, rules or loaders a plugin
 * picks from the environment: a build after one with other choices would reuse modules resolved the other way.
 * A plugin whose bundler config depends on the environment names its choice here, and each choice keeps a cache
 * of its own.
 */
export function cacheApartFor(config: {experiments?: object}, choice: string): {experiments?: {cache: object}} {
  const cache = config.experiments && 'cache' in config.experiments ? config.experiments.cache : undefined;
  if (typeof cache !== 'object' || cache === null || !('version' in cache)) return {};
  return {experiments: {cache: {...cache, version: `${String(cache.version)}-${choice}`}}};
}
