/**
 * Server-only HTML: parts of a page that the server renders and the production client bundle leaves out, since
 * the browser already has them in the page's HTML (the API reference's static bodies, the samples' type popups).
 * A recma step makes such a part depend on SERVER_HTML_FLAG (`serverOnly`), which this plugin defines as true
 * for the server bundle (and the dev server, which renders in the browser only) and false for the production
 * client bundle, whose minifier then drops the part. The MDX compile stays the same for both bundles, so
 * Docusaurus Faster's cache, which compiles each MDX file once for both, keeps working. After a client-side
 * navigation the browser fetches the part from the page's own HTML (client/fetch-server-html.ts).
 *
 * A component that renders data the browser never needs (a table built from src/data) is a server-only module,
 * named `*.server.tsx` and shown through client/ServerOnly.tsx: the production client bundle gets
 * client/server-module.tsx in its place, so neither the component nor the data it imports reaches the browser.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {ConditionalExpression, Expression, Node, Program, Property} from 'estree';

/** Defined by the bundler: true where server-only parts are rendered (server, dev server), false in the client. */
export const SERVER_HTML_FLAG = '__SERVER_HTML__';

/** Modules only the server bundle has; the production client bundle gets SERVER_MODULE_STAND_IN in their place. */
export const SERVER_ONLY_MODULE = /\.server\.tsx$/;
const SERVER_MODULE_STAND_IN = path.join(__dirname, 'client', 'server-module.tsx');

/** `SERVER_HTML_FLAG ? serverValue : clientValue`, for a recma step to put in place of `serverValue`. */
export const serverOnly = (serverValue: Expression, clientValue: Expression): ConditionalExpression => ({
  type: 'ConditionalExpression',
  test: {type: 'Identifier', name: SERVER_HTML_FLAG},
  consequent: serverValue,
  alternate: clientValue,
});

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every ESTree node in `value`, depth first: recma steps find the parts to make server-only with it. */
export function forEachNode(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachNode(item, visit);
  } else if (isNode(value)) {
    visit(value);
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && key !== 'range') forEachNode(child, visit);
    }
  }
}

/**
 * In a compiled page, where MDX has turned JSX into calls (`_jsx(Component, {…props})`), makes the `prop` of
 * every call of `component` server-only: `prop: SERVER_HTML_FLAG ? value : undefined`. Returns how many calls
 * it changed, for the recma step to compare with how many the remark step made.
 */
function makePropServerOnly(tree: Program, component: string, prop: string): number {
  let changed = 0;
  forEachNode(tree, (node) => {
    if (node.type !== 'CallExpression') return;
    const [callee, props] = node.arguments;
    if (callee?.type !== 'Identifier' || callee.name !== component || props?.type !== 'ObjectExpression') return;
    const property = props.properties.find(
      (candidate): candidate is Property =>
        candidate.type === 'Property' && candidate.key.type === 'Identifier' && candidate.key.name === prop,
    );
    if (!property) return;
    property.value = serverOnly(property.value as Expression, {type: 'Identifier', name: 'undefined'});
    changed += 1;
  });
  return changed;
}

/**
 * A recma step that makes `prop` of every `component` call server-only (`makePropServerOnly`; undefined in the
 * client bundle), and fails when
 * it changes another number of calls than `count` says the remark step made (say, after an MDX upgrade changes
 * its output): the parts would otherwise silently stay in the client bundle.
 */
export function recmaServerOnlyProp<Data>(options: {
  component: string;
  prop: string;
  /** How many the remark step made, from the compiled file's data; undefined when it made none. */
  count: (data: Data) => number | undefined;
  /** What they are, for the error: "API islands". */
  parts: string;
}) {
  const {component, prop, count, parts} = options;
  return (tree: Program, file: {path?: string; data: Data}) => {
    const expected = count(file.data);
    if (expected === undefined) return;
    const found = makePropServerOnly(tree, component, prop);
    if (found !== expected) {
      throw new Error(
        `${file.path}: the remark step made ${expected} ${parts} but the compiled page passes ${prop} to ${component} ` +
          `${found} times, so they would stay in the client bundle. Has MDX's output changed?`,
      );
    }
  };
}

export default function serverHtmlPlugin(): Plugin {
  return {
    name: 'server-html',
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server renders in the browser only, so its client bundle keeps the server-only parts.
      const rendersServerHtml = isServer || config.mode !== 'production';
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // Server-only parts may import bee-js, whose Node.js build reaches ws: its optional native add-ons are
        // absent, and ws runs without them.
        ...(isServer && {resolve: {alias: {bufferutil: false, 'utf-8-validate': false}}}),
        plugins: [
          new DefinePlugin({[SERVER_HTML_FLAG]: JSON.stringify(rendersServerHtml)}),
          ...(rendersServerHtml ? [] : [new NormalModuleReplacementPlugin(SERVER_ONLY_MODULE, SERVER_MODULE_STAND_IN)]),
        ],
      };
    },
  };
}
