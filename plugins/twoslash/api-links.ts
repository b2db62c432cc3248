/**
 * Which API reference page a hovered name belongs to. Twoslash reports a hover as TypeScript's quick info
 * text, e.g. `(alias) class Bee`, `(method) Bee.uploadData(...)` or `(property) UploadResult.reference: ...`;
 * names exported by bee-js link to their page under /docs/api/, members to their heading there.
 */
import {memberAnchorsOf} from '../bee-js-api/api-anchors';
import {siteConvertedProjectFile} from '../bee-js-api/converted-project';
import {declaredExports, type ExportKind} from '../bee-js-api/exports';

export type ExportKinds = ReadonlyMap<string, ExportKind>;

let installedExports: ExportKinds | undefined;

/** The pinned bee-js's exports and the reference folder of each (read once per build). */
export function beeJsExports(): ExportKinds {
  installedExports ??= new Map(declaredExports().map(({name, kind}) => [name, kind]));
  return installedExports;
}

const MEMBER = /^\((?:method|property|getter|setter)\) (\w+)\.(\w+)\b/;
const ALIAS = /^\(alias\) /;

/**
 * Site path (without base URL) of the API page for a hover's quick info text, or null for anything else. A
 * member links to its heading on its owner's page, found in TypeDoc's JSON of the build (`projectFile`, which
 * the API reference plugin writes before pages are compiled); a member without a heading of its own (one
 * TypeDoc leaves out) links to the page.
 */
export function apiPathFor(
  quickInfo: string,
  target: string,
  exports: ExportKinds,
  projectFile = siteConvertedProjectFile(),
): string | null {
  const member = MEMBER.exec(quickInfo);
  if (member) {
    const [, owner, name] = member as unknown as [string, string, string];
    const page = `${exports.get(owner)}/${owner}`;
    const anchors = exports.has(owner) ? memberAnchorsOf(projectFile).get(page) : undefined;
    if (!anchors) return null;
    const anchor = anchors.get(name);
    return `/docs/api/${page}/${anchor ? `#${anchor}` : ''}`;
  }
  if (!ALIAS.test(quickInfo)) return null;
  const kind = exports.get(target);
  return kind ? `/docs/api/${kind}/${target}/` : null;
}
