/**
 * Writes the MCP server's package after the build: the server bundled with its dependencies (esbuild; nothing
 * is installed when a reader runs it) and the snapshot it serves, packed by npm as `<outDir>/mcp/bee-js-docs-mcp.tgz`,
 * so that `npx -y <site>/mcp/bee-js-docs-mcp.tgz` starts it with no registry and no network.
 */
import {execFile} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {build} from 'esbuild';
import ts from 'typescript';
import {COMPILER_OPTIONS} from '../shared/sample-compiler-options';
import {LIB_DIR} from './server/check-code';
import {DATA_FILES, type Snapshot, type SnapshotPage, type TypeFiles} from './server/snapshot';

const execFileAsync = promisify(execFile);

export const PACKAGE_NAME = 'bee-js-docs-mcp';
/** Where the tarball lands, relative to the build's output folder. */
export const TARBALL_PATH = `mcp/${PACKAGE_NAME}.tgz`;
/** The llms files the server serves as pages and resources (plugins/llms-txt's OUTPUT_FILES). */
const LLMS_FILES = ['llms.txt', 'llms-full.txt', 'llms-api.txt'];

/** Every `.md` twin under the output folder (plugins/llms-txt writes one `index.md` beside each doc page's HTML). */
export function readPages(outDir: string, titles: ReadonlyMap<string, string>): SnapshotPage[] {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file === 'index.md' || file.endsWith('/index.md'),
  );
  return files.sort().map((file) => {
    const route = file.slice(0, -'index.md'.length);
    const markdown = readFileSync(path.join(outDir, file), 'utf8');
    const title = titles.get(`/${route}`) ?? /^# (.+)$/m.exec(markdown)?.[1] ?? route;
    return {route, title, markdown};
  });
}

export function readLlmsFiles(outDir: string): Record<string, string> {
  return Object.fromEntries(
    LLMS_FILES.filter((file) => existsSync(path.join(outDir, file))).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]),
  );
}

/** The files a program of `import … from '@ethersphere/bee-js'` reads, as the build collects them to ship. */
export function filesToShip(siteDir: string): TypeFiles {
  const read = new Set<string>();
  const root = `${siteDir}/__check_code__.ts`;
  const base = ts.createCompilerHost(COMPILER_OPTIONS);
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (fileName) => fileName === root || base.fileExists(fileName),
    readFile: (fileName) => {
      if (fileName === root) return "import {Bee} from '@ethersphere/bee-js';\nexport const bee = new Bee('http://localhost:1633');\n";
      const text = base.readFile(fileName);
      if (text !== undefined) read.add(fileName);
      return text;
    },
    getSourceFile: (fileName, languageVersion) => {
      const text = host.readFile(fileName);
      return text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, true);
    },
  };
  const program = ts.createProgram({rootNames: [root], options: COMPILER_OPTIONS, host});
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length > 0)
    throw new Error(
      `check_code's probe does not compile: ${errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' ')).join('; ')}`,
    );
  const libDir = base.getDefaultLibLocation!();
  const files: TypeFiles = {};
  for (const fileName of read) {
    if (fileName.startsWith(`${libDir}/`)) files[`${LIB_DIR}${fileName.slice(libDir.length + 1)}`] = base.readFile(fileName)!;
    else if (fileName.startsWith(`${siteDir}/node_modules/`)) files[fileName.slice(siteDir.length + 1)] = base.readFile(fileName)!;
  }
  return files;
}

/** A package folder with the server bundled and the types written, waiting for the snapshot (`packServerPackage`). */
export type PreparedPackage = {work: string; packageDir: string; dataDir: string};

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
  const work = mkdtempSync(path.join(tmpdir(), 'bee-js-docs-mcp-'));
  const packageDir = path.join(work, 'package');
  const dataDir = path.join(packageDir, 'data');
  mkdirSync(dataDir, {recursive: true});
  try {
    const sitePackage = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const bundled = ['@modelcontextprotocol/sdk', 'typescript'];
    writeFileSync(
      path.join(packageDir, 'package.json'),
      `${JSON.stringify(
        {
          name: PACKAGE_NAME,
          version,
          description: `MCP server of the bee-js documentation (${site.url}): search, pages, symbols, Bee's behaviour and type checks against @ethersphere/bee-js ${site.beeJsVersion}, offline.`,
          license: 'BSD-3-Clause',
          bin: {[PACKAGE_NAME]: 'server.cjs'},
          engines: {node: '>=20.11'},
          // Bundled into server.cjs at these exact versions, so the package has no dependencies to install.
          bundledVersions: Object.fromEntries(bundled.map((name) => [name, sitePackage.dependencies[name]])),
        },
        null,
        2,
      )}\n`,
    );
    // esbuild bundles in its own process while this thread collects the type files.
    const bundle = build({
      entryPoints: [path.join(__dirname, 'server', 'main.ts')],
      outfile: path.join(packageDir, 'server.cjs'),
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
    writeFileSync(path.join(dataDir, DATA_FILES.types), JSON.stringify(filesToShip(siteDir)));
    await bundle;
    return {work, packageDir, dataDir};
  } catch (error) {
    rmSync(work, {recursive: true, force: true});
    throw error;
  }
}

/** Writes the snapshot and the search index into the prepared package, packs it and moves the tarball to TARBALL_PATH. */
export async function packServerPackage(
  {work, packageDir, dataDir}: PreparedPackage,
  {outDir, snapshot, searchIndexFile}: {outDir: string; snapshot: Snapshot; searchIndexFile: string},
): Promise<string> {
  try {
    writeFileSync(path.join(dataDir, DATA_FILES.snapshot), JSON.stringify(snapshot));
    copyFileSync(searchIndexFile, path.join(dataDir, DATA_FILES.searchIndex));
    const {stdout} = await execFileAsync('npm', ['pack', '--silent', '--pack-destination', work], {cwd: packageDir, encoding: 'utf8'});
    const tarball = path.join(outDir, TARBALL_PATH);
    mkdirSync(path.dirname(tarball), {recursive: true});
    // Copied, not renamed: the temporary folder may be on another file system.
    copyFileSync(path.join(work, stdout.trim().split('\n').at(-1)!), tarball);
    return tarball;
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

export const fileSize = (file: string) => statSync(file).size;
