/**
 * Every parameter, property and return type on the API pages against bee-js's declarations, read with the
 * TypeScript compiler: a page must show `any` only where bee-js declares `any`, and name every type the
 * declaration names. TypeDoc writes `any` for a type it cannot resolve (uploadFile's `data` once read
 * `any` for `string | Uint8Array | Readable | File`, when Node's `Readable` was unknown to it).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {readBeeJsPackage} from '../../bee-js-package';
import {installedEntry} from '../bee-js-api/declarations';
import {generateApiReference} from './generate';
import {apiReferenceTypedocOptions} from './typedoc-options';

/** One member's types as written: its parameters by name, its return type, or its own type (a property's). */
type MemberTypes = {parameters: Map<string, string[]>; returns: string[]; own: string[]};

const emptyMember = (): MemberTypes => ({parameters: new Map(), returns: [], own: []});

function addParameterTypes(member: MemberTypes, signature: ts.SignatureDeclaration): void {
  for (const parameter of signature.parameters) {
    if (!parameter.type || !ts.isIdentifier(parameter.name)) continue;
    const name = parameter.name.text;
    member.parameters.set(name, [...(member.parameters.get(name) ?? []), parameter.type.getText()]);
  }
  if (signature.type) member.returns.push(signature.type.getText());
}

/** A declaration's types, added to `member`: signatures give parameters and returns, properties their type. */
function addDeclaredTypes(member: MemberTypes, declaration: ts.Declaration): void {
  if (ts.isFunctionLike(declaration)) addParameterTypes(member, declaration);
  else if (
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isVariableDeclaration(declaration)) &&
    declaration.type
  ) {
    member.own.push(declaration.type.getText());
  }
}

const fromBeeJs = (declaration: ts.Declaration) => declaration.getSourceFile().fileName.includes('/@ethersphere/bee-js/');

/** bee-js's declared types by page symbol (`Bee`, `Utils.getStampCost`) and member ('' for the symbol itself). */
function declaredTypes(): Map<string, Map<string, MemberTypes>> {
  const entry = installedEntry();
  const program = ts.createProgram([entry], {strict: true, skipLibCheck: true, noEmit: true, types: ['node']});
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const pages = new Map<string, Map<string, MemberTypes>>();
  const record = (page: string, memberName: string, declarations: readonly ts.Declaration[] = []) => {
    const members = pages.get(page) ?? new Map<string, MemberTypes>();
    pages.set(page, members);
    const member = members.get(memberName) ?? emptyMember();
    members.set(memberName, member);
    for (const declaration of declarations.filter(fromBeeJs)) addDeclaredTypes(member, declaration);
  };
  const visit = (symbol: ts.Symbol, page: string) => {
    record(page, '', symbol.declarations);
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      const statics = symbol.flags & ts.SymbolFlags.Class ? checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)) : [];
      for (const property of [...checker.getPropertiesOfType(instance), ...statics]) record(page, property.name, property.declarations);
      const constructors = symbol.members?.get(ts.InternalSymbolName.Constructor);
      if (constructors) record(page, 'constructor', constructors.declarations);
    }
    if (symbol.flags & ts.SymbolFlags.Module) {
      for (const member of checker.getExportsOfModule(symbol)) visit(resolve(member), `${page}.${member.name}`);
    }
  };
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) visit(resolve(symbol), symbol.name);
  return pages;
}

/** A page's Markdown type as text: link targets, code spans and Markdown escapes dropped. */
const plainType = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\\([|<>[\]_*])/g, '$1')
    .trim();

