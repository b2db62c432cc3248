/**
 * The anchors of members in the API reference, read from TypeDoc's JSON model of bee-js (./converted-project.ts)
 * rather than from the markdown TypeDoc writes: each member's heading text as typedoc-plugin-markdown renders it
 * (its memberTitle partial), slugged in page order with Docusaurus's own slugger, as Docusaurus slugs headings.
 * Markup in a heading (`~~name()~~` for a deprecated member, `MINUS\_ONE`) is not part of its text, so it does
 * not change the anchor. tests/unit/api-exports.test.ts holds these anchors to the headings of every generated page.
 */
import {readFileSync} from 'node:fs';
import {createSlugger} from '@docusaurus/utils';
import type {JSONOutput} from 'typedoc';
import type {ExportKind} from './declarations';

/** TypeDoc's ReflectionKind values (part of its JSON schema) of the exports whose pages give members a heading. */
const PAGE_KINDS: ReadonlyMap<number, ExportKind> = new Map([
  [128, 'classes'],
  [256, 'interfaces'],
  [2097152, 'type-aliases'],
]);
const CONSTRUCTOR_KIND = 512;
/** The section TypeDoc puts a class's constructors in, before the other sections. */
const CONSTRUCTORS_TITLE = 'Constructors';

type Declaration = JSONOutput.DeclarationReflection;

/** A page of the reference by its path without extension, e.g. `classes/Bee`; then each member's anchor by name. */
export type MemberAnchors = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The text of a member's heading: its name, `()` after a method (anything with signatures), `?` when optional. */
function memberHeadingText(member: Declaration): string {
  return `${member.name}${member.signatures?.length ? '()' : ''}${member.flags.isOptional ? '?' : ''}`;
}

/** The properties of a member's object type (`response: {data; status}`), which the page lists under it. */
function objectTypeProperties(member: Declaration): Declaration[] {
  return member.type?.type === 'reflection' ? (member.type.declaration.children ?? []) : [];
}

/**
 * Member anchors of one page, slugged as the page's headings come: its title, its constructors (one heading,
 * the kind's name, per signature), then each section (TypeDoc's groups, or the categories the API reference
 * plugin gives the Bee class) and its members. An anchor takes a `-1` when an earlier heading has its text, as
 * Docusaurus numbers repeated headings.
 */
function pageAnchors(page: Declaration): Map<string, string> {
  const slugger = createSlugger();
  slugger.slug(page.name);
  const members = page.children ?? [];
  const anchors = new Map<string, string>();
  const constructor = members.find((member) => member.kind === CONSTRUCTOR_KIND);
  if (constructor) {
    slugger.slug(CONSTRUCTORS_TITLE);
    const [first] = (constructor.signatures ?? []).map(() => slugger.slug('Constructor'));
    if (first) anchors.set(constructor.name, first);
  }
  const byId = new Map(members.filter((member) => member.kind !== CONSTRUCTOR_KIND).map((member) => [member.id, member]));
  for (const section of page.categories ?? page.groups ?? []) {
    const sectionMembers = (section.children ?? []).flatMap((id) => byId.get(id) ?? []);
    if (sectionMembers.length === 0) continue;
    slugger.slug(section.title);
    for (const member of sectionMembers) {
      // Two members may differ only in case (`length`, `LENGTH`): each keeps its own heading's anchor.
      anchors.set(member.name, slugger.slug(memberHeadingText(member)));
      // An object type's properties are headed one level down, under the member.
      for (const property of objectTypeProperties(member)) slugger.slug(memberHeadingText(property));
    }
  }
  return anchors;
}

/** The member anchors of every page of the reference that gives its members headings. */
export function memberAnchors(project: JSONOutput.ProjectReflection): MemberAnchors {
  const pages = new Map<string, Map<string, string>>();
  for (const declaration of project.children ?? []) {
    const folder = PAGE_KINDS.get(declaration.kind);
    if (folder && declaration.children?.length) pages.set(`${folder}/${declaration.name}`, pageAnchors(declaration));
  }
  return pages;
}

const readAnchors = new Map<string, MemberAnchors>();

/** The member anchors from a TypeDoc JSON file, read once per file. */
export function memberAnchorsOf(projectFile: string): MemberAnchors {
  let anchors = readAnchors.get(projectFile);
  if (!anchors) {
    anchors = memberAnchors(JSON.parse(readFileSync(projectFile, 'utf8')) as JSONOutput.ProjectReflection);
    readAnchors.set(projectFile, anchors);
  }
  return anchors;
}
