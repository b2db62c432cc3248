/**
 * An ESLint rule that keeps the folders honest (README, Layout): every relative or `@site/` import is resolved
 * to the file it names, and both ends are placed in the site's layout.
 *
 * - Browser code (src/, a feature's client/ and theme/, the test pages' client/) imports no build code and no
 *   Node.js module. A server-only module there (`*.server.tsx`, plugins/server-html) may import build code, which
 *   the dev server still bundles for the browser, so no Node.js module either.
 * - A feature (plugins/<feature>/) imports no other feature's internals, only its entry (index.ts, client/index.ts);
 *   shared mechanisms (SHARED_HOMES) are for all.
 * - src/ imports nothing of plugins/ but a feature's public client entry (plugins/<feature>/client/index.*).
 * - docusaurus.config.ts registers features only through their entry (plugins/<feature>/index.ts).
 * - scripts/ imports no test code.
 *
 * Tests (`*.test.ts`) may cross features: they check how features meet. eslint/boundaries.test.ts sees each
 * kind of import fail.
 */
import {builtinModules} from 'node:module';
import path from 'node:path';

const ROOT = path.dirname(import.meta.dirname);
/** Folders of plugins/ that are mechanisms features share rather than features. */
export const SHARED_HOMES = new Set(['shared', 'server-html', 'bee-js-api', 'samples']);
/** Pure modules without Node.js or DOM APIs, for browser and build code alike. */
const PURE = ['src/data/', 'src/samples/', 'src/search/'];
const NODE_MODULES = new Set(builtinModules);

/**
 * Where a site file sits: its feature (or shared home) under plugins/, whether it runs in the browser, and
 * whether it is a server-only module.
 */
function place(relative) {
  const serverOnly = /\.server(\.tsx)?$/.test(relative);
  const plugin = /^plugins\/([^/]+)(?:\/(client|theme)(?=\/|$))?/.exec(relative);
  if (plugin) return {feature: plugin[1], browser: Boolean(plugin[2]), pure: false, serverOnly};
  return {
    feature: null,
    browser: relative.startsWith('src/') || relative.startsWith('tests/fixtures/site/client/'),
    pure: PURE.some((folder) => relative.startsWith(folder)),
    serverOnly,
  };
}

function target(file, specifier) {
  if (specifier.startsWith('@site/')) return path.join(ROOT, specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

const isFeatureEntry = (relative) => /^plugins\/[^/]+(\/index(\.tsx?)?)?$/.test(relative);
const isClientEntry = (relative) => /^plugins\/[^/]+\/client(\/index(\.tsx?)?)?$/.test(relative);

/** Why `from` may not import `to` (paths relative to the site), or null when it may. */
export function boundaryProblem(from, to) {
  const source = place(from);
  const imported = place(to);
  if (from === 'docusaurus.config.ts' && to.startsWith('plugins/') && !SHARED_HOMES.has(imported.feature) && !isFeatureEntry(to)) {
    return `the config registers a feature through its entry (plugins/${imported.feature}/index.ts), not ${to}`;
  }
  if (source.browser && !source.serverOnly && !(imported.browser || imported.pure)) return `browser code imports build code (${to})`;
  const publicEntry = isFeatureEntry(to) || isClientEntry(to);
  if (source.feature && imported.feature && source.feature !== imported.feature && !SHARED_HOMES.has(imported.feature) && !publicEntry) {
    return `plugins/${source.feature} imports another feature's internals (${to}); move what both need to a shared home`;
  }
  if (from.startsWith('scripts/') && to.startsWith('tests/')) return `scripts/ imports test code (${to})`;
  if (from.startsWith('src/') && to.startsWith('plugins/') && !isClientEntry(to)) {
    return `src/ imports ${to}; only a feature's public client entry (plugins/<feature>/client/index.ts) is open to it`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {type: 'problem', docs: {description: 'Keeps browser, build, feature and shared code apart'}, schema: []},
  create(context) {
    const file = context.filename;
    const from = path.relative(ROOT, file).split(path.sep).join('/');
    if (from.startsWith('..') || /\.test\.[cm]?tsx?$/.test(from)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      if (place(from).browser && (specifier.startsWith('node:') || NODE_MODULES.has(specifier))) {
        context.report({node, message: `browser code imports the Node.js module ${specifier}`});
        return;
      }
      const resolved = target(file, specifier);
      if (!resolved) return;
      const problem = boundaryProblem(from, path.relative(ROOT, resolved).split(path.sep).join('/'));
      if (problem) context.report({node, message: problem});
    };
    return {
      // Types are erased: a browser module may name a build module's types.
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default {rules: {boundaries: rule}};
