/**
 * Which API reference page a hovered name belongs to. Twoslash reports a hover as TypeScript's quick info
 * text, e.g. `(alias) class Bee`, `(method) Bee.uploadData(...)` or `(property) UploadResult.reference: ...`;
 * names exported by bee-js link to their page under /docs/api/, members to their heading there.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {declaredExports, type ExportKind} from '../bee-js-api/exports';
import {SITE_DIR} from '../shared/site-dir';

/** Where the API reference plugin writes TypeDoc's markdown during the build. */
export const API_DOCS_DIR = path.join(SITE_DIR, 'docs', 'api');

export type ExportKinds = ReadonlyMap<string, ExportKind>;

let installedExports: ExportKinds | undefined;

/** The pinned bee-js's exports and the reference folder of each (read once per build). */
export function beeJsExports(): ExportKinds {
  installedExports ??= new Map(declaredExports().map(({name, kind}) => [name, kind]));
  return installedExports;
}

/** A member's heading in TypeDoc's markdown: its name, then `()` for a method or `?` when optional. */
const MEMBER_HEADING = /^### (\w+)(?:\(\))?\??\s*$/gm;
const documentedMembers = new Map<string, Set<string>>();

/**
 * Members with a heading of their own on the owner's page (read from the generated markdown in docs/api/, which
 * the API reference plugin writes before pages are compiled). Some members, such as those TypeDoc leaves out,
 * have none: those link to the owner's page. Docusaurus's heading ids are the lower-cased names.
 */
function memberAnchors(apiDocsDir: string, kind: ExportKind, owner: string): Set<string> {
  const page = path.join(apiDocsDir, kind, `${owner}.md`);
  let anchors = documentedMembers.get(page);
  if (!anchors) {
    const markdown = readFileSync(page, 'utf8');
    anchors = new Set([...markdown.matchAll(MEMBER_HEADING)].map((match) => match[1]!.toLowerCase()));
    documentedMembers.set(page, anchors);
  }
  return anchors;
}

/** Members of these have their own heading on the owner's page. */
const PAGES_WITH_MEMBERS = new Set<ExportKind>(['classes', 'interfaces']);

const MEMBER = /^\((?:method|property|getter|setter)\) (\w+)\.(\w+)\b/;
const ALIAS = /^\(alias\) /;

/** Site path (without base URL) of the API page for a hover's quick info text, or null for anything else. */
export function apiPathFor(quickInfo: string, target: string, exports: ExportKinds, apiDocsDir = API_DOCS_DIR): string | null {
  const member = MEMBER.exec(quickInfo);
  if (member) {
    const [, owner, name] = member as unknown as [string, string, string];
    const kind = exports.get(owner);
    if (!kind || !PAGES_WITH_MEMBERS.has(kind)) return null;
    const anchor = name.toLowerCase();
    return `/docs/api/${kind}/${owner}/${memberAnchors(apiDocsDir, kind, owner).has(anchor) ? `#${anchor}` : ''}`;
  }
  if (!ALIAS.test(quickInfo)) return null;
  const kind = exports.get(target);
  return kind ? `/docs/api/${kind}/${target}/` : null;
}
