/**
 * Where "Examples in the guides" go: under each class member, and at the end of each function, interface, type
 * alias, enumeration and constant page. TypeDoc writes a placeholder tag there, which the page's compile fills
 * from the sample catalogue (plugins/samples/guide-examples.ts, through ../remark-guide-examples.ts): TypeDoc's
 * output then depends on bee-js alone, and its cache survives an edit of a guide.
 */
import path from 'node:path';
import {type DeclarationReflection, type Reflection, ReflectionKind} from 'typedoc';

/** EXAMPLES_PLACEHOLDER of plugins/samples/guide-examples.ts: TypeDoc's plugin loads no module of the site's. */
export const EXAMPLES_PLACEHOLDER = 'GuideExamples';

/** Where the reference's pages are, relative to the site. */
const REFERENCE_DIR = 'docs/api';

/** The placeholder of `symbol`'s section on the page at `pageUrl` (TypeDoc's URL, relative to the reference). */
export function examplesPlaceholder(symbol: string, pageUrl: string, level: number, {members}: {members: boolean}): string {
  const page = path.posix.join(REFERENCE_DIR, pageUrl);
  return `<${EXAMPLES_PLACEHOLDER} symbol="${symbol}" page="${page}" level="${level}"${members ? ' members' : ''} />`;
}

/** A class member's placeholder (the member's own heading level plus one), or null for anything else. */
export function memberExamples(model: DeclarationReflection, pageUrl: string): string | null {
  const owner = model.parent;
  if (!owner?.kindOf(ReflectionKind.Class)) return null;
  return examplesPlaceholder(`${owner.name}.${model.name}`, pageUrl, 4, {members: false});
}

/** Page kinds with one section at their end; an interface, type or enumeration counts uses of its members too. */
const PAGE_KINDS = ReflectionKind.Function | ReflectionKind.Variable;
const PAGE_KINDS_WITH_MEMBERS = ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Enum;

/** The placeholder at the end of a function, constant, interface, type alias or enumeration page, or null for other pages. */
export function pageExamples(model: Reflection, pageUrl: string): string | null {
  if (!model.kindOf(PAGE_KINDS | PAGE_KINDS_WITH_MEMBERS)) return null;
  const name = model.parent?.kindOf(ReflectionKind.Namespace) ? `${model.parent.name}.${model.name}` : model.name;
  return examplesPlaceholder(name, pageUrl, 2, {members: model.kindOf(PAGE_KINDS_WITH_MEMBERS)});
}
