/**
 * Writes the MCP server's package after the build: the server bundled with its dependencies (esbuild; nothing
 * is installed when a reader runs it) and the snapshot it serves, packed as `npm pack` packs a package into
 * `<outDir>/mcp/bee-js-docs-mcp.tgz`, so that `npx -y <site>/mcp/bee-js-docs-mcp.tgz` starts it with no
 * registry and no network.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {gzip} from 'node:zlib';
import {build} from 'esbuild';
import ts from 'typescript';
import {COMPILER_OPTIONS} from '../shared/sample-compiler-options';
import {assistantMarkdown} from './markdown';
import {LIB_DIR} from './server/check-code';
import {DATA_FILES, type Snapshot, type SnapshotPage, type TypeFiles} from './server/snapshot';

const gzipAsync = promisify(gzip);
const text = (value: string) => new TextEncoder().encode(value);
/** The time stamp `npm pack` gives every file, 1985-10-26 08:15 UTC. */
const NPM_PACK_TIME = new Date(Date.UTC(1985, 9, 26, 8, 15));
/** The server's file, the package's bin. */
const SERVER_FILE = 'server.cjs';

export const PACKAGE_NAME = 'bee-js-docs-mcp';
/** Where the tarball lands, relative to the build's output folder. */
export const TARBALL_PATH = `mcp/${PACKAGE_NAME}.tgz`;
/** The llms files the server serves as pages and resources (plugins/llms-txt's OUTPUT_FILES). */
const LLMS_FILES = ['llms.txt', 'llms-full.txt', 'llms-api.txt'];

/**
 * Every `.md` twin under the output folder (plugins/llms-txt writes one `index.md` beside each doc page's HTML),
 * as plain Markdown with its sections (./markdown.ts).
 */
export function readPages(outDir: string, titles: ReadonlyMap<string, string>): SnapshotPage[] {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file === 'index.md' || file.endsWith('/index.md'),
  );
  return files.sort().map((file) => {
    const route = file.slice(0, -'index.md'.length);
    const {markdown, sections} = assistantMarkdown(readFileSync(path.join(outDir, file), 'utf8'));
    const title = titles.get(`/${route}`) ?? /^# (.+)$/m.exec(markdown)?.[1] ?? route;
    return {route, title, markdown, sections};
  });
}

export function readLlmsFiles(outDir: string): Record<string, string> {
  const present = LLMS_FILES.filter((file) => existsSync(path.join(outDir, file)));
  return Object.fromEntries(present.map((file) => [file, assistantMarkdown(readFileSync(path.join(outDir, file), 'utf8')).markdown]));
}

/** Declaration files a program can hold: TypeScript leaves a module that resolves to JavaScript untyped. */
const DECLARATION = /\.d\.[cm]?ts$/;

/**
 * The files a program of `import … from '@ethersphere/bee-js'` reads under COMPILER_OPTIONS: its libraries, Node.js's
 * types, bee-js's declarations and the package.json files that lead to them. Found as TypeScript's program finds them,
 * from each file's references (ts.preProcessFile, a scan without a syntax tree), without parsing or type-checking the
 * files: a program here held every declaration's syntax tree while the llms files and the search index were written.
 */
export function filesToShip(siteDir: string): TypeFiles {
  const read = new Map<string, string>();
  const host: ts.ModuleResolutionHost = {
    fileExists: ts.sys.fileExists,
    directoryExists: ts.sys.directoryExists,
    realpath: ts.sys.realpath,
    getCurrentDirectory: () => siteDir,
    readFile: (fileName) => {
      const text = ts.sys.readFile(fileName);
      if (text !== undefined) read.set(fileName, text);
      return text;
    },
  };
  const resolveTypes = (name: string, from: string) =>
    ts.resolveTypeReferenceDirective(name, from, COMPILER_OPTIONS, host).resolvedTypeReferenceDirective?.resolvedFileName;
  const resolveModule = (name: string, from: string) =>
    ts.resolveModuleName(name, from, COMPILER_OPTIONS, host).resolvedModule?.resolvedFileName;
  const libDir = path.dirname(ts.getDefaultLibFilePath(COMPILER_OPTIONS));
  const visited = new Set<string>();
  const visit = (fileName: string | undefined) => {
    if (fileName === undefined || !DECLARATION.test(fileName) || visited.has(fileName)) return;
    visited.add(fileName);
    const text = host.readFile(fileName);
    if (text === undefined) throw new Error(`check_code's files: ${fileName} is referenced but does not exist`);
    const {importedFiles, referencedFiles, typeReferenceDirectives, libReferenceDirectives} = ts.preProcessFile(text, true);
    for (const lib of libReferenceDirectives) visit(path.join(libDir, `lib.${lib.fileName.toLowerCase()}.d.ts`));
    for (const reference of referencedFiles) visit(path.resolve(path.dirname(fileName), reference.fileName));
    for (const type of typeReferenceDirectives) visit(resolveTypes(type.fileName, fileName));
    for (const imported of importedFiles) visit(resolveModule(imported.fileName, fileName));
  };
  const probe = path.join(siteDir, '__check_code__.ts');
  for (const lib of COMPILER_OPTIONS.lib ?? []) visit(path.join(libDir, lib));
  for (const type of COMPILER_OPTIONS.types ?? []) visit(resolveTypes(type, probe));
  visit(resolveModule('@ethersphere/bee-js', probe));
  // With the automatic JSX runtime, TypeScript gives every module an implicit import of it.
  if (COMPILER_OPTIONS.jsx === ts.JsxEmit.ReactJSX)
    visit(resolveModule(`${COMPILER_OPTIONS.jsxImportSource ?? 'react'}/jsx-runtime`, probe));
  const files: TypeFiles = {};
  for (const [fileName, text] of read) {
    if (fileName.startsWith(`${libDir}/`)) files[`${LIB_DIR}${fileName.slice(libDir.length + 1)}`] = text;
    else if (fileName.startsWith(`${siteDir}/node_modules/`)) files[fileName.slice(siteDir.length + 1)] = text;
  }
  return files;
}

