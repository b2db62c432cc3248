/**
 * The MCP server of the docs over one snapshot, free of the transport (./main.ts serves it over stdio, the tests
 * over memory): five tools registered with the SDK, which refuses input their schemas do not take, and the pages
 * and llms files as resources.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {docsContext, type Docs, type DocsServerParts} from './docs';
import {nearestNames} from './nearest';
import {registerBeeBehaviour} from './tool-bee-behaviour';
import {registerCheckCode} from './tool-check-code';
import {registerLookupSymbol} from './tool-lookup-symbol';
import {pageTarget, registerReadPage} from './tool-read-page';
import {registerSearchDocs} from './tool-search-docs';

export {LIMITS, type DocsServerParts} from './docs';

/**
 * The protocol's invalid-params error. Thrown as a plain error with the code, since the SDK's McpError puts
 * "MCP error -32602:" into its message and the client adds it again.
 */
const invalidParams = (message: string) => Object.assign(new Error(message), {code: ErrorCode.InvalidParams});

function registerPages(server: McpServer, docs: Docs) {
  const {snapshot, absolute} = docs;
  const resources = [
    ...Object.keys(snapshot.files).map((file) => ({uri: absolute(file), name: file, mimeType: 'text/plain'})),
    ...snapshot.pages.map((page) => ({uri: absolute(`${page.route}index.md`), name: page.title, mimeType: 'text/markdown'})),
  ];
  const template = new ResourceTemplate(`${docs.siteUrl}{+path}`, {list: () => ({resources})});
  server.registerResource('page', template, {description: 'A page of the docs as Markdown, or an llms file.'}, (uri) => {
    const resource = resources.find((candidate) => candidate.uri === uri.href);
    if (!resource) {
      const nearest = nearestNames(
        uri.href,
        resources.map((candidate) => candidate.uri),
      );
      throw invalidParams(`No resource "${uri.href}". Nearest: ${nearest.join(', ')}.`);
    }
    const target = pageTarget(docs, uri.href);
    const body = 'file' in target ? snapshot.files[target.file]! : 'page' in target ? target.page.markdown : '';
    return {contents: [{uri: uri.href, mimeType: resource.mimeType, text: body}]};
  });
}

export function createDocsServer(parts: DocsServerParts, {version, instructions}: {version: string; instructions?: string}) {
  const docs = docsContext(parts);
  const server = new McpServer({name: 'bee-js-docs', version}, {instructions});
  registerSearchDocs(server, docs);
  registerReadPage(server, docs);
  registerLookupSymbol(server, docs);
  registerBeeBehaviour(server, docs);
  registerCheckCode(server, docs);
  registerPages(server, docs);
  /** Builds the search engine now rather than at the first search. */
  const prepare = () => void docs.searchEngine();
  return {server, prepare};
}
