/**
 * The MCP server of the docs, the one entry the config registers: after the build, ./plugin.ts packs the server
 * (./server/, bundled) with a snapshot of the pages, the search index, bee-js's symbols and declarations into
 * `/mcp/bee-js-docs-mcp.tgz`, which a reader's coding assistant starts with `npx -y <site>/mcp/bee-js-docs-mcp.tgz`.
 */
import type {SiteFeature} from '../shared/site-feature';
import mcpPlugin, {type McpOptions} from './plugin';

export default function mcp(options: McpOptions): SiteFeature {
  return {plugins: [(context) => mcpPlugin(context, options)]};
}
