/** search_docs: the site's search engine and ranking (the search box's), with the query read as ./search-query.ts says. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {readPage, sectionHits} from '../../../src/search/hits';
import {LIMITS, type Docs} from './docs';
import {nameDistance} from './nearest';
import {json, type ToolResult} from './results';
import {codeNames, pastedErrorTerms} from './search-query';
import {findSymbol} from './tool-lookup-symbol';

const MAX_RESULTS = 20;
const DEFAULT_RESULTS = 10;
/** A nearest name is offered when it is at most this share of the name's length away: a slip or a synonym, not a guess. */
const HINT_DISTANCE = 0.3;

type FoundPage = {title?: string; url: string; section?: string | null; sectionUrl?: string; sentence?: string};

async function pagesFor(docs: Docs, query: string, limit: number): Promise<FoundPage[]> {
  const results = docs.searchEngine().explain(query).slice(0, limit);
  return Promise.all(
    results.map(async (result) => {
      const document = await result.data();
      const [hit] = sectionHits(readPage(document), result.words, {
        query,
        snippetWords: 30,
        ellipsis: '…',
        tags: {pre: '', post: ''},
        absoluteUrl: docs.absolute,
        maxHits: 1,
        matchedTerms: result.terms ?? [],
        question: result.question,
      });
      const heading = hit && [...Object.values(hit.hierarchy)].filter(Boolean).slice(1).at(-1);
      return {
        title: document.meta.title,
        url: docs.absolute(result.url),
        ...(hit && {section: heading ?? null, sectionUrl: hit.url, sentence: unescapeHtml(hit._snippetResult.content?.value ?? '')}),
      };
    }),
  );
}

/** lookup_symbol's nearest names for each code name of the query that bee-js does not have, when one is near. */
function symbolHints(docs: Docs, query: string): {name: string; nearest: string[]}[] {
  return codeNames(query).flatMap((name) => {
    const match = findSymbol(docs, name);
    if ('symbol' in match) return [];
    const near = match.nearest.filter((candidate) => nameDistance(name, candidate) <= name.length * HINT_DISTANCE);
    return near.length > 0 ? [{name, nearest: near}] : [];
  });
}

async function searchDocs(docs: Docs, query: string, limit: number): Promise<ToolResult> {
  const keyTerms = pastedErrorTerms(query);
  // The key terms' pages first, then those of the whole message.
  const found = [...(keyTerms ? await pagesFor(docs, keyTerms, limit) : []), ...(await pagesFor(docs, query, limit))];
  const results = [...new Map(found.map((page) => [page.url, page])).values()].slice(0, limit);
  const hints = symbolHints(docs, query).map(
    ({name, nearest}) => `bee-js has no export or member "${name}"; lookup_symbol's nearest: ${nearest.join(', ')}.`,
  );
  return json({
    query,
    ...(keyTerms && {searchedFirst: keyTerms}),
    results,
    ...(hints.length > 0 && {hints}),
    ...(results.length === 0 && {note: 'No page matches; try other words, or read llms.txt for the list of pages.'}),
  });
}

export function registerSearchDocs(server: McpServer, docs: Docs) {
  server.registerTool(
    'search_docs',
    {
      description:
        `Searches the bee-js documentation with the site's own search engine and ranking (the search box's). ` +
        `Returns pages best first, each with its title, the URL of the section that matched and the sentence that matched. ` +
        `A pasted error with an HTTP status is searched by its error class and status first; a code name bee-js does not ` +
        `have gets lookup_symbol's nearest names as hints. The query takes at most ${LIMITS.query} characters.`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(LIMITS.query, `must be at most ${LIMITS.query} characters`)
          .describe('What to look for, in words, a symbol or a pasted error message.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .default(DEFAULT_RESULTS)
          .describe(`Pages to return (default ${DEFAULT_RESULTS}, at most ${MAX_RESULTS}).`),
      },
    },
    ({query, limit}) => searchDocs(docs, query, limit),
  );
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
