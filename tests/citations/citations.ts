/**
 * Every citation of source the project makes, and the check that each still points at what it claims: the cited
 * line (or range) exists, lies inside the named function, and holds the recorded fragment. Citations are read
 * from the behaviour module's code (`bee(file, line, function, fragment)`, `beeJs(...)`, `mounted(...)`, and
 * object literals with those fields), from every link of the project's markdown, whose title records
 * `in <function>: <fragment>`, and from the line references of its code's comments and strings, which name the
 * function after them. What counts as a link into source, and which sources are pinned: ./links.ts.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import ts from 'typescript';
import {BEE_JS_VERSION, type BeeSource} from '../../src/data/bee-behaviour';
import {enclosingNames} from './enclosing';
import {CITED_REPOS, citedFileKey, pinnedSha256, type SourceRoots} from './cited-files';
import {codeReferences} from './code-references';
import {isDocument, isMinified, mayCite, pinnedRef, sourceLink} from './links';
import {markdownLinks} from './markdown-links';
import {mountedRoute, sameRoute} from './routes';
import {sha256} from '../stand-in-bee/contract-files';

/**
 * A citation and where it is written (file relative to the project, 1-based line). `lastLine` ends a range;
 * an empty fragment is a reference from prose, which records the function only; `wholeFile` is a link to a file
 * whose lines mean nothing (a minified bundle); `route` is the route a line of router.go must mount (null when
 * the entry names none).
 */
export type Citation = BeeSource & {
  citedIn: string;
  citedAt: number;
  lastLine?: number;
  wholeFile?: boolean;
  route?: {method: string; path: string} | null;
};

const TITLE = /^in (.+?): (.+)$/s;
const PINNED_SOURCES = 'Bee, gateway-proxy, viper and cast at their pinned refs, bee-js on unpkg at its version';

/**
 * The citation a link into source makes, a problem with it, or null when it is fine as it is (a document). The
 * link's recorded function and fragment come from its title (`in F: words`) or, in code, from the words after it.
 */
function linkCitation(
  url: string,
  recorded: {function: string; fragment: string} | undefined,
  where: string,
  howToRecord: string,
): Citation | string | null {
  const link = sourceLink(url);
  if (!link) return null;
  const {repo, ref, file, line, lastLine} = link;
  const citedIn = where.slice(0, where.lastIndexOf(':'));
  const citedAt = Number(where.slice(where.lastIndexOf(':') + 1));
  if (line === undefined && isDocument(file)) return null;
  const pinned = pinnedRef(link);
  if (pinned === undefined) {
    if (link.host === 'github' && repo === 'ethersphere/bee-js')
      return `${where}: ${url} cites bee-js's repository, which has no pinned copy: cite the published package, https://unpkg.com/@ethersphere/bee-js@${BEE_JS_VERSION}/<file>#L<n>`;
    return `${where}: ${url} cites ${repo}, which has no pinned copy to check it against: cite the same code in a pinned source (${PINNED_SOURCES})`;
  }
  if (ref !== pinned) return `${where}: ${url} cites ${repo} at ${ref}, not at the pinned ${pinned}`;
  const place = {repo: repo as BeeSource['repo'], ref, file};
  if (isMinified(file)) {
    if (line !== undefined)
      return `${where}: ${url} cites a line of a minified bundle, which is one line: cite the same code in dist/cjs/ or dist/mjs/`;
    return {...place, line: 1, function: '', fragment: '', wholeFile: true, citedIn, citedAt};
  }
  if (line === undefined) return `${where}: ${url} names no line (#L<n>)`;
  if (!recorded) return `${where}: ${url} records no function and fragment: ${howToRecord}`;
  return {...place, line, ...(lastLine === undefined ? {} : {lastLine}), ...recorded, citedIn, citedAt};
}

/** The citations of a page's markdown, and the links to source that are not checkable citations. */
export async function markdownCitations(text: string, file: string): Promise<{citations: Citation[]; problems: string[]}> {
  if (!mayCite(text)) return {citations: [], problems: []};
  const {links, problems} = await markdownLinks(text, file);
  const citations: Citation[] = [];
  for (const {url, title, line} of links) {
    const recorded = TITLE.exec((title ?? '').replace(/\s+/g, ' '));
    const found = linkCitation(
      url,
      recorded ? {function: recorded[1]!, fragment: recorded[2]!} : undefined,
      `${file}:${line}`,
      'give the link the title "in <function>: <words of the line>"',
    );
    if (typeof found === 'string') problems.push(found);
    else if (found) citations.push(found);
  }
  return {citations, problems};
}

