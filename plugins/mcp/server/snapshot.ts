/**
 * What the MCP server serves, as the build writes it into the package (../plugin.ts) and the server reads it
 * back: the pages' `.md` twins and the llms files (plugins/llms-txt), the search index file the modal loads
 * (plugins/search), bee-js's symbols (../symbols.ts, with the samples that use each) and the declaration files
 * check_code compiles against. The bee-behaviour module and the search engine are code, bundled into the server.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from '../../../src/search/search-index';

/** An executed sample that uses a symbol (plugins/samples/symbol-uses.ts), with the address of its block. */
export type SymbolSample = {page: string; heading: string | null; url?: string; code?: string};

export type SymbolEntry = {
  /** As the API reference and the sample index name it: `Bee`, `Bee.uploadFile`, `Utils.getStampCost`. */
  name: string;
  /** The API reference's folder of an export (`classes`, `functions`…), or `member`. */
  kind: string;
  /** Each declaration (overload) as one line of TypeScript. */
  declarations: string[];
  summary: string;
  addedIn?: string;
  /** Releases that changed the call's shape, each with the declaration before it. */
  changedIn?: {version: string; before: string}[];
  /** The page of the API reference, with the member's anchor. */
  page?: string;
  /** An export's members, by their own names. */
  members?: string[];
  samples?: SymbolSample[];
};

/** A heading of a page's Markdown: the id its HTML gives it (the URL fragment), its level, where it starts. */
export type PageSection = {id: string; heading: string; level: number; start: number};

export type SnapshotPage = {
  /** Under the site's base URL, without a leading slash: `docs/storage/`. */
  route: string;
  title: string;
  markdown: string;
  sections?: PageSection[];
};

export type Snapshot = {
  site: {title: string; url: string; beeJsVersion: string};
  pages: SnapshotPage[];
  /** llms.txt, llms-full.txt, llms-api.txt by name. */
  files: Record<string, string>;
  symbols: SymbolEntry[];
};

/** The declaration files check_code needs, by path under a virtual root: `node_modules/…` and `lib/lib.*.d.ts`. */
export type TypeFiles = Record<string, string>;

export const DATA_FILES = {snapshot: 'snapshot.json', searchIndex: SEARCH_INDEX_PATH, types: 'types.json'} as const;

export function readSnapshot(dataDir: string): Snapshot {
  return JSON.parse(readFileSync(path.join(dataDir, DATA_FILES.snapshot), 'utf8')) as Snapshot;
}

export function readSearchIndex(dataDir: string): SearchIndexFile {
  return JSON.parse(gunzipSync(readFileSync(path.join(dataDir, DATA_FILES.searchIndex))).toString('utf8')) as SearchIndexFile;
}

export function readTypeFiles(dataDir: string): TypeFiles {
  return JSON.parse(readFileSync(path.join(dataDir, DATA_FILES.types), 'utf8')) as TypeFiles;
}
