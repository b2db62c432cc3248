/**
 * Loader that replaces exact pieces of a few library modules. Each patch carries the id of its ledger entry
 * (ledger.ts: the version it is written against, what it bought, why it exists today); the loader's `off`
 * option (UPSTREAM_PATCHES_OFF) leaves the patches of the ids it names out. A piece that is no longer in its
 * module fails the build, so upgrading the library cannot silently undo or misapply a patch.
 */
const PATCHES = [
  // Theme components changed in place of ejected copies, so that upgrades keep every other upstream line. Without
  // the remount, Tabs start from the server's tab and switch to the reader's stored one in a layout effect.
  ...[
    ['  const isBrowser = useIsBrowser();\n', ''],
    ['      key={String(isBrowser)}>', '      >'],
  ].map(([find, replace]) => ({
    id: 'tabs-no-remount',
    module: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/,
    find,
    replace,
  })),
  ...[
    ['  const isBrowser = useIsBrowser();\n', ''],
    ['    <CodeBlockComp key={String(isBrowser)} {...props}>', '    <CodeBlockComp {...props}>'],
  ].map(([find, replace]) => ({
    id: 'code-block-no-remount',
    module: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]index\.js$/,
    find,
    replace,
  })),
];

/**
 * The patches that apply unless their ids are `off`.
 * @param {readonly string[]} off
 */
const patchesOn = (off) => PATCHES.filter((patch) => !off.includes(patch.id));

/**
 * @param {string} resourcePath
 * @param {string} source
 * @param {readonly string[]} [off]
 * @returns {string}
 */
function patchSource(resourcePath, source, off = []) {
  const patches = patchesOn(off).filter((patch) => patch.module.test(resourcePath));
  if (patches.length === 0) throw new Error(`source-patches: no patch for ${resourcePath}`);
  return patches.reduce((patched, {find, replace}) => {
    if (!patched.includes(find)) {
      throw new Error(`source-patches: ${resourcePath} no longer contains "${find}"; check whether the patch is still needed.`);
    }
    return patched.replace(find, replace);
  }, source);
}

/**
 * @this {{resourcePath: string, getOptions: () => {off?: string[]}}}
 * @param {string} source
 * @returns {string}
 */
function sourcePatchesLoader(source) {
  return patchSource(this.resourcePath, source, this.getOptions().off);
}

module.exports = sourcePatchesLoader;
module.exports.PATCHES = PATCHES;
module.exports.patchSource = patchSource;
module.exports.patchesOn = patchesOn;
