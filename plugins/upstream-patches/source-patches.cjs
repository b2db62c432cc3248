/**
 * Loader that replaces exact pieces of a few library modules. Each patch carries the id of its ledger entry
 * (ledger.ts: the version it is written against, what it bought, why it exists today); the loader's `off`
 * option (UPSTREAM_PATCHES_OFF) leaves the patches of the ids it names out. A piece that is no longer in its
 * module fails the build, so upgrading the library cannot silently undo or misapply a patch.
 */
const REACT_ROUTER = /[\\/]react-router[\\/]esm[\\/]react-router\.js$/;

/**
 * Whether `pathname` can match the route `path` at all: a path-to-regexp (1.x) pattern requires the literal text
 * before its first parameter, group or wildcard, less the separator in front of it (which belongs to that token
 * and may be optional) or a trailing slash (optional unless strict). False only where the pattern cannot match;
 * a pattern with characters beyond printable ASCII, whose case folding the regular expression does its own way,
 * is left to the pattern. Inserted into React Router's module as source, so it uses nothing from outside.
 *
 * @param {string} pathname
 * @param {unknown} path
 * @param {boolean} sensitive
 * @returns {boolean}
 */
function couldMatchRoute(pathname, path, sensitive) {
  if (typeof path !== 'string' || typeof pathname !== 'string') return true;
  const token = path.search(/[:*(\\]/);
  const literal = token === -1 ? path.replace(/\/$/, '') : path.slice(0, token).replace(/[/.]$/, '');
  if (!/^[\x20-\x7e]*$/.test(literal)) return true;
  return sensitive ? pathname.startsWith(literal) : pathname.toLowerCase().startsWith(literal.toLowerCase());
}

const PATCHES = [
  {
    id: 'ordinal-memo-sort',
    module: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
  // matchPath compiles a route's path to a regular expression the first time it meets it; a pathname that does
  // not start with the route's literal text is now turned down before that.
  ...[
    ['function matchPath(pathname, options) {', `${couldMatchRoute.toString()}\nfunction matchPath(pathname, options) {`],
    [
      '    if (matched) return matched;\n',
      '    if (matched) return matched;\n    if (!couldMatchRoute(pathname, path, sensitive)) return null;\n',
    ],
  ].map(([find, replace]) => ({id: 'router-literal-prefilter', module: REACT_ROUTER, find, replace})),
  {
    // Each route's component is made the first time the route is preloaded or rendered, the same one after that.
    id: 'lazy-route-components',
    module: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
    find: 'export default function ComponentCreator(path, hash) {',
    replace: [
      'export default function ComponentCreator(path, hash) {',
      '    let loadable;',
      '    const load = () => loadable || (loadable = createLoadable(path, hash));',
      '    function RouteComponent(props) {',
      '        const Loadable = load();',
      '        return <Loadable {...props}/>;',
      '    }',
      '    RouteComponent.preload = () => load().preload();',
      '    return RouteComponent;',
      '}',
      'function createLoadable(path, hash) {',
    ].join('\n'),
  },
  {
    id: 'is-browser-transition',
    module: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    find: '        setIsBrowser(true);',
    replace: '        React.startTransition(() => setIsBrowser(true));',
  },
  ...[
    ["import { useEffect, useState } from 'react';", "import { startTransition, useEffect, useState } from 'react';"],
    [
      '            setWindowSize(getWindowSize(desktopBreakpoint));',
      '            startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));',
    ],
  ].map(([find, replace]) => ({
    id: 'window-size-transition',
    module: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    find,
    replace,
  })),
  // Theme components changed in place of ejected copies, so upgrades keep every upstream line but these.
  // Upstream remounts every tab set after hydration (docusaurus#5653, from React 17 days). Tabs start from the
  // server's tab and switch to the reader's stored tab in a layout effect without it. Load-bearing: a server
  // island inside a remounted set would lose its server HTML (ledger.ts, tabs-no-remount).
  ...[
    ['  const isBrowser = useIsBrowser();\n', ''],
    ['      key={String(isBrowser)}>', '      >'],
  ].map(([find, replace]) => ({
    id: 'tabs-no-remount',
    module: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/,
    find,
    replace,
  })),
  // Upstream re-keys every code block's content once the page hydrates, for a Prism theme that differs between
  // colour modes. This site's blocks are drawn at build time, so the remount would only rebuild their lines.
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
module.exports.couldMatchRoute = couldMatchRoute;
