/** check_code: TypeScript's verdict on a reader's code against the pinned bee-js (./check-code.ts), never running it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import type {CodeDiagnostic} from './check-code';
import {LIMITS, type Docs} from './docs';
import {failure, json, type ToolResult} from './results';

const formatDiagnostic = ({line, column, code, message}: CodeDiagnostic) => `${line}:${column} ${code} ${message}`;

function checkCode(docs: Docs, code: string): ToolResult {
  const checker = docs.checker();
  const syntax = checker.syntaxErrors(code);
  if (syntax.length > 0) {
    return failure(
      `The code does not parse as TypeScript (${syntax.length} syntax error${syntax.length === 1 ? '' : 's'}), so it was not type-checked:\n` +
        syntax.map(formatDiagnostic).join('\n'),
    );
  }
  const {diagnostics, notes} = checker.check(code);
  return json({
    checkedAgainst: `@ethersphere/bee-js@${docs.snapshot.site.beeJsVersion}`,
    ok: diagnostics.every((diagnostic) => diagnostic.category !== 'error'),
    diagnostics,
    ...(notes.length > 0 && {notes}),
  });
}

export function registerCheckCode(server: McpServer, docs: Docs) {
  server.registerTool(
    'check_code',
    {
      description:
        `Type-checks TypeScript that uses @ethersphere/bee-js, by import or by require(), against the declarations of the ` +
        `bee-js version these docs pin, with the compiler settings of the docs' samples, and returns TypeScript's diagnostics ` +
        `with line and column, and notes: calls of deprecated declarations, and modules it has no types for (treated as untyped). ` +
        `It never runs the code. Takes at most ${LIMITS.code} characters.`,
      inputSchema: {
        code: z
          .string()
          .min(1, 'must not be empty')
          .max(LIMITS.code, `must be at most ${LIMITS.code} characters`)
          .describe('A TypeScript or JavaScript module.'),
      },
    },
    ({code}) => checkCode(docs, code),
  );
}
