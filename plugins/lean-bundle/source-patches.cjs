/**
 * Loader that replaces one exact line in a few library modules, each for a measured reason. A patch whose line
 * is no longer in its module fails the build, so upgrading the library cannot silently undo or misapply it.
 */
const PATCHES = [
  {
    // useShallowMemoObject, which every code block calls while rendering, sorted object keys with localeCompare.
    // A page's first localeCompare builds an ICU collator: 11 to 19 ms on this machine, four times that on
    // Lighthouse's mobile CPU. The order only has to be stable between renders; the keys are ASCII option names.
    module: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
  {
    // React Router 5 falls back to its own context implementation (with prop-types) for React before 16.3.
    // React 19 always has createContext, so the fallback only weighed on every page's first load.
    module: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    find: 'var createContext = React.createContext || createReactContext;',
    replace: 'var createContext = React.createContext;',
  },
];

/**
 * @param {string} resourcePath
 * @param {string} source
 * @returns {string}
 */
function patchSource(resourcePath, source) {
  const patches = PATCHES.filter((patch) => patch.module.test(resourcePath));
  if (patches.length === 0) throw new Error(`source-patches: no patch for ${resourcePath}`);
  return patches.reduce((patched, {find, replace}) => {
    if (!patched.includes(find)) {
      throw new Error(`source-patches: ${resourcePath} no longer contains "${find}"; check whether the patch is still needed.`);
    }
    return patched.replace(find, replace);
  }, source);
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
function sourcePatchesLoader(source) {
  return patchSource(this.resourcePath, source);
}

module.exports = sourcePatchesLoader;
module.exports.PATCHES = PATCHES;
module.exports.patchSource = patchSource;
