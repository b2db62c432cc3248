/** Where TypeDoc puts each page: the site's routes, and the sidebar's folders. */
import {type Reflection, ReflectionKind} from 'typedoc';
import {MemberRouter} from 'typedoc-plugin-markdown';

/** Also the theme's name. typedoc-options.ts sets both options to it. */
export const ROUTER_NAME = 'bee-js-api';

/** Sidebar subcategories in the order readers look for them; the key is TypeDoc's folder name. */
export const KIND_FOLDERS = [
  {folder: 'namespaces', label: 'Namespaces'},
  {folder: 'enumerations', label: 'Enumerations'},
  {folder: 'classes', label: 'Classes'},
  {folder: 'interfaces', label: 'Interfaces'},
  {folder: 'type-aliases', label: 'Type Aliases'},
  {folder: 'variables', label: 'Variables'},
  {folder: 'functions', label: 'Functions'},
] as const;

/**
 * Puts namespace members directly in the namespace's folder (`namespaces/Utils/getStampCost.md`), as the
 * site's routes have them. The stock member router nests them one level deeper, under the package scope and
 * a kind folder (`@ethersphere/namespaces/Utils/functions/getStampCost.md`).
 */
export class ApiRouter extends MemberRouter {
  override getIdealBaseName(reflection: Reflection): string {
    if (reflection.kindOf(ReflectionKind.Namespace)) {
      return `namespaces/${this.getReflectionAlias(reflection)}/${this.entryFileName}`;
    }
    if (reflection.parent?.kindOf(ReflectionKind.Namespace)) {
      return `namespaces/${this.getReflectionAlias(reflection.parent)}/${this.getReflectionAlias(reflection)}`;
    }
    return super.getIdealBaseName(reflection);
  }
}
