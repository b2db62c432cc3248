/**
 * Server-only HTML: parts of a page that the server renders and the production client bundle leaves out, since
 * the browser already has them in the page's HTML (the API reference's static bodies, the samples' type popups).
 * A recma step makes such a part depend on SERVER_HTML_FLAG (`serverOnly`), which this plugin defines as true
 * for the server bundle (and the dev server, which renders in the browser only) and false for the production
 * client bundle, whose minifier then drops the part. The MDX compile stays the same for both bundles, so
 * Docusaurus Faster's cache, which compiles each MDX file once for both, keeps working. After a client-side
 * navigation the browser fetches the part from the page's own HTML (client/fetch-server-html.ts).
 */
import type {Plugin} from '@docusaurus/types';
import type {ConditionalExpression, Expression, Node} from 'estree';

/** Defined by the bundler: true where server-only parts are rendered (server, dev server), false in the client. */
export const SERVER_HTML_FLAG = '__SERVER_HTML__';

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

export default function serverHtmlPlugin(): Plugin {
  return {
    name: 'server-html',
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server renders in the browser only, so its client bundle keeps the server-only parts.
      const rendersServerHtml = isServer || config.mode !== 'production';
      return {plugins: [new currentBundler.instance.DefinePlugin({[SERVER_HTML_FLAG]: JSON.stringify(rendersServerHtml)})]};
    },
  };
}
