/**
 * The bee-js docs MCP server over stdio, the entry the build bundles into the package (../plugin.ts): it reads
 * the snapshot beside it in data/ and serves it with ./tools.ts.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createCodeChecker, type CodeChecker} from './check-code';
import {readSearchIndex, readSnapshot, readTypeFiles} from './snapshot';
import {createDocsServer} from './tools';

declare const SERVER_VERSION: string;

const dataDir = path.join(__dirname, 'data');
const snapshot = readSnapshot(dataDir);
let checker: CodeChecker | undefined;
const {server, prepare} = createDocsServer(
  {
    snapshot,
    searchIndex: readSearchIndex(dataDir),
    checker: () => (checker ??= createCodeChecker(readTypeFiles(dataDir))),
  },
  {
    version: SERVER_VERSION,
    instructions:
      `The documentation of @ethersphere/bee-js ${snapshot.site.beeJsVersion} (${snapshot.site.url}), offline. ` +
      'Before writing bee-js code, look symbols up with lookup_symbol and read the guides (search_docs, read_page); ' +
      "check code with check_code, which type-checks against the pinned version's declarations; ask bee_behaviour what " +
      'Bee answers an endpoint beyond its OpenAPI contract.',
  },
);

void server.connect(new StdioServerTransport()).then(() => {
  // Ready first; the search engine's index is built while the client is still deciding what to ask.
  setImmediate(prepare);
});
