/**
 * Loader that replaces exact pieces of code (a line, or an expression of minified code) in a few library
 * modules, each for a measured reason. A patch whose piece is no longer in its module fails the build, so
 * upgrading the library cannot silently undo or misapply it.
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
  // DocSearch's modal renders anew at every state change of its autocomplete, which reports one change per
  // setter call: four renders per keystroke, each of the whole modal, one of them with nothing changed (the
  // status set to 'idle' again once the results are in). A change that changes no field is skipped.
  // And the modal passes these initial values to useRef, so they are computed again at every render: the
  // text selection (whose toString lays out the page) and, for the recent and favourite searches, a
  // localStorage probe write and a read. A lazy useState keeps the first value as useRef did.
  ...[
    [
      'onStateChange:function(e){le(e.state)}',
      'onStateChange:function(e){Object.keys(e.state).some(function(t){return e.state[t]!==e.prevState[t]})&&le(e.state)}',
    ],
    [
      'ye=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,512):"").current',
      'ye=e.useState(function(){return"undefined"!=typeof window?window.getSelection().toString().slice(0,512):""})[0]',
    ],
    [
      'Oe=e.useRef(ia({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(Ie),limit:10})).current',
      'Oe=e.useState(function(){return ia({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(Ie),limit:10})})[0]',
    ],
    [
      'Te=e.useRef(ia({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(Ie),limit:0===Oe.getAll().length?W:G})).current',
      'Te=e.useState(function(){return ia({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(Ie),limit:0===Oe.getAll().length?W:G})})[0]',
    ],
  ].map(([find, replace]) => ({module: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/, find, replace})),
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
