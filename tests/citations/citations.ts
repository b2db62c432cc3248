/**
 * Every citation of source the site makes, and the check that each still points at what it claims: the cited
 * line exists, lies inside the named function, and holds the recorded fragment. Citations are read from the
 * behaviour module's code (`bee(file, line, function, fragment)`, `beeJs(...)`, and object literals with those
 * fields) and from the pages' links to a line of source, whose title records `in <function>: <fragment>`.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import type {BeeSource} from '../../src/data/bee-behaviour';
import {enclosingDeclaration} from './enclosing';
import {citedFileKey, pinnedSha256, type SourceRoots} from './cited-files';
import {sha256} from '../stand-in-bee/contract-files';

/** A citation and where it is written (file relative to the project, 1-based line). */
export type Citation = BeeSource & {citedIn: string; citedAt: number};

/** The repositories a page may cite lines of, at the refs it may cite. */
const GITHUB_LINE =
  /^https:\/\/github\.com\/(ethersphere\/bee|ethersphere\/gateway-proxy|spf13\/viper|spf13\/cast)\/blob\/([^/]+)\/([^#]+)(?:#L(\d+))?$/;
const UNPKG_LINE = /^https:\/\/unpkg\.com\/@ethersphere\/bee-js@([^/]+)\/([^#]+)(?:#L(\d+))?$/;
const MARKDOWN_LINK = /\]\((https:\/\/[^\s)]+)(?:\s+"([^"]*)")?\)/g;
const TITLE = /^in (.+?): (.+)$/;

/** The citations of a page's markdown, and the links to source that are not checkable citations. */
export function markdownCitations(text: string, file: string): {citations: Citation[]; problems: string[]} {
  const citations: Citation[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const [, url, title] of lineText.matchAll(MARKDOWN_LINK)) {
      const github = GITHUB_LINE.exec(url!);
      const unpkg = UNPKG_LINE.exec(url!);
      if (!github && !unpkg) continue;
      const [repo, ref, path, line] = github
        ? [github[1] as BeeSource['repo'], github[2]!, github[3]!, github[4]]
        : (['ethersphere/bee-js', unpkg![1]!, unpkg![2]!, unpkg![3]] as const);
      const where = `${file}:${index + 1}`;
      if (!line) {
        problems.push(`${where}: ${url} names no line (#L<n>)`);
        continue;
      }
      const recorded = TITLE.exec(title ?? '');
      if (!recorded) {
        problems.push(`${where}: ${url} records no function and fragment: give the link the title "in <function>: <words of the line>"`);
        continue;
      }
      citations.push({
        repo,
        ref,
        file: path,
        line: Number(line),
        function: recorded[1]!,
        fragment: recorded[2]!,
        citedIn: file,
        citedAt: index + 1,
      });
    }
  });
  return {citations, problems};
}

/**
 * The fields each citation helper of a module fills in itself (`bee(...)` cites Bee at its tag); its arguments
 * are the other fields, in the order file, line, function, fragment.
 */
export type CitationHelpers = Record<string, Partial<BeeSource>>;

const FIELDS = ['file', 'line', 'function', 'fragment'] as const;

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
    const {repo, ref, file, line, function: claimed, fragment, citedIn, citedAt} = citation;
    const where = `${citedIn}:${citedAt}: ${repo}@${ref} ${file}:${line}`;
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
    const lines = text.split('\n');
    if (line < 1 || line > lines.length) {
      problems.push(`${where}: the file has ${lines.length} lines`);
      continue;
    }
    const actual = enclosingDeclaration(text, file, line);
    if (actual !== claimed) problems.push(`${where}: the line is in ${actual ?? 'no function'}, not in ${claimed}`);
    if (!lines[line - 1]!.includes(fragment)) {
      problems.push(`${where}: the line does not hold "${fragment}"; it reads: ${lines[line - 1]!.trim()}`);
    }
  }
  return problems;
}

/** The modules whose code cites source, with the helpers they cite through. */
export const CITING_MODULES = ['src/data/bee-behaviour/index.ts', 'src/data/bee-behaviour/upload-errors.ts'];

/** Every citation of the site: in the citing modules, and in the links of the guides, blog and pages. */
export function siteCitations(
  root: string,
  markdownFiles: readonly string[],
  helpers: CitationHelpers,
  constants: Record<string, unknown>,
): {citations: Citation[]; problems: string[]} {
  const fromModules = CITING_MODULES.flatMap((file) => moduleCitations(readFileSync(join(root, file), 'utf8'), file, helpers, constants));
  const fromPages = markdownFiles.map((file) => markdownCitations(readFileSync(join(root, file), 'utf8'), file));
  return {
    citations: [...fromModules, ...fromPages.flatMap(({citations}) => citations)],
    problems: fromPages.flatMap(({problems}) => problems),
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
