/**
 * Where bee-js's declarations are and which reference folder each of its exports belongs in: the knowledge the
 * export list (./exports.ts) and the API history (./api-history.ts) share.
 */
import path from 'node:path';
import ts from 'typescript';

export const BEE_JS_PACKAGE = '@ethersphere/bee-js';

export type ExportKind = 'classes' | 'enumerations' | 'functions' | 'interfaces' | 'namespaces' | 'type-aliases' | 'variables';

/** Re-exports of another package's symbols (bee-js re-exports cafe-utility's MerkleTree). */
export type HistoryExportKind = ExportKind | 'external';

/** The reference folder of an export, from its resolved symbol; 'external' when it cannot be resolved. */
export function exportKindOf(flags: ts.SymbolFlags): HistoryExportKind {
  if (flags & ts.SymbolFlags.Class) return 'classes';
  if (flags & ts.SymbolFlags.Enum) return 'enumerations';
  if (flags & ts.SymbolFlags.Function) return 'functions';
  if (flags & ts.SymbolFlags.Interface) return 'interfaces';
  if (flags & ts.SymbolFlags.Module) return 'namespaces';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type-aliases';
  if (flags & ts.SymbolFlags.Variable) return 'variables';
  return 'external';
}

/** The declaration entry of the installed bee-js. */
export function installedEntry(): string {
  const packageDir = path.join(path.dirname(require.resolve(BEE_JS_PACKAGE)), '..', '..');
  return path.join(packageDir, 'dist', 'types', 'index.d.ts');
}
