/**
 * The MCP server's tools and resources over one snapshot, free of the protocol (./main.ts serves them over stdio):
 * each tool takes the arguments object a client sent and answers text, or an error result that says what was
 * wrong and, for an unknown name, the nearest known ones. Nothing here throws for bad input but an unknown tool
 * or resource, which the protocol answers as an error of its own.
 */
import {createSearchEngine, type ExplainingEngine} from '../../../src/search/engine';
import {readPage, sectionHits} from '../../../src/search/hits';
import {readStoredEntry, readStoredPage, type SearchIndexFile} from '../../../src/search/search-index';
import {
  BATCH_UPLOAD_ERRORS,
  BEE_REF,
  BEE_JS_ENDPOINTS,
  BEE_RESPONSES,
  beeResponsesFor,
  NEW_BATCH,
  sourceUrl,
  WAITS_FOR_MINING,
  type BeeSource,
} from '../../../src/data/bee-behaviour';
import type {CodeChecker, CodeDiagnostic} from './check-code';
import {nearestNames} from './nearest';
import type {Snapshot, SnapshotPage, SymbolEntry} from './snapshot';

/** The largest input each tool takes, in characters; the tools' descriptions state them. */
export const LIMITS = {query: 200, page: 300, symbol: 200, code: 20_000} as const;
const MAX_RESULTS = 20;
const DEFAULT_RESULTS = 10;

export type ToolResult = {content: {type: 'text'; text: string}[]; isError?: true};
export type ToolDefinition = {
  name: string;
  description: string;
  inputSchema: {type: 'object'; properties: Record<string, object>; required: string[]};
};
export type ResourceEntry = {uri: string; name: string; mimeType: string};

/** A call of a tool this server does not have: the protocol's invalid-params error, not a tool result. */
export class UnknownNameError extends Error {}

const text = (value: string): ToolResult => ({content: [{type: 'text', text: value}]});
const json = (value: unknown): ToolResult => text(JSON.stringify(value, null, 2));
const failure = (message: string): ToolResult => ({content: [{type: 'text', text: message}], isError: true});

/** A string argument within its limit, or the error result that says why not. */
function stringArgument(args: Record<string, unknown>, name: string, limit: number): string | ToolResult {
  const value = args[name];
  if (typeof value !== 'string' || value.trim() === '') return failure(`"${name}" must be a non-empty string.`);
  if (value.length > limit) return failure(`"${name}" is ${value.length} characters; this tool takes at most ${limit}.`);
  return value;
}

