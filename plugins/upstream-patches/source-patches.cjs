/**
 * Loader that replaces exact lines in a few library modules, each for the reason written beside it. A patch whose
 * line is no longer in its module fails the build, so upgrading the library cannot silently undo or misapply it.
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
    // useShallowMemoObject, which every code block calls while rendering, sorted object keys with localeCompare.
    // A page's first localeCompare builds an ICU collator: 11 to 19 ms on a desktop CPU, four times that on
    // Lighthouse's mobile CPU. The order only has to be stable between renders; the keys are ASCII option names.
    module: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
  {
    // React Router 5 falls back to its own context implementation (with prop-types) for React before 16.3.
    // React 19 always has createContext, so the fallback only weighed on every page's first load.
    module: REACT_ROUTER,
    find: 'var createContext = React.createContext || createReactContext;',
    replace: 'var createContext = React.createContext;',
  },
  // matchPath compiles a route's path to a regular expression the first time it meets it. Docusaurus matches a
  // page's path against the route list before hydrating (its preload) and again for each link it prefetches, in
  // route order: on a guide such as /docs/storage/, the 150 API reference routes first. Those compilations were
  // 16 ms of main.js's 45 ms start on the Lighthouse host (four times that on its mobile CPU). A pathname that
  // does not start with a route's literal text is now turned down before its path is compiled.
  ...[
    ['function matchPath(pathname, options) {', `${couldMatchRoute.toString()}\nfunction matchPath(pathname, options) {`],
    [
      '    if (matched) return matched;\n',
      '    if (matched) return matched;\n    if (!couldMatchRoute(pathname, path, sensitive)) return null;\n',
    ],
  ].map(([find, replace]) => ({module: REACT_ROUTER, find, replace})),
  {
    // Docusaurus's route table makes each route's component when main.js starts: a react-loadable class per
    // route, built with its loader map, for all 194 routes of this site, of which a page renders two or three
    // (about 10 ms of main.js's start on the Lighthouse host). Each route's component is now made the first time
    // the route is preloaded or rendered, and the same one every time after.
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
    // useIsBrowser() flips once hydration is done, and every reader of the flag (sidebar categories, islands of
    // the API pages, the colour mode toggle, ...) re-renders in one task that cannot yield. In a transition,
    // React splits that work into short tasks.
    module: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    find: '        setIsBrowser(true);',
    replace: '        React.startTransition(() => setIsBrowser(true));',
  },
  // The theme renders the desktop layout on the server and switches to the mobile one (sidebar, table of
  // contents, navbar menu) from an effect once hydration is done; on a phone that switch was the longest task of
  // a guide page. In a transition, React splits it into short tasks.
  ...[
    ["import { useEffect, useState } from 'react';", "import { startTransition, useEffect, useState } from 'react';"],
    [
      '            setWindowSize(getWindowSize(desktopBreakpoint));',
      '            startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));',
    ],
  ].map(([find, replace]) => ({module: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, find, replace})),
  // Theme components changed in place of ejected copies, so upgrades keep every upstream line but these.
  // Upstream remounts every tab set after hydration (docusaurus#5653, from React 17 days). Tabs already start
  // from the server's tab and switch to the reader's stored tab in a layout effect, so the remount only rebuilt
  // each set's code blocks and forced a layout, in one long task.
  ...[
    ['  const isBrowser = useIsBrowser();\n', ''],
    ['      key={String(isBrowser)}>', '      >'],
  ].map(([find, replace]) => ({module: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/, find, replace})),
  // Upstream re-keys every code block once the page hydrates, so that a Prism theme that differs between light
  // and dark mode replaces the server-rendered colours. That remount re-tokenises and rebuilds every block in one
  // synchronous render, the longest task on a guide page. This site highlights code with one theme in both modes
  // (tests/unit/code-theme.test.ts keeps it so), so the server's colours are already right.
  ...[
    ['  const isBrowser = useIsBrowser();\n', ''],
    ['    <CodeBlockComp key={String(isBrowser)} {...props}>', '    <CodeBlockComp {...props}>'],
  ].map(([find, replace]) => ({
    module: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]index\.js$/,
    find,
    replace,
  })),
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
module.exports.couldMatchRoute = couldMatchRoute;