/**
 * Which file of the pinned sources a `file:line` reference names: the one whose path ends with what it writes.
 * Built from the folders on this machine, so a reference that is unique here is unique in the fetched subset too.
 */
export type PathResolver = (path: string) => {repo: BeeSource['repo']; ref: string; file: string} | string;

export function pathResolver(roots: SourceRoots): PathResolver {
  const files: {repo: BeeSource['repo']; ref: string; file: string}[] = [];
  const sources = [...CITED_REPOS, {repo: 'ethersphere/bee-js' as const, ref: BEE_JS_VERSION}];
  for (const {repo, ref} of sources) {
    const root = roots.rootOf(repo, ref);
    if (!root) continue;
    for (const file of readdirSync(root, {recursive: true, encoding: 'utf8'})) {
      if (/\.(go|js|cjs|mjs|ts|tsx)$/.test(file) && !file.includes('node_modules'))
        files.push({repo, ref, file: file.split(sep).join('/')});
    }
  }
  files.sort((a, b) => `${a.repo} ${a.file}`.localeCompare(`${b.repo} ${b.file}`));
  return (path) => {
    const found = files.filter(({file}) => file === path || file.endsWith(`/${path}`));
    if (found.length === 1) return found[0]!;
    if (found.length === 0) return `no file ${path} in the pinned sources (${PINNED_SOURCES})`;
    const named = found.slice(0, 4).map(({repo, file}) => `${repo} ${file}`);
    return `${path} names ${found.length} files (${named.join(', ')}${found.length > 4 ? ', …' : ''}): write more of its path`;
  };
}

/** The citations that the comments, strings and JSX text of TypeScript code make, and what is wrong with the rest. */
export function codeCitations(text: string, file: string, resolve: PathResolver): {citations: Citation[]; problems: string[]} {
  const citations: Citation[] = [];
  const problems: string[] = [];
  if (!mayCite(text)) return {citations, problems};
  for (const {target, written, function: inFunction, citedIn, citedAt} of codeReferences(text, file)) {
    const where = `${citedIn}:${citedAt}`;
    const howToRecord = `write the function that holds the line right after it: "${written} in <function>"`;
    const recorded = inFunction === undefined ? undefined : {function: inFunction, fragment: ''};
    if ('url' in target) {
      const found = linkCitation(target.url, recorded, where, howToRecord);
      if (typeof found === 'string') problems.push(found);
      else if (found) citations.push(found);
      continue;
    }
    const resolved = resolve(target.path);
    if (typeof resolved === 'string') problems.push(`${where}: ${written}: ${resolved}`);
    else if (!recorded) problems.push(`${where}: ${written} records no function: ${howToRecord}`);
    else
      for (const [first, last] of target.ranges)
        citations.push({...resolved, line: first, ...(last === first ? {} : {lastLine: last}), ...recorded, citedIn, citedAt});
  }
  return {citations, problems};
}

/**
 * The fields each citation helper of a module fills in itself (`bee(...)` cites Bee at its tag); its arguments
 * are the other fields, in the order file, line, function, fragment.
 */
export type CitationHelpers = Record<string, Partial<BeeSource>>;

const FIELDS = ['file', 'line', 'function', 'fragment'] as const;

/** A helper that fills in this file cites where Bee mounts a route, so its entry must name the route. */
const ROUTER = 'pkg/api/router.go';

/**
 * The citations written in a TypeScript module: calls of the helpers, and object literals with the fields of a
 * BeeSource. A value written as a name is the string of a top-level constant of the module, or of `constants`.
 */
