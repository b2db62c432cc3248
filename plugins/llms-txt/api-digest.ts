/**
 * The compact API digest: every export of the documented package with its signature and a one-line doc,
 * grouped by kind, and the `Bee` methods grouped by task, each export with the release that added it. It reads
 * the API reference's TypeDoc conversion of the installed package, so it always matches the pinned version.
 */
import {readFile} from 'node:fs/promises';
import {
  Application,
  Comment,
  FileRegistry,
  normalizePath,
  type JSONOutput,
  ReflectionKind,
  type DeclarationReflection,
  type ParameterReflection,
  type ProjectReflection,
  type SignatureReflection,
  type TypeParameterReflection,
} from 'typedoc';
import {oneLine} from './markdown';

export type MethodGroup = {title: string; methods: readonly string[]};

/** An executed sample of the guides that uses a symbol: a link to its block, named by its page and heading. */
export type DigestExample = {text: string; url: string};

/**
 * The executed samples that use a symbol (`Bee.uploadFile`, `Utils.getStampCost`); `withMembers` adds those
 * that use its members (for an interface, type or enumeration, which the digest lists as one entry).
 */
export type ExamplesOf = (symbol: string, withMembers: boolean) => readonly DigestExample[];

export type DigestOptions = {
  packageName: string;
  version: string;
  /** The class whose methods are grouped by task rather than listed alphabetically. */
  mainClass: string;
  mainClassGroups: readonly MethodGroup[];
  /** Export name -> the release that added it, as the digest says it (e.g. "10.0.1"). */
  addedIn?: Readonly<Record<string, string>>;
  /** The guides' executed samples of each symbol, listed under its entry. */
  examples?: ExamplesOf;
};

/** How many examples an entry lists; the rest are counted, and the symbol's API page lists them all. */
const EXAMPLES_PER_ENTRY = 3;

const noExamples: ExamplesOf = () => [];

/** The entry's lines, then an indented line of the samples that use `symbol`, when any do. */
function withExamples(lines: string[], symbol: string, examples: ExamplesOf, withMembers = false): string[] {
  const found = examples(symbol, withMembers);
  if (found.length === 0) return lines;
  const links = found.slice(0, EXAMPLES_PER_ENTRY).map(({text, url}) => `[${text.replace(/[[\]]/g, '\\$&')}](${url})`);
  const more = found.length > EXAMPLES_PER_ENTRY ? ` and ${found.length - EXAMPLES_PER_ENTRY} more` : '';
  return [...lines, `  Examples: ${links.join(', ')}${more}`];
}

/** Says which release added an export: under a section's heading, or at the end of an entry's line. */
function withAddedIn(rendered: string, version: string | undefined): string {
  if (!version) return rendered;
  const lineEnd = rendered.indexOf('\n');
  const [first, rest] = lineEnd === -1 ? [rendered, ''] : [rendered.slice(0, lineEnd), rendered.slice(lineEnd)];
  return first.startsWith('#') ? `${first}\n\nAdded in ${version}.${rest}` : `${first} (added in ${version})${rest}`;
}

/**
 * The project the API reference's TypeDoc run converted (plugins/api-reference/converted-project.ts), revived
 * from its JSON model: reading it takes a fraction of a second, converting the declarations again several.
 */
export async function readConvertedProject(file: string): Promise<ProjectReflection> {
  const app = await Application.bootstrap({logLevel: 'Error'});
  const json = JSON.parse(await readFile(file, 'utf8')) as JSONOutput.ProjectReflection;
  return app.deserializer.reviveProject(json.name, json, {projectRoot: normalizePath(process.cwd()), registry: new FileRegistry()});
}

function docLine(reflection: {comment?: Comment}): string {
  const summary = reflection.comment ? Comment.combineDisplayParts(reflection.comment.summary) : '';
  const deprecated = reflection.comment?.getTag('@deprecated');
  const text = oneLine(summary.replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '`$1`'));
  if (!deprecated) return text;
  return `Deprecated${deprecated.content.length ? `: ${oneLine(Comment.combineDisplayParts(deprecated.content))}` : '.'}${text ? ` ${text}` : ''}`;
}

/** A type as TypeScript prints it, minus the default type argument TS 5.7+ adds to every typed array. */
const typeText = (type: {toString(): string} | undefined) =>
  type === undefined ? 'unknown' : type.toString().replace(/<ArrayBufferLike>/g, '');

const typeParameters = (params: readonly TypeParameterReflection[] | undefined) =>
  params?.length ? `<${params.map((param) => param.name).join(', ')}>` : '';

function parameter(param: ParameterReflection): string {
  const rest = param.flags.isRest ? '...' : '';
  const optional = param.flags.isOptional || param.defaultValue !== undefined ? '?' : '';
  return `${rest}${param.name}${optional}: ${typeText(param.type)}`;
}