/** The text after each `label` heading (an HTML one inside members, a Markdown one on a function's page). */
function sectionsAfter(markdown: string, label: string): string[] {
  const heading = new RegExp(`^(?:<h\\d[^>]*>${label}</h\\d>|#+ ${label})$`, 'gm');
  return [...markdown.matchAll(heading)].map((match) => {
    const rest = markdown.slice(match.index + match[0].length);
    const next = rest.search(/^(?:<h\d|#)/m);
    return next === -1 ? rest : rest.slice(0, next);
  });
}

/**
 * The type part of a section: its text up to the first blank line, and for an object type, which TypeDoc writes
 * as `object` with its members after it, also the members' types (table rows and signature blocks).
 */
function typeText(block: string): string {
  const [type = ''] = block.trim().split('\n\n');
  if (plainType(type) !== 'object') return plainType(type).replace(/\s+/g, ' ');
  const memberLines = block.match(/^\|.*$|^```ts api-signature\n[\s\S]*?\n```$/gm) ?? [];
  return plainType(`${type} ${memberLines.join(' ')}`.replace(/api-signature/g, ''));
}

/** One member's section of a page: its parameter list items, its Returns types, its signature's type. */
function renderedMember(section: string, name: string): MemberTypes {
  const member = emptyMember();
  for (const list of sectionsAfter(section, 'Parameters')) {
    // List items (`- `name`: type`), or the rows of a parameter table (`| `name` | type | … |`).
    for (const [, parameter, listType, cellType] of list.matchAll(
      /^(?:- |\| )(?:\.\.\.)?`([\w$]+)\??`(?:: (.+)| \| ((?:\\\||[^|])+) \|)/gm,
    )) {
      member.parameters.set(parameter, [...(member.parameters.get(parameter) ?? []), plainType(listType ?? cellType)]);
    }
  }
  for (const returns of sectionsAfter(section, 'Returns')) {
    if (returns.trim()) member.returns.push(typeText(returns));
  }
  const escapedName = name.replace(/\$/g, '\\$');
  const declared = new RegExp(
    `^\`\`\`ts api-signature\\n(?:(?:readonly|static|const) )*${escapedName}\\??: ([\\s\\S]*?);\\n\`\`\``,
    'm',
  ).exec(section);
  if (declared)
    member.own.push(typeText(`${declared[1].replace(/ = [^=]*$/, '')}\n\n${section.slice(declared.index + declared[0].length)}`));
  return member;
}

/** A page's members by name ('' for the page's own symbol, 'constructor' for a class's), from its h1 and h3s. */
function renderedTypes(markdown: string): Map<string, MemberTypes> {
  const members = new Map<string, MemberTypes>();
  const headings = [...markdown.matchAll(/^(#|###) (.+)$/gm)];
  headings.forEach((heading, index) => {
    const section = markdown.slice(heading.index, headings[index + 1]?.index ?? markdown.length);
    const title = heading[2].replace(/\(\)$|\?$/g, '');
    const name = heading[1] === '#' ? '' : title === 'Constructor' ? 'constructor' : title;
    members.set(name, renderedMember(section, heading[1] === '#' ? title : name));
  });
  return members;
}

/**
 * Type names in a type's text: identifiers, without string literals, `import("…").` prefixes, and `never` and
 * `undefined`, which TypeScript drops from a union (and an optional parameter's `?` already says).
 */
const typeNames = (text: string) =>
  new Set(
    (
      text
        .replace(/import\("[^"]*"\)\./g, '')
        .replace(/'[^']*'|"[^"]*"/g, '')
        .match(/[A-Za-z_$][\w$]*/g) ?? []
    ).filter((name) => name !== 'never' && name !== 'undefined'),
  );

/** What a rendered type hides of the declared one: `any` where none is declared, and declared names it lacks. */
function typeProblems(where: string, declared: string[], rendered: string): string[] {
  if (declared.length === 0) return [];
  const shown = typeNames(rendered);
  const matches = declared.some((text) => {
    const names = typeNames(text);
    return (!shown.has('any') || names.has('any')) && [...names].every((name) => shown.has(name));
  });
  return matches ? [] : [`${where}: the page shows "${rendered}", bee-js declares "${declared.join('" or "')}"`];
}

/** Every rendered type of `page` (symbol name as in `declared`) that does not show its declaration. */
function pageTypeProblems(page: string, markdown: string, declared: Map<string, MemberTypes>): string[] {
  const problems: string[] = [];
  for (const [name, rendered] of renderedTypes(markdown)) {
    const expected = declared.get(name);
    if (!expected) continue;
    const where = name ? `${page}.${name}` : page;
    for (const [parameter, types] of rendered.parameters) {
      for (const type of types) problems.push(...typeProblems(`${where}(${parameter})`, expected.parameters.get(parameter) ?? [], type));
    }
    for (const type of rendered.returns) problems.push(...typeProblems(`${where} returns`, expected.returns, type));
    for (const type of rendered.own) problems.push(...typeProblems(where, expected.own, type));
  }
  return problems;
}

/** The reference's pages of symbols, by symbol name as declaredTypes() names them. */
function symbolPages(out: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(out, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.md') || file.startsWith('changes') || path.basename(file) === 'index.md') continue;
    const namespace = /^namespaces\/([^/]+)\//.exec(file)?.[1];
    const name = path.basename(file, '.md');
    pages.set(namespace ? `${namespace}.${name}` : name, path.join(out, file));
  }
  return pages;
}

/** Problems across a generated reference at `out`, with how many rendered types were compared. */
function referenceTypeProblems(out: string): {problems: string[]; compared: number} {
  const declared = declaredTypes();
  const problems: string[] = [];
  let compared = 0;
  for (const [symbol, file] of symbolPages(out)) {
    const members = declared.get(symbol);
    if (!members) continue;
    const markdown = readFileSync(file, 'utf8');
    for (const rendered of renderedTypes(markdown).values()) {
      compared += [...rendered.parameters.values()].flat().length + rendered.returns.length + rendered.own.length;
    }
    problems.push(...pageTypeProblems(symbol, markdown, members));
  }
  return {problems, compared};
}

/** The uploadFile section as TypeDoc wrote it when it could not resolve Node's `Readable`. */
const UNRESOLVED_UPLOAD_FILE = `### uploadFile()

<h4>Parameters</h4>

| Parameter | Type | Description |
| ------ | ------ | ------ |
| \`postageBatchId\` | \`string\` \\| \`Uint8Array\`\\<\`ArrayBufferLike\`\\> \\| [\`BatchId\`](BatchId.md) | Postage BatchId |
| \`data\` | \`any\` | Data or file to be uploaded |

<h4>Returns</h4>

\`Promise\`\\<[\`UploadResult\`](../interfaces/UploadResult.md)\\>
`;

describe('API pages show the types bee-js declares', () => {
  let temporary: string;
  before(async () => {
    temporary = mkdtempSync(path.join(tmpdir(), 'bee-js-api-types-'));
    const {apiReference} = apiReferenceTypedocOptions(readBeeJsPackage(), path.join(temporary, 'api'));
    await generateApiReference(path.join(temporary, 'api'), {apiReference});
  });
  after(() => rmSync(temporary, {recursive: true, force: true}));

  test('a parameter shown as any, or missing a declared type name, is reported (table or list)', () => {
    const bee = declaredTypes().get('Bee')!;
    assert.deepEqual(pageTypeProblems('Bee', UNRESOLVED_UPLOAD_FILE, bee), [
      'Bee.uploadFile(data): the page shows "any", bee-js declares "string | Uint8Array | Readable | File"',
    ]);
    const listed = '### uploadFile()\n\n<h4>Parameters</h4>\n\n- `data`: `string` \\| `Uint8Array` \\| `File`\n';
    assert.equal(pageTypeProblems('Bee', listed, bee).length, 1);
  });

  test('every parameter, property and return type on the pages shows what bee-js declares', () => {
    const {problems, compared} = referenceTypeProblems(path.join(temporary, 'api'));
    // The pages hold about 1,500 such types; far fewer means the pages' format changed under the parser.
    assert.ok(compared > 1000, `only ${compared} rendered types found: does renderedTypes still read the pages?`);
    assert.deepEqual(problems, []);
  });
});
