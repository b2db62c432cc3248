/**
 * The symbols lookup_symbol answers for, read at build time from the installed bee-js's declarations with
 * TypeScript's checker: every export, and every member of an exported class, interface, enumeration, object type
 * or namespace, named as the API reference and the sample index (plugins/samples/symbol-uses.ts) name them
 * (`Bee`, `Bee.uploadFile`, `Bee.constructor`, `Utils.getStampCost`). Each carries its declarations as one line
 * each, its documentation's summary, its history from bee-js-releases.json and its page in the API reference.
 */
import ts from 'typescript';
import {apiTimeline, declarationText, isHidden, readApiHistory, type MemberHistory} from '../bee-js-api/api-history';
import type {MemberAnchors} from '../bee-js-api/api-anchors';
import {exportKindOf, type HistoryExportKind} from '../bee-js-api/declarations';
import {loadDeclarations} from '../bee-js-api/exports';
import type {SymbolEntry} from './server/snapshot';

/** A long declaration (an object type spelt out) is cut here: the API page has the rest. */
const MAX_DECLARATION = 1200;

const cut = (text: string) => (text.length > MAX_DECLARATION ? `${text.slice(0, MAX_DECLARATION)} …` : text);

function summaryOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
}

/** A class, interface or enumeration as one line: its name and heritage, without its members (listed on their own). */
function headingOf(node: ts.Node): string {
  const text = declarationText(node);
  return text.includes('{') ? text.slice(0, text.indexOf('{')).trim() : text;
}

function declarationsOf(symbol: ts.Symbol): string[] {
  return (symbol.declarations ?? [])
    .filter((node) => !isHidden(node))
    .map((node) => {
      if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node) || ts.isModuleDeclaration(node))
        return headingOf(node);
      if (ts.isVariableDeclaration(node)) return `const ${declarationText(node)}`;
      return cut(declarationText(node));
    });
}

type Pages = {baseUrl: string; anchors: MemberAnchors};

/** The API reference page of an export (and the anchor of a member on it), as the reference's router places them. */
function pageOf(kind: HistoryExportKind, exportName: string, member: string | undefined, {baseUrl, anchors}: Pages): string | undefined {
  if (kind === 'external') return undefined;
  if (kind === 'namespaces') return `${baseUrl}docs/api/namespaces/${exportName}/${member ? `${member}/` : ''}`;
  const page = `${baseUrl}docs/api/${kind}/${exportName}/`;
  const anchor = member && anchors.get(`${kind}/${exportName}`)?.get(member === 'constructor' ? 'constructor' : member);
  return anchor ? `${page}#${anchor}` : page;
}

/** "Added in" as the API reference writes it: the oldest release the history covers means "in it or earlier". */
function historyOf(history: MemberHistory | {addedIn: string} | undefined, first: string): Pick<SymbolEntry, 'addedIn' | 'changedIn'> {
  if (!history) return {};
  const addedIn = history.addedIn === first ? `${first} or earlier` : history.addedIn;
  const changes = 'changes' in history ? history.changes : [];
  return {addedIn, ...(changes.length > 0 && {changedIn: changes.map(({version, before}) => ({version, before}))})};
}

export function readSymbols(pages: Pages): SymbolEntry[] {
  const {checker, moduleSymbol, resolve} = loadDeclarations();
  const timeline = apiTimeline(readApiHistory());
  const symbols: SymbolEntry[] = [];

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = resolve(exported);
    const kind = exportKindOf(target.flags);
    const members: [string, ts.Symbol][] = [];
    const addMember = (member: ts.Symbol) => {
      if (member.name === 'prototype' || member.name.startsWith('#')) return;
      if ((member.declarations ?? []).length > 0 && member.declarations!.every(isHidden)) return;
      members.push([member.name === ts.InternalSymbolName.Constructor ? 'constructor' : member.name, member]);
    };
    if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum)) {
      target.members?.forEach(addMember);
      target.exports?.forEach(addMember);
    } else if (target.flags & ts.SymbolFlags.TypeAlias) {
      checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target)).forEach(addMember);
    } else if (target.flags & ts.SymbolFlags.Module) {
      checker.getExportsOfModule(target).forEach((member) => addMember(resolve(member)));
    }
    symbols.push({
      name: exported.name,
      kind,
      declarations: declarationsOf(target),
      summary: summaryOf(target, checker),
      ...historyOf(timeline.exports[exported.name], timeline.first),
      page: pageOf(kind, exported.name, undefined, pages),
      members: members.map(([name]) => name),
    });
    const memberHistories: Record<string, MemberHistory> =
      exported.name === 'Bee' ? timeline.Bee : exported.name === 'Utils' ? timeline.Utils : {};
    for (const [name, member] of members) {
      symbols.push({
        name: `${exported.name}.${name}`,
        kind: 'member',
        declarations: declarationsOf(member),
        summary: summaryOf(member, checker),
        ...historyOf(memberHistories[name], timeline.first),
        page: pageOf(kind, exported.name, name, pages),
      });
    }
  }
  return symbols;
}