export function moduleCitations(text: string, file: string, helpers: CitationHelpers, constants: Record<string, unknown>): Citation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const {name, initializer} of statement.declarationList.declarations) {
      if (ts.isIdentifier(name) && initializer && ts.isStringLiteralLike(initializer)) local.set(name.text, initializer.text);
    }
  }
  const value = (node: ts.Expression | undefined): string | number | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isIdentifier(node))
      return local.get(node.text) ?? (typeof constants[node.text] === 'string' ? (constants[node.text] as string) : undefined);
    return undefined;
  };
  /** `['GET', '/wallet', mounted(566, CHAIN_GATE)]`: the method and path written before the citation. */
  const routeOfTuple = (node: ts.Node) => {
    const tuple = node.parent;
    if (!ts.isArrayLiteralExpression(tuple)) return null;
    const [method, path] = tuple.elements
      .slice(0, tuple.elements.indexOf(node as ts.Expression))
      .slice(-2)
      .map((element) => value(element));
    return typeof method === 'string' && typeof path === 'string' ? {method, path} : null;
  };
  const citations: Citation[] = [];
  const visit = (node: ts.Node) => {
    const helper = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? helpers[node.expression.text] : undefined;
    const argued = helper && FIELDS.filter((field) => !(field in helper));
    if (helper && argued && ts.isCallExpression(node) && node.arguments.length === argued.length) {
      const fields = Object.fromEntries(argued.map((field, index) => [field, value(node.arguments[index])]));
      citations.push({
        repo: helper.repo!,
        ref: helper.ref!,
        file: String(helper.file ?? fields.file),
        line: Number(fields.line),
        function: String(helper.function ?? fields.function),
        fragment: String(fields.fragment),
        citedIn: file,
        citedAt: lineOf(node),
        ...(helper.file === ROUTER ? {route: routeOfTuple(node)} : {}),
      });
    } else if (ts.isObjectLiteralExpression(node)) {
      const fields = new Map(
        node.properties.filter(ts.isPropertyAssignment).map((property) => [property.name.getText(source), value(property.initializer)]),
      );
      if (['repo', 'ref', 'file', 'line', 'function', 'fragment'].every((field) => fields.has(field))) {
        citations.push({
          repo: fields.get('repo') as BeeSource['repo'],
          ref: String(fields.get('ref')),
          file: String(fields.get('file')),
          line: Number(fields.get('line')),
          function: String(fields.get('function')),
          fragment: String(fields.get('fragment')),
          citedIn: file,
          citedAt: lineOf(node),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return citations;
}

/**
 * What is wrong with each citation, one line each naming the citing file and line: a file the source does not
 * have (or that is not pinned for the fetch), a line outside the named function, a line without the fragment.
 * A citation whose source is not on this machine is left to `unavailable`.
 */
export function citationProblems(citations: readonly Citation[], roots: SourceRoots): string[] {
  const problems: string[] = [];
  const texts = new Map<string, string>();
  for (const citation of citations) {
    const {repo, ref, file, line, lastLine, function: claimed, fragment, citedIn, citedAt, route} = citation;
    const lines = lastLine === undefined ? `${line}` : `${line}-${lastLine}`;
    const where = `${citedIn}:${citedAt}: ${repo}@${ref} ${file}${citation.wholeFile ? '' : `:${lines}`}`;
    const root = roots.rootOf(repo, ref);
    if (root === undefined) {
      problems.push(`${where}: ${repo} at ${ref} is not a source the tests have (tests/citations/cited-files.ts lists them)`);
      continue;
    }
    if (root === null) continue;
    const path = join(root, file);
    if (!existsSync(path)) {
      problems.push(`${where}: no such file in ${repo} at ${ref}`);
      continue;
    }
    if (!texts.has(path)) texts.set(path, readFileSync(path, 'utf8'));
    const text = texts.get(path)!;
    const key = citedFileKey(repo, ref, file);
    if (key) {
      const pinned = pinnedSha256(key);
      const actual = sha256(text);
      if (pinned === undefined) problems.push(`${where}: not pinned for the fetch on CI: add '${key}': '${actual}' to CITED_FILES`);
      else if (pinned !== actual) problems.push(`${where}: ${path} has SHA-256 ${actual}, not the pinned ${pinned}`);
    }
    if (citation.wholeFile) continue;
    const sourceLines = text.split('\n');
    const last = lastLine ?? line;
    if (line < 1 || last < line || last > sourceLines.length) {
      problems.push(`${where}: ${last < line ? 'the range ends before it starts' : `the file has ${sourceLines.length} lines`}`);
      continue;
    }
    // A range lies in the function when both its ends do; a Go test line may be named by its t.Run subtest.
    for (const end of last === line ? [line] : [line, last]) {
      const names = enclosingNames(text, file, end);
      if (!names.includes(claimed)) problems.push(`${where}: line ${end} is in ${names.at(-1) ?? 'no function'}, not in ${claimed}`);
    }
    const cited = sourceLines.slice(line - 1, last);
    if (fragment && !cited.some((text) => text.includes(fragment))) {
      const reads = cited.length === 1 ? `it reads: ${cited[0]!.trim()}` : `it reads from: ${cited[0]!.trim()}`;
      problems.push(`${where}: ${cited.length === 1 ? 'the line does not hold' : 'no line of the range holds'} "${fragment}"; ${reads}`);
    }
    if (route === null) problems.push(`${where}: names no route: write the entry as [method, path, mounted(line, fragment)]`);
    else if (route) {
      const mounts = mountedRoute(sourceLines, line);
      if (!mounts) problems.push(`${where}: the line is in no handle("<path>", …) call, so it mounts no route`);
      else if (!sameRoute(mounts, route))
        problems.push(
          `${where}: the line mounts ${mounts.methods.join(', ') || 'every method of'} ${mounts.path}, not ${route.method} ${route.path}`,
        );
    }
  }
  return problems;
}

/** The folder whose modules cite source through the helpers: one module per area of Bee's API. */
const CITING_FOLDER = 'src/data/bee-behaviour';

/** Every module of CITING_FOLDER but its tests: a new area module is read without being listed anywhere. */
const citingModules = (root: string) =>
  readdirSync(join(root, CITING_FOLDER))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${CITING_FOLDER}/${name}`);

/** Markdown of the site and of the project (README.md, the guides, the blog, every page and README) outside fixtures. */
const MARKDOWN_DIRS = ['docs', 'blog', 'src', 'plugins', 'tests', 'scripts'];
/** TypeScript whose comments and strings may point at source lines. */
const CODE_DIRS = ['src', 'plugins', 'tests/stand-in-bee', 'scripts'];
/** Known-bad inputs of the checks, generated output and installed packages are not the project's claims. */
const SKIPPED_DIRS = new Set(['fixtures', 'node_modules', 'build', '.docusaurus']);

function filesUnder(root: string, dirs: readonly string[], name: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), {withFileTypes: true})) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (name.test(entry.name)) found.push(path);
    }
  };
  dirs.forEach(walk);
  return found.sort();
}

/** Every file the citation check reads: markdown anywhere in the project, and the TypeScript of CODE_DIRS. */
export function citingFiles(root: string): {markdown: string[]; code: string[]} {
  return {
    markdown: [
      ...['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(root, file))),
      ...filesUnder(root, MARKDOWN_DIRS, /\.mdx?$/),
    ],
    code: filesUnder(root, CODE_DIRS, /\.[cm]?[jt]sx?$/),
  };
}

/** Every citation of the project: the citing modules' entries, the links of all markdown, the references of code. */
export async function siteCitations(
  root: string,
  helpers: CitationHelpers,
  constants: Record<string, unknown>,
  roots: SourceRoots,
): Promise<{citations: Citation[]; problems: string[]}> {
  const {markdown, code} = citingFiles(root);
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const fromModules = citingModules(root).flatMap((file) => moduleCitations(read(file), file, helpers, constants));
  const fromPages = await Promise.all(markdown.map((file) => markdownCitations(read(file), file)));
  const resolve = pathResolver(roots);
  const fromCode = code.map((file) => codeCitations(read(file), file, resolve));
  return {
    citations: [...fromModules, ...[...fromPages, ...fromCode].flatMap(({citations}) => citations)],
    problems: [...fromPages, ...fromCode].flatMap(({problems}) => problems),
  };
}

/** Every BeeSource a module's exports hold, however deep: what the pages render and the stand-in reproduces. */
export function exportedSources(exports: Record<string, unknown>): BeeSource[] {
  const found = new Set<BeeSource>();
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if ('repo' in value && 'file' in value && 'line' in value) found.add(value as BeeSource);
    else for (const child of Object.values(value)) walk(child);
  };
  walk(exports);
  return [...found];
}
