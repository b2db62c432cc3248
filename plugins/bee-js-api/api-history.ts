/**
 * The API history of bee-js: what each release exports and the signature of every `Bee` method and `Utils`
 * member, read from the release's declaration files. `npm run api-history` (scripts/api-history.ts) derives
 * it for every published release and writes bee-js-releases.json; the API reference reads that file for its
 * "Added in", "Changed in" and "Removed" notes and for the per-major changes pages.
 *
 * Only the package's own files are read: imports of other packages stay unresolved, so a release unpacked
 * on its own gives the same result as the installed copy with its dependencies next to it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {BEE_JS_PACKAGE, exportKindOf, type HistoryExportKind} from './declarations';

export type ReleaseApi = {
  /** Export name -> the API reference folder it belongs in. */
  exports: Record<string, HistoryExportKind>;
  /** Public `Bee` method -> its declaration(s), one line per overload. */
  Bee: Record<string, string>;
  /** `Utils` member -> its declaration(s), one line per overload. */
  Utils: Record<string, string>;
};

const SECTIONS = ['exports', 'Bee', 'Utils'] as const;
type Section = (typeof SECTIONS)[number];

/** What one section gained or changed (`set`) and lost (`removed`) since the previous release. */
export type SectionDelta = {set?: Record<string, string>; removed?: string[]};
export type ReleaseDelta = {version: string} & Partial<Record<Section, SectionDelta>>;

/**
 * The committed file. Each release is stored as its difference from the one before (the first in full), so
 * the file stays small and reading it in order tells what every release added, changed and removed.
 */
export type ApiHistory = {
  package: string;
  /** Registry versions in the covered range whose package could not be fetched. */
  unavailable: string[];
  /** In ascending version order. */
  releases: ReleaseDelta[];
};

export const HISTORY_PACKAGE = BEE_JS_PACKAGE;
/** Releases before this major are not covered: bee-js 9 rewrote the API, so older history would mislead. */
export const FIRST_MAJOR = 9;

export const historyFile = path.join(__dirname, 'bee-js-releases.json');

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

/** A declaration as one line of TypeScript without comments or bodies, so formatting changes are not changes. */
export function declarationText(node: ts.Node): string {
  return printer
    .printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
    .replace(/\s+/g, ' ')
    .replace(/^(export |declare |public )+/g, '')
    .replace(/[;{]\s*$/, '')
    .trim();
}

export function isHidden(node: ts.Node): boolean {
  const modifiers = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  return (
    modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword) === true ||
    ((ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isPrivateIdentifier(node.name))
  );
}

/** Reads the API of one release from its declaration entry (`dist/types/index.d.ts`). */
export function readReleaseApi(entry: string): ReleaseApi {
  const options: ts.CompilerOptions = {strict: true, skipLibCheck: true, noEmit: true, types: [], noLib: true};
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({text}) => ({
      resolvedModule: text.startsWith('.') ? ts.resolveModuleName(text, containingFile, options, host).resolvedModule : undefined,
    }));
  const program = ts.createProgram({rootNames: [entry], options, host});
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  if (!moduleSymbol) throw new Error(`TypeScript found no module in ${entry}.`);
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  const release: ReleaseApi = {exports: {}, Bee: {}, Utils: {}};
  const exported = checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name));
  for (const symbol of exported) {
    const target = resolve(symbol);
    release.exports[symbol.name] = exportKindOf(target.flags);
    if (symbol.name === 'Bee') {
      const declaration = target.valueDeclaration;
      if (!declaration || !ts.isClassDeclaration(declaration)) throw new Error(`${entry}: Bee is not a class.`);
      for (const member of declaration.members) {
        if (!ts.isMethodDeclaration(member) || isHidden(member) || !member.name) continue;
        const name = member.name.getText();
        release.Bee[name] = release.Bee[name] ? `${release.Bee[name]}\n${declarationText(member)}` : declarationText(member);
      }
    }
    if (symbol.name === 'Utils') {
      const members = checker.getExportsOfModule(target).sort((a, b) => a.name.localeCompare(b.name));
      for (const member of members) {
        const declarations = resolve(member).declarations ?? [];
        release.Utils[member.name] = declarations
          .map((node) => (ts.isVariableDeclaration(node) ? `const ${declarationText(node)}` : declarationText(node)))
          .join('\n');
      }
    }
  }
  return release;
}

/** Numeric comparison of plain `major.minor.patch` versions. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

export const majorOf = (version: string) => Number(version.split('.')[0]);

function sectionDelta(before: Record<string, string>, after: Record<string, string>): SectionDelta | undefined {
  const set = Object.fromEntries(Object.entries(after).filter(([name, value]) => before[name] !== value));
  const removed = Object.keys(before).filter((name) => !(name in after));
  const delta: SectionDelta = {};
  if (Object.keys(set).length > 0) delta.set = set;
  if (removed.length > 0) delta.removed = removed;
  return delta.set || delta.removed ? delta : undefined;
}

/** The history file's entry for `release`, given the API of the release before it. */
export function releaseDelta(version: string, previous: ReleaseApi | undefined, release: ReleaseApi): ReleaseDelta {
  const delta: ReleaseDelta = {version};
  for (const section of SECTIONS) {
    const change = sectionDelta(previous?.[section] ?? {}, release[section]);
    if (change) delta[section] = change;
  }
  return delta;
}

