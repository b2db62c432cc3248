/**
 * The bee-js docs MCP server over stdio, the entry the build bundles into the package (../plugin.ts): it reads
 * the snapshot beside it in data/ and answers with ./tools.ts. A tool's bad input is an error result; an unknown
 * tool or resource is the protocol's invalid-params error; neither stops the server.
 */
import path from 'node:path';
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import {createCodeChecker, type CodeChecker} from './check-code';
import {readSearchIndex, readSnapshot, readTypeFiles} from './snapshot';
import {createDocsTools, UnknownNameError} from './tools';

declare const SERVER_VERSION: string;

const dataDir = path.join(__dirname, 'data');
const snapshot = readSnapshot(dataDir);
let checker: CodeChecker | undefined;
const tools = createDocsTools({
  snapshot,
  searchIndex: readSearchIndex(dataDir),
  checker: () => (checker ??= createCodeChecker(readTypeFiles(dataDir))),
});

const server = new Server(
  {name: 'bee-js-docs', version: SERVER_VERSION},
  {
    capabilities: {tools: {}, resources: {}},
    instructions:
      `The documentation of @ethersphere/bee-js ${snapshot.site.beeJsVersion} (${snapshot.site.url}), offline. ` +
      'Before writing bee-js code, look symbols up with lookup_symbol and read the guides (search_docs, read_page); ' +
      "check code with check_code, which type-checks against the pinned version's declarations; ask bee_behaviour what " +
      'Bee answers an endpoint beyond its OpenAPI contract.',
  },
);

const asProtocolError = (error: unknown) => {
  if (error instanceof UnknownNameError) return new McpError(ErrorCode.InvalidParams, error.message);
  return error;
};

server.setRequestHandler(ListToolsRequestSchema, () => ({tools: tools.tools}));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await tools.call(request.params.name, request.params.arguments);
  } catch (error) {
    throw asProtocolError(error);
  }
});
server.setRequestHandler(ListResourcesRequestSchema, () => ({resources: tools.resources}));
server.setRequestHandler(ReadResourceRequestSchema, (request) => {
  try {
    return {contents: [tools.readResource(request.params.uri)]};
  } catch (error) {
    throw asProtocolError(error);
  }
});

void server.connect(new StdioServerTransport()).then(() => {
  // Ready first; the search engine's index is built while the client is still deciding what to ask.
  setImmediate(tools.prepare);
});