export function signatureText(signature: SignatureReflection, prefix = ''): string {
  const params = (signature.parameters ?? []).map(parameter).join(', ');
  if (signature.kind === ReflectionKind.ConstructorSignature) {
    return `new ${signature.parent.parent?.name ?? signature.name}${typeParameters(signature.typeParameters)}(${params})`;
  }
  return `${prefix}${signature.name}${typeParameters(signature.typeParameters)}(${params}): ${signature.type ? typeText(signature.type) : 'void'}`;
}

const entry = (code: string, doc: string) => `- \`${code}\`${doc ? ` — ${doc}` : ''}`;

function signatureEntries(member: DeclarationReflection, prefix = ''): string[] {
  return (member.signatures ?? []).map((signature) =>
    entry(signatureText(signature, prefix), docLine(signature.comment ? signature : member)),
  );
}

function propertyText(member: DeclarationReflection, prefix = ''): string {
  const readonly = member.flags.isReadonly ? 'readonly ' : '';
  const optional = member.flags.isOptional ? '?' : '';
  return `${prefix}${readonly}${member.name}${optional}: ${typeText(member.type)}`;
}

/** Own public members of a class or interface; inherited ones are listed on the type they come from. */
function ownMembers(reflection: DeclarationReflection): DeclarationReflection[] {
  return (reflection.children ?? []).filter((member) => !member.inheritedFrom && !member.name.startsWith('#'));
}

function memberLines(member: DeclarationReflection): string[] {
  const prefix = member.flags.isStatic ? 'static ' : '';
  if (member.kindOf(ReflectionKind.Constructor)) return signatureEntries(member);
  if (member.kindOf(ReflectionKind.Method)) return signatureEntries(member, prefix);
  if (member.kindOf(ReflectionKind.Accessor)) {
    const getter = member.getSignature;
    return [entry(`${prefix}get ${member.name}: ${typeText(getter?.type)}`, docLine(getter?.comment ? getter : member))];
  }
  return [entry(propertyText(member, prefix), docLine(member))];
}

const memberEntries = (owner: DeclarationReflection, examples: ExamplesOf) => (member: DeclarationReflection) =>
  withExamples(memberLines(member), `${owner.name}.${member.name}`, examples);

function classSection(reflection: DeclarationReflection, examples: ExamplesOf): string {
  const lines = [`### ${reflection.name}`];
  const doc = docLine(reflection);
  if (doc) lines.push('', doc);
  const members = ownMembers(reflection).flatMap(memberEntries(reflection, examples));
  if (members.length) lines.push('', ...members);
  return lines.join('\n');
}

function mainClassSection(reflection: DeclarationReflection, groups: readonly MethodGroup[], examples: ExamplesOf): string {
  const members = ownMembers(reflection);
  const methods = new Map(members.filter((member) => member.kindOf(ReflectionKind.Method)).map((m) => [m.name, m]));
  const grouped = new Set(groups.flatMap((group) => group.methods));
  const unknown = [...grouped].filter((name) => !methods.has(name));
  if (unknown.length) {
    throw new Error(
      `The ${reflection.name} method groups name methods the package does not have: ${unknown.join(', ')}. ` +
        'Update the groups to the installed version.',
    );
  }
  const lines = [`## ${reflection.name}`, '', docLine(reflection)];
  const constructorAndFields = members
    .filter((member) => !member.kindOf(ReflectionKind.Method))
    .flatMap(memberEntries(reflection, examples));
  lines.push('', ...constructorAndFields);
  const instance = reflection.name.charAt(0).toLowerCase() + reflection.name.slice(1);
  const sections = [...groups];
  const ungrouped = [...methods.keys()].filter((name) => !grouped.has(name)).sort();
  if (ungrouped.length) sections.push({title: 'Other methods', methods: ungrouped});
  for (const group of sections) {
    lines.push('', `### ${group.title}`, '');
    lines.push(
      ...group.methods.flatMap((name) =>
        withExamples(signatureEntries(methods.get(name)!, `${instance}.`), `${reflection.name}.${name}`, examples),
      ),
    );
  }
  return lines.join('\n');
}

function interfaceSection(reflection: DeclarationReflection): string {
  const doc = docLine(reflection);
  const members = ownMembers(reflection).map((member) =>
    member.signatures ? member.signatures.map((signature) => signatureText(signature)).join('; ') : propertyText(member),
  );
  const parents = reflection.extendedTypes?.length ? ` extends ${reflection.extendedTypes.join(', ')}` : '';
  return entry(`interface ${reflection.name}${parents} { ${members.join('; ')} }`, doc);
}

function enumSection(reflection: DeclarationReflection): string {
  const members = (reflection.children ?? []).map((member) => `${member.name} = ${member.type?.toString()}`);
  return entry(`enum ${reflection.name} { ${members.join(', ')} }`, docLine(reflection));
}

function variableSection(reflection: DeclarationReflection): string {
  const type = typeText(reflection.type);
  const {defaultValue} = reflection;
  const value = defaultValue && defaultValue !== type && defaultValue.length <= 80 ? ` = ${defaultValue}` : '';
  return entry(`const ${reflection.name}: ${type}${value}`, docLine(reflection));
}