export const TOOLS: ToolDefinition[] = [
  {
    name: 'search_docs',
    description:
      `Searches the bee-js documentation with the site's own search engine and ranking (the search box's). ` +
      `Returns pages best first, each with its title, the URL of the section that matched and the sentence that matched. ` +
      `The query takes at most ${LIMITS.query} characters.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: {type: 'string', description: 'What to look for, in words, a symbol or a pasted error message.'},
        limit: {type: 'integer', minimum: 1, maximum: MAX_RESULTS, description: `Pages to return (default ${DEFAULT_RESULTS}).`},
      },
      required: ['query'],
    },
  },
  {
    name: 'read_page',
    description:
      'Reads a page of the documentation as Markdown, its code samples with the output they printed when they ran. ' +
      'Takes the page URL or path (`/docs/storage/`, `docs/storage`, a full URL), or `llms.txt`, `llms-full.txt`, `llms-api.txt`.',
    inputSchema: {type: 'object', properties: {page: {type: 'string', description: 'URL or path of the page.'}}, required: ['page']},
  },
  {
    name: 'lookup_symbol',
    description:
      'Looks up an export of @ethersphere/bee-js or a member of one (`Bee`, `Bee.uploadFile`, `Utils.getStampCost`, `uploadFile`) ' +
      'in the version these docs pin: its declarations, summary, the release that added or changed it, its API reference page, ' +
      'and the executed samples of the guides that use it.',
    inputSchema: {type: 'object', properties: {symbol: {type: 'string', description: 'Export, or Export.member.'}}, required: ['symbol']},
  },
  {
    name: 'bee_behaviour',
    description:
      'What the Bee node these docs pin answers beyond its OpenAPI contract, for an endpoint (`GET /stamps/{batch_id}`, ' +
      '`/stamps/<id>`) or a bee-js method (`createPostageBatch`, `Bee.uploadFile`): status codes, messages, when and in which ' +
      "node modes, what waits for a transaction, each with the line of Bee's source that does it.",
    inputSchema: {
      type: 'object',
      properties: {query: {type: 'string', description: 'An endpoint, with or without its method, or a bee-js method name.'}},
      required: ['query'],
    },
  },
  {
    name: 'check_code',
    description:
      `Type-checks TypeScript that imports @ethersphere/bee-js against the declarations of the bee-js version these docs pin, ` +
      `with the compiler settings of the docs' samples, and returns TypeScript's diagnostics with line and column. ` +
      `It never runs the code. Takes at most ${LIMITS.code} characters.`,
    inputSchema: {type: 'object', properties: {code: {type: 'string', description: 'A TypeScript module.'}}, required: ['code']},
  },
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Every endpoint the behaviour module knows, as `METHOD path`. */
function knownEndpoints(): [method: string, path: string][] {
  const all = [
    ...BEE_RESPONSES.map(({method, path}) => [method, path] as const),
    ...WAITS_FOR_MINING.map(({method, path}) => [method, path] as const),
    ...Object.values(BEE_JS_ENDPOINTS).flat(),
  ];
  const unique = new Map(all.map(([method, path]) => [`${method} ${path}`, [method, path] as [string, string]]));
  return [...unique.values()].sort(([m1, p1], [m2, p2]) => p1.localeCompare(p2) || m1.localeCompare(m2));
}

const templatePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);

const cited = (source: BeeSource) => ({url: sourceUrl(source), function: source.function, line: source.fragment});

export type DocsServerParts = {snapshot: Snapshot; searchIndex: SearchIndexFile; checker: () => CodeChecker};

export function createDocsTools({snapshot, searchIndex, checker}: DocsServerParts) {
  const siteUrl = snapshot.site.url;
  const basePath = new URL(siteUrl).pathname;
  const absolute = (sitePath: string) => `${siteUrl}${sitePath.replace(/^\//, '')}`;
  const pagesByRoute = new Map(snapshot.pages.map((page) => [page.route, page]));
  const symbolsByName = new Map(snapshot.symbols.map((symbol) => [symbol.name, symbol]));
  const endpoints = knownEndpoints();

  let engine: ExplainingEngine | undefined;
  const searchEngine = () =>
    (engine ??= createSearchEngine(searchIndex.pages.map(readStoredPage), '/', searchIndex.entries.map(readStoredEntry)));

  async function searchDocs(args: Record<string, unknown>): Promise<ToolResult> {
    const query = stringArgument(args, 'query', LIMITS.query);
    if (typeof query !== 'string') return query;
    const limit = args.limit ?? DEFAULT_RESULTS;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_RESULTS) {
      return failure(`"limit" must be a whole number from 1 to ${MAX_RESULTS}.`);
    }
    const results = searchEngine().explain(query.trim()).slice(0, limit);
    const pages = await Promise.all(
      results.map(async (result) => {
        const document = await result.data();
        const [hit] = sectionHits(readPage(document), result.words, {
          query,
          snippetWords: 30,
          ellipsis: '…',
          tags: {pre: '', post: ''},
          absoluteUrl: absolute,
          maxHits: 1,
          matchedTerms: result.terms ?? [],
          question: result.question,
        });
        const heading = hit && [...Object.values(hit.hierarchy)].filter(Boolean).slice(1).at(-1);
        return {
          title: document.meta.title,
          url: absolute(result.url),
          ...(hit && {section: heading ?? null, sectionUrl: hit.url, sentence: unescapeHtml(hit._snippetResult.content?.value ?? '')}),
        };
      }),
    );
    if (pages.length === 0)
      return json({query, results: [], note: 'No page matches; try other words, or read llms.txt for the list of pages.'});
    return json({query, results: pages});
  }

  type PageTarget = {page: SnapshotPage} | {file: string} | {error: string};

  function pageTarget(input: string): PageTarget {
    let path = input.trim();
    if (/^[a-z][a-z+.-]*:\/\//i.test(path)) {
      try {
        path = new URL(path).pathname;
      } catch {
        return {error: `"${input}" is not a URL this server can read.`};
      }
    }
    try {
      path = decodeURIComponent(path);
    } catch {
      return {error: `"${input}" is not a valid path.`};
    }
    if (path.split(/[/\\]/).some((segment) => segment === '..' || segment === '.') || path.includes('\0')) {
      return {error: `"${input}" leaves the documentation: paths may not contain "." or ".." segments.`};
    }
    if (path.startsWith(basePath)) path = path.slice(basePath.length);
    path = path.replace(/^\/+/, '');
    if (path in snapshot.files) return {file: path};
    const route = path.replace(/(?:index\.(?:md|html)|\.md)$/, '').replace(/\/?$/, '/');
    const page = pagesByRoute.get(route);
    if (page) return {page};
    const nearest = nearestNames(`/${route}`, [
      ...snapshot.pages.map((candidate) => `/${candidate.route}`),
      ...Object.keys(snapshot.files),
    ]);
    return {error: `No page at "${input}". Nearest: ${nearest.join(', ')}.`};
  }

  function readPageTool(args: Record<string, unknown>): ToolResult {
    const input = stringArgument(args, 'page', LIMITS.page);
    if (typeof input !== 'string') return input;
    const target = pageTarget(input);
    if ('error' in target) return failure(target.error);
    if ('file' in target) return text(snapshot.files[target.file]!);
    return text(`<!-- ${absolute(target.page.route)} -->\n${target.page.markdown}`);
  }

  function findSymbol(wanted: string): SymbolEntry | string {
    const name = wanted.trim().replace(/\(\)$/, '');
    const exact = symbolsByName.get(name) ?? snapshot.symbols.find((symbol) => symbol.name.toLowerCase() === name.toLowerCase());
    if (exact) return exact;
    const byMemberName = snapshot.symbols.filter(
      (symbol) => symbol.kind === 'member' && symbol.name.slice(symbol.name.indexOf('.') + 1).toLowerCase() === name.toLowerCase(),
    );
    const onBee = byMemberName.find((symbol) => symbol.name.startsWith('Bee.'));
    if (byMemberName.length === 1 || onBee) return onBee ?? byMemberName[0]!;
    if (byMemberName.length > 1)
      return `"${wanted}" is a member of several exports: ${byMemberName.map((symbol) => symbol.name).join(', ')}.`;
    const nearest = nearestNames(name, [...symbolsByName.keys()]);
    return `bee-js ${snapshot.site.beeJsVersion} has no export or member "${wanted}". Nearest: ${nearest.join(', ')}.`;
  }

  function lookupSymbol(args: Record<string, unknown>): ToolResult {
    const input = stringArgument(args, 'symbol', LIMITS.symbol);
    if (typeof input !== 'string') return input;
    const symbol = findSymbol(input);
    if (typeof symbol === 'string') return failure(symbol);
    const {samples, ...rest} = symbol;
    return json({
      package: `@ethersphere/bee-js@${snapshot.site.beeJsVersion}`,
      ...rest,
      samples: samples?.length ? samples : `No executed sample of the guides uses ${symbol.name}.`,
    });
  }

  function matchEndpoints(query: string): [string, string][] | string {
    const trimmed = query.trim();
    const [first, ...rest] = trimmed.split(/\s+/);
    const method = first && METHODS.includes(first.toUpperCase()) && rest.length === 1 ? first.toUpperCase() : undefined;
    const path = method ? rest[0]! : trimmed;
    if (path.startsWith('/')) {
      const cleanPath = path.split('?')[0]!;
      const exact = endpoints.filter(([m, p]) => p === cleanPath && (!method || m === method));
      const matched =
        exact.length > 0 ? exact : endpoints.filter(([m, p]) => templatePattern(p).test(cleanPath) && (!method || m === method));
      if (matched.length > 0) return matched;
      return `Bee's behaviour module lists no endpoint "${trimmed}". Nearest: ${nearestNames(
        trimmed,
        endpoints.map(([m, p]) => `${m} ${p}`),
      ).join(', ')}.`;
    }
    const methodName = trimmed.replace(/^bee\./i, '').replace(/\(\)$/, '');
    const called = Object.entries(BEE_JS_ENDPOINTS).find(([name]) => name.toLowerCase() === methodName.toLowerCase());
    if (called) return called[1].map(([m, p]) => [m, p]);
    const names = [...Object.keys(BEE_JS_ENDPOINTS).map((name) => `Bee.${name}`), ...endpoints.map(([m, p]) => `${m} ${p}`)];
    return `"${trimmed}" is neither an endpoint (start it with /, optionally after its method) nor a bee-js method the behaviour module maps to endpoints. Nearest: ${nearestNames(trimmed, names).join(', ')}.`;
  }

  function beeBehaviour(args: Record<string, unknown>): ToolResult {
    const query = stringArgument(args, 'query', LIMITS.query);
    if (typeof query !== 'string') return query;
    const matched = matchEndpoints(query);
    if (typeof matched === 'string') return failure(matched);
    const buysOrReadsBatch = matched.some(
      ([m, p]) => (m === 'POST' && p === '/stamps/{amount}/{depth}') || (m === 'GET' && p === '/stamps/{batch_id}'),
    );
    const notUsable = NEW_BATCH.notUsableYet;
    const uploadMeanwhile = BATCH_UPLOAD_ERRORS.find((error) => error.status === 422);
    return json({
      bee: `Bee ${BEE_REF.slice(1)}`,
      endpoints: matched.map(([method, path]) => ({
        endpoint: `${method} ${path}`,
        responses: beeResponsesFor(method, path).map((response) => ({
          status: response.status,
          message: response.message,
          when: response.when,
          ...(response.modes && {nodeModes: response.modes}),
          source: cited(response.source),
          docs: absolute(response.docs),
        })),
        waitsForMining: WAITS_FOR_MINING.filter((wait) => wait.method === method && wait.path === path).map((wait) => ({
          what: wait.what,
          source: cited(wait.source),
        })),
      })),
      ...(buysOrReadsBatch && {
        newBatch: {
          usableAfterBlocks: NEW_BATCH.blocks,
          beforeUsable: `${notUsable.method} ${notUsable.path} answers ${notUsable.status} "${notUsable.message}": ${notUsable.when}.`,
          ...(uploadMeanwhile && {uploadBeforeUsable: `${uploadMeanwhile.status} "${uploadMeanwhile.message}": ${uploadMeanwhile.cause}`}),
          sources: [cited(NEW_BATCH.registered), cited(NEW_BATCH.blocksSource), cited(NEW_BATCH.usableCheck), cited(notUsable.source)],
          docs: absolute(notUsable.docs),
        },
      }),
    });
  }

  function checkCode(args: Record<string, unknown>): ToolResult {
    const code = stringArgument(args, 'code', LIMITS.code);
    if (typeof code !== 'string') return code;
    const codeChecker = checker();
    const syntax = codeChecker.syntaxErrors(code);
    if (syntax.length > 0) {
      return failure(
        `The code does not parse as TypeScript (${syntax.length} syntax error${syntax.length === 1 ? '' : 's'}), so it was not type-checked:\n` +
          syntax.map(formatDiagnostic).join('\n'),
      );
    }
    const diagnostics = codeChecker.check(code);
    return json({
      checkedAgainst: `@ethersphere/bee-js@${snapshot.site.beeJsVersion}`,
      ok: diagnostics.every((diagnostic) => diagnostic.category !== 'error'),
      diagnostics,
    });
  }

  const handlers: Record<string, (args: Record<string, unknown>) => ToolResult | Promise<ToolResult>> = {
    search_docs: searchDocs,
    read_page: readPageTool,
    lookup_symbol: lookupSymbol,
    bee_behaviour: beeBehaviour,
    check_code: checkCode,
  };

  const resources: ResourceEntry[] = [
    ...Object.keys(snapshot.files).map((file) => ({uri: absolute(file), name: file, mimeType: 'text/plain'})),
    ...snapshot.pages.map((page) => ({uri: absolute(`${page.route}index.md`), name: page.title, mimeType: 'text/markdown'})),
  ];

  return {
    tools: TOOLS,
    /** Builds the search engine now rather than at the first search. */
    prepare: () => void searchEngine(),
    async call(name: string, args: Record<string, unknown> | undefined): Promise<ToolResult> {
      const handler = handlers[name];
      if (!handler) throw new UnknownNameError(`No tool "${name}". Tools: ${Object.keys(handlers).join(', ')}.`);
      return handler(args ?? {});
    },
    resources,
    readResource(uri: string): {uri: string; mimeType: string; text: string} {
      const resource = resources.find((candidate) => candidate.uri === uri);
      if (!resource) {
        throw new UnknownNameError(
          `No resource "${uri}". Nearest: ${nearestNames(
            uri,
            resources.map((candidate) => candidate.uri),
          ).join(', ')}.`,
        );
      }
      const target = pageTarget(uri);
      const body = 'file' in target ? snapshot.files[target.file]! : 'page' in target ? target.page.markdown : '';
      return {uri, mimeType: resource.mimeType, text: body};
    },
  };
}

export type DocsTools = ReturnType<typeof createDocsTools>;

function formatDiagnostic({line, column, code, message}: CodeDiagnostic): string {
  return `${line}:${column} ${code} ${message}`;
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