/** Every release's full API, rebuilt from the deltas, in ascending version order. */
export function releaseApis(history: ApiHistory): {version: string; api: ReleaseApi}[] {
  let current: ReleaseApi = {exports: {}, Bee: {}, Utils: {}};
  return history.releases.map((delta) => {
    const next = {exports: {...current.exports}, Bee: {...current.Bee}, Utils: {...current.Utils}} as ReleaseApi;
    for (const section of SECTIONS) {
      const target = next[section] as Record<string, string>;
      Object.assign(target, delta[section]?.set ?? {});
      for (const name of delta[section]?.removed ?? []) delete target[name];
    }
    current = next;
    return {version: delta.version, api: next};
  });
}

/** When a `Bee` method or `Utils` member appeared, and its earlier declarations with the release that replaced each. */
export type MemberHistory = {addedIn: string; changes: {version: string; before: string}[]};
/** When an export appeared and, if the installed release no longer has it, the last release that did. */
export type ExportHistory = {kind: HistoryExportKind; addedIn: string; lastIn?: string; removedIn?: string};

export type ApiTimeline = {
  /** The oldest release the history covers: "added in" it means "in it or earlier". */
  first: string;
  exports: Record<string, ExportHistory>;
  Bee: Record<string, MemberHistory>;
  Utils: Record<string, MemberHistory>;
};

/**
 * A declaration without its parameter names: renaming a parameter changes no caller's code, so it is not
 * shown as a change.
 */
export const callShape = (declaration: string) => declaration.replace(/([(,]\s*)(\.\.\.)?[A-Za-z_$][\w$]*(\??):/g, '$1$2$3:');

function memberHistories(releases: {version: string; api: ReleaseApi}[], section: 'Bee' | 'Utils') {
  const histories: Record<string, MemberHistory> = {};
  releases.forEach(({version, api}, index) => {
    const previous = releases[index - 1]?.api[section] ?? {};
    for (const [name, declaration] of Object.entries(api[section])) {
      const before = previous[name];
      if (before === undefined) histories[name] = {addedIn: version, changes: []};
      else if (callShape(before) !== callShape(declaration)) histories[name]!.changes.push({version, before});
    }
  });
  const current = releases.at(-1)?.api[section] ?? {};
  return Object.fromEntries(Object.entries(histories).filter(([name]) => name in current));
}

export function apiTimeline(history: ApiHistory): ApiTimeline {
  const releases = releaseApis(history);
  const exports: Record<string, ExportHistory> = {};
  releases.forEach(({version, api}, index) => {
    for (const [name, kind] of Object.entries(api.exports)) {
      exports[name] ??= {kind, addedIn: version};
      exports[name].kind = kind;
      exports[name].lastIn = version;
      exports[name].removedIn = undefined;
    }
    for (const name of Object.keys(releases[index - 1]?.api.exports ?? {})) {
      if (!(name in api.exports)) exports[name]!.removedIn = version;
    }
  });
  const latest = releases.at(-1)!.version;
  for (const entry of Object.values(exports)) if (entry.lastIn === latest) delete entry.lastIn;
  return {first: releases[0]!.version, exports, Bee: memberHistories(releases, 'Bee'), Utils: memberHistories(releases, 'Utils')};
}

/** What one major release line added, removed and changed, compared with the last release of the major before. */
export type MajorChanges = {
  major: number;
  /** The two releases compared. */
  from: string;
  to: string;
  added: string[];
  removed: string[];
  /** `Bee.method` and `Utils.member` entries whose declaration changed or that were added or removed. */
  members: {name: string; change: 'added' | 'removed' | 'changed'; before?: string; after?: string}[];
};

export function majorChanges(history: ApiHistory): MajorChanges[] {
  const releases = releaseApis(history);
  const lastOf = new Map(releases.map((release) => [majorOf(release.version), release]));
  const majors = [...lastOf.keys()].sort((a, b) => a - b);
  return majors.slice(1).map((major, index) => {
    const before = lastOf.get(majors[index]!)!;
    const after = lastOf.get(major)!;
    const members: MajorChanges['members'] = [];
    for (const section of ['Bee', 'Utils'] as const) {
      const old = before.api[section];
      const now = after.api[section];
      for (const name of [...new Set([...Object.keys(old), ...Object.keys(now)])].sort()) {
        const change = !(name in old)
          ? 'added'
          : !(name in now)
            ? 'removed'
            : callShape(old[name]!) !== callShape(now[name]!)
              ? 'changed'
              : null;
        if (change) members.push({name: `${section}.${name}`, change, before: old[name], after: now[name]});
      }
    }
    return {
      major,
      from: before.version,
      to: after.version,
      added: Object.keys(after.api.exports).filter((name) => !(name in before.api.exports)),
      removed: Object.keys(before.api.exports).filter((name) => !(name in after.api.exports)),
      members,
    };
  });
}

/** The committed history, as bee-js-releases.json holds it. */
export function readApiHistory(): ApiHistory {
  return JSON.parse(readFileSync(historyFile, 'utf8')) as ApiHistory;
}