function typeAliasSection(reflection: DeclarationReflection): string {
  return entry(`type ${reflection.name}${typeParameters(reflection.typeParameters)} = ${typeText(reflection.type)}`, docLine(reflection));
}

function namespaceSection(reflection: DeclarationReflection, examples: ExamplesOf): string {
  const lines = [`### ${reflection.name}`];
  const doc = docLine(reflection);
  if (doc) lines.push('', doc);
  lines.push('', ...(reflection.children ?? []).flatMap((member) => renderExport(member, examples, `${reflection.name}.`)));
  return lines.join('\n');
}

/** An export's entry (`prefix` is its namespace's name and a dot), with the samples that use it or its members. */
function renderExport(reflection: DeclarationReflection, examples: ExamplesOf, prefix = ''): string[] {
  const symbol = `${prefix}${reflection.name}`;
  if (reflection.kindOf(ReflectionKind.Function)) return withExamples(signatureEntries(reflection, prefix), symbol, examples);
  if (reflection.kindOf(ReflectionKind.Variable)) return withExamples([variableSection(reflection)], symbol, examples);
  if (reflection.kindOf(ReflectionKind.Interface)) return withExamples([interfaceSection(reflection)], symbol, examples, true);
  if (reflection.kindOf(ReflectionKind.TypeAlias)) return withExamples([typeAliasSection(reflection)], symbol, examples, true);
  if (reflection.kindOf(ReflectionKind.Enum)) return withExamples([enumSection(reflection)], symbol, examples, true);
  return [entry(symbol, docLine(reflection))];
}

/** Kinds in the order the digest lists them, with their section titles. */
const KIND_SECTIONS: {title: string; kind: ReflectionKind; render: (r: DeclarationReflection, examples: ExamplesOf) => string}[] = [
  {title: 'Classes', kind: ReflectionKind.Class, render: classSection},
  {title: 'Functions', kind: ReflectionKind.Function, render: (r, examples) => renderExport(r, examples).join('\n')},
  {title: 'Namespaces', kind: ReflectionKind.Namespace, render: namespaceSection},
  {title: 'Enumerations', kind: ReflectionKind.Enum, render: (r, examples) => renderExport(r, examples).join('\n')},
  {title: 'Interfaces', kind: ReflectionKind.Interface, render: (r, examples) => renderExport(r, examples).join('\n')},
  {title: 'Type aliases', kind: ReflectionKind.TypeAlias, render: (r, examples) => renderExport(r, examples).join('\n')},
  {title: 'Variables', kind: ReflectionKind.Variable, render: (r, examples) => renderExport(r, examples).join('\n')},
];

export function renderApiDigest(project: ProjectReflection, options: DigestOptions): string {
  const examples = options.examples ?? noExamples;
  const exports = (project.children ?? []).slice().sort((a, b) => a.name.localeCompare(b.name));
  const mainClass = exports.find((reflection) => reflection.name === options.mainClass);
  if (!mainClass) throw new Error(`${options.packageName} exports no ${options.mainClass}.`);
  const parts = [
    `# ${options.packageName} ${options.version}: API digest`,
    `Every export of ${options.packageName} ${options.version} with its signature and a one-line description, ` +
      `grouped by kind; the methods of \`${options.mainClass}\` are grouped by task. Optional parameters end in "?".`,
    withAddedIn(mainClassSection(mainClass, options.mainClassGroups, examples), options.addedIn?.[mainClass.name]),
  ];
  const listed = new Set([mainClass]);
  for (const section of KIND_SECTIONS) {
    const members = exports.filter((reflection) => reflection.kindOf(section.kind) && !listed.has(reflection));
    if (members.length === 0) continue;
    members.forEach((reflection) => listed.add(reflection));
    const separator = section.kind === ReflectionKind.Class || section.kind === ReflectionKind.Namespace ? '\n\n' : '\n';
    const rendered = members.map((reflection) => withAddedIn(section.render(reflection, examples), options.addedIn?.[reflection.name]));
    parts.push(`## ${section.title}\n\n${rendered.join(separator)}`);
  }
  const unlisted = exports.filter((reflection) => !listed.has(reflection));
  if (unlisted.length) {
    const rendered = unlisted.map((reflection) =>
      withAddedIn(renderExport(reflection, examples).join('\n'), options.addedIn?.[reflection.name]),
    );
    parts.push(`## Other exports\n\n${rendered.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * One-line descriptions of every export and namespace member by name, for the API entries of llms.txt: the
 * generated pages have no description of their own, so Docusaurus falls back to their first heading.
 */
export function exportSummaries(project: ProjectReflection): Map<string, string> {
  const summaries = new Map<string, string>();
  const add = (reflection: DeclarationReflection) => {
    const owner = reflection.signatures?.find((signature) => signature.comment) ?? reflection;
    const line = docLine(owner);
    if (line && !summaries.has(reflection.name)) summaries.set(reflection.name, line);
  };
  for (const reflection of project.children ?? []) {
    add(reflection);
    if (reflection.kindOf(ReflectionKind.Namespace)) (reflection.children ?? []).forEach(add);
  }
  return summaries;
}
