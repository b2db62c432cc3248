/**
 * Doc ids named in sidebars.ts that no document has. Docusaurus fails on them too, but names only the file;
 * this names the line. The sidebars are loaded and normalised by the docs plugin's own code, and the line is
 * that of the string literal in the source.
 */
import {readFileSync} from 'node:fs';
import {loadSidebarsFile} from '@docusaurus/plugin-content-docs/lib/sidebars/index.js';
import {normalizeSidebars} from '@docusaurus/plugin-content-docs/lib/sidebars/normalization.js';
import type {NormalizedSidebarItem} from '@docusaurus/plugin-content-docs/lib/sidebars/types.js';
import ts from 'typescript';
import type {Problem} from './problems';

function namedDocIds(items: NormalizedSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...namedDocIds(item.items)];
  });
}

/** 1-based lines of the string literals in a TypeScript source whose value is `value`. */
function linesOfString(source: string, value: string): number[] {
  const sourceFile = ts.createSourceFile('sidebars.ts', source, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && node.text === value) {
      lines.push(sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return lines;
}

/** `file` is the site-relative path for messages; `isDocId` tells the ids of the documents. */
export async function checkSidebars(sidebarsPath: string, file: string, isDocId: (id: string) => boolean): Promise<Problem[]> {
  const sidebars = normalizeSidebars(await loadSidebarsFile(sidebarsPath));
  const source = readFileSync(sidebarsPath, 'utf8');
  const unknown = [...new Set(Object.values(sidebars).flatMap(namedDocIds))].filter((id) => !isDocId(id));
  return unknown.map((id) => ({
    file,
    line: linesOfString(source, id)[0] ?? 1,
    message: `sidebar item "${id}": no document has this id (a doc's id is its path under docs/ without the extension, or its \`id\` front matter)`,
  }));
}
