/** lookup_symbol: an export of bee-js or a member of one, with its declarations and the guides' samples that use it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LIMITS, type Docs} from './docs';
import {nearestNames} from './nearest';
import {failure, json, type ToolResult} from './results';
import type {SymbolEntry} from './snapshot';

export type SymbolMatch = {symbol: SymbolEntry} | {error: string; nearest: string[]};

/** A symbol by its name (`Bee.uploadFile`, any case, `()` allowed) or by a member's own name (`uploadFile`). */
export function findSymbol({snapshot, symbolsByName}: Docs, wanted: string): SymbolMatch {
  const name = wanted.trim().replace(/\(\)$/, '');
  const lower = name.toLowerCase();
  const exact = symbolsByName.get(name) ?? snapshot.symbols.find((symbol) => symbol.name.toLowerCase() === lower);
  if (exact) return {symbol: exact};
  const byMemberName = snapshot.symbols.filter(
    (symbol) => symbol.kind === 'member' && symbol.name.slice(symbol.name.indexOf('.') + 1).toLowerCase() === lower,
  );
  const onBee = byMemberName.find((symbol) => symbol.name.startsWith('Bee.'));
  if (byMemberName.length === 1 || onBee) return {symbol: onBee ?? byMemberName[0]!};
  const names = byMemberName.map((symbol) => symbol.name);
  if (names.length > 1) return {error: `"${wanted}" is a member of several exports: ${names.join(', ')}.`, nearest: names};
  const nearest = nearestNames(name, [...symbolsByName.keys()]);
  return {
    error: `bee-js ${snapshot.site.beeJsVersion} has no export or member "${wanted}". Nearest: ${nearest.join(', ')}.`,
    nearest,
  };
}

function lookupSymbol(docs: Docs, wanted: string): ToolResult {
  const match = findSymbol(docs, wanted);
  if ('error' in match) return failure(match.error);
  const {samples, ...rest} = match.symbol;
  return json({
    package: `@ethersphere/bee-js@${docs.snapshot.site.beeJsVersion}`,
    ...rest,
    samples: samples?.length ? samples : `No executed sample of the guides uses ${match.symbol.name}.`,
  });
}

export function registerLookupSymbol(server: McpServer, docs: Docs) {
  server.registerTool(
    'lookup_symbol',
    {
      description:
        'Looks up an export of @ethersphere/bee-js or a member of one (`Bee`, `Bee.uploadFile`, `Utils.getStampCost`, `uploadFile`) ' +
        'in the version these docs pin: its declarations, summary, the release that added or changed it, its API reference page, ' +
        'and the executed samples of the guides that use it, with their code (guides first, then blog posts).',
      inputSchema: {
        symbol: z.string().trim().min(1, 'must not be empty').max(LIMITS.symbol).describe('Export, or Export.member.'),
      },
    },
    ({symbol}) => lookupSymbol(docs, symbol),
  );
}
