/**
 * The MCP server's budgets (issue 45's targets in brackets), measured on the server installed from the built
 * tarball and spoken to over stdio, as an assistant runs it: ready, from start to its answer to `initialize`
 * (1 s); search_docs p95 over the relevance set's queries (50 ms); check_code's first call, which reads the
 * declarations (3 s), and later calls (500 ms); the tarball's own size. Needs a production build.
 */
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {connectClient, installServer, MCP_TARBALL} from '../e2e/mcp-server';

const round = (value: number) => Math.round(value * 10) / 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A reader's code with one mistake each time, so no call reuses the previous program unchanged. */
const codeWith = (index: number) =>
  `import {Bee, Size, Duration} from '@ethersphere/bee-js';\nconst bee = new Bee('http://localhost:1633');\n` +
  `const batchId = await bee.buyStorage(Size.fromGigabytes(${index + 1}), Duration.fromDays(30));\n` +
  `await bee.uploadFile(batchId, 'hello', 'hello.txt', {}, {}, ${index});\n`;

export default async function mcpBench() {
  const installed = installServer();
  try {
    const startedAt = performance.now();
    const client = await connectClient(installed.bin);
    const readyMs = performance.now() - startedAt;
    try {
      const timed = async (name: string, args: Record<string, unknown>) => {
        const before = performance.now();
        await client.callTool({name, arguments: args});
        return performance.now() - before;
      };
      const relevance = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'e2e', 'search-relevance.json'), 'utf8')) as {
        pairs: {query: string}[];
      };
      const firstSearchMs = await timed('search_docs', {query: relevance.pairs[0]!.query});
      const searches: number[] = [];
      for (const {query} of relevance.pairs) searches.push(await timed('search_docs', {query}));
      const firstCheckMs = await timed('check_code', {code: codeWith(0)});
      const laterChecks: number[] = [];
      for (let index = 1; index <= 10; index += 1) laterChecks.push(await timed('check_code', {code: codeWith(index)}));
      return {
        readyMs: {value: round(readyMs), budget: 1000},
        searchDocs: {
          firstMs: round(firstSearchMs),
          count: searches.length,
          p50Ms: round(percentile(searches, 50)),
          p95Ms: round(percentile(searches, 95)),
          budgetP95Ms: 50,
        },
        checkCode: {
          firstMs: round(firstCheckMs),
          budgetFirstMs: 3000,
          laterP50Ms: round(percentile(laterChecks, 50)),
          laterMaxMs: round(Math.max(...laterChecks)),
          budgetLaterMs: 500,
        },
        tarballKB: round(statSync(MCP_TARBALL).size / 1024),
      };
    } finally {
      await client.close();
    }
  } finally {
    installed.remove();
  }
}