/** The package's files by path inside it, waiting for the snapshot (`packServerPackage`). */
export type PreparedPackage = Map<string, Uint8Array>;

/**
 * The part of the package that needs neither the search index nor the llms files: its package.json, the server
 * bundled with its dependencies, and the type files `check_code` compiles against. Made while they are written.
 */
export async function prepareServerPackage({
  siteDir,
  version,
  site,
}: {
  siteDir: string;
  version: string;
  site: Snapshot['site'];
}): Promise<PreparedPackage> {
  const sitePackage = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const bundled = ['@modelcontextprotocol/sdk', 'typescript', 'zod'];
  const manifest = {
    name: PACKAGE_NAME,
    version,
    description: `MCP server of the bee-js documentation (${site.url}): search, pages, symbols, Bee's behaviour and type checks against @ethersphere/bee-js ${site.beeJsVersion}, offline.`,
    license: 'BSD-3-Clause',
    bin: {[PACKAGE_NAME]: SERVER_FILE},
    engines: {node: '>=20.11'},
    // Bundled into server.cjs at these exact versions, so the package has no dependencies to install.
    bundledVersions: Object.fromEntries(bundled.map((name) => [name, sitePackage.dependencies[name]])),
  };
  // esbuild bundles in its own process while this thread collects the type files.
  const bundle = build({
    entryPoints: [path.join(__dirname, 'server', 'main.ts')],
    outfile: SERVER_FILE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    banner: {js: '#!/usr/bin/env node'},
    define: {SERVER_VERSION: JSON.stringify(version)},
    logLevel: 'warning',
  });
  const types = text(JSON.stringify(filesToShip(siteDir)));
  const [server] = (await bundle).outputFiles;
  return new Map([
    ['package.json', text(`${JSON.stringify(manifest, null, 2)}\n`)],
    [SERVER_FILE, server!.contents],
    [`data/${DATA_FILES.types}`, types],
  ]);
}

/**
 * The package as `npm pack` writes it: every file under `package/`, the bin executable, npm's fixed time stamp
 * (so that the same files give the same tarball), gzipped.
 */
export async function tarball(files: PreparedPackage): Promise<Buffer> {
  const {packTar} = await import('modern-tar');
  const entries = [...files].map(([name, body]) => ({
    header: {
      name: `package/${name}`,
      type: 'file' as const,
      size: body.byteLength,
      mode: name === SERVER_FILE ? 0o755 : 0o644,
      mtime: NPM_PACK_TIME,
    },
    body,
  }));
  // zlib's default level: this is a build's last step, and it takes 0.34 s for 2,563,046 bytes where npm pack's
  // level 9 took 0.59 s for 2,549,354.
  return gzipAsync(await packTar(entries));
}

/** Adds the snapshot and the search index to the prepared package and writes its tarball to TARBALL_PATH. */
export async function packServerPackage(
  prepared: PreparedPackage,
  {outDir, snapshot, searchIndexFile}: {outDir: string; snapshot: Snapshot; searchIndexFile: string},
): Promise<string> {
  const files = new Map(prepared)
    .set(`data/${DATA_FILES.snapshot}`, text(JSON.stringify(snapshot)))
    .set(`data/${DATA_FILES.searchIndex}`, readFileSync(searchIndexFile));
  const file = path.join(outDir, TARBALL_PATH);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, await tarball(files));
  return file;
}

export const fileSize = (file: string) => statSync(file).size;
