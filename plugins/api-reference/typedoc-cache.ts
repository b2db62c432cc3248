/**
 * TypeDoc's output for the build (the API reference's pages and the JSON model of converted-project.ts), kept in
 * node_modules/.cache/api-reference/ under a hash of all it is made from, so that a later build copies it instead
 * of converting bee-js again: CI builds the site three times (root, sub-path, hosted search), and the pages do not
 * depend on the base URL or the search. A build without the cache (a cold build) runs TypeDoc and fills it.
 *
 * What the hash covers: the options given to TypeDoc, the versions of bee-js and of TypeDoc and its plugins, and
 * every project module the options and the TypeDoc plugin load, as esbuild's metafile lists them. The guides are
 * not among them: their examples join the pages as the pages compile (./remark-guide-examples.ts).
 */
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {runTimeModules} from '../shared/run-time-modules';
import {SITE_DIR} from '../shared/site-dir';

export const TYPEDOC_CACHE_DIR = path.join(SITE_DIR, 'node_modules', '.cache', 'api-reference');

/** Packages whose code or types make the output. */
export const TYPEDOC_PACKAGES = [
  '@ethersphere/bee-js',
  'typescript',
  'typedoc',
  'typedoc-plugin-markdown',
  'typedoc-docusaurus-theme',
  'docusaurus-plugin-typedoc',
  // typedoc.tsconfig.json loads Node.js's types, which bee-js's declarations name (Readable).
  '@types/node',
];

/** The modules TypeDoc's run starts from: its options and its plugin. */
const ENTRIES = [path.join(__dirname, 'typedoc-options.ts'), path.join(__dirname, 'typedoc-plugin.mjs')];

/** Files read rather than imported: TypeDoc's compiler options. */
const READ_FILES = [path.join(__dirname, 'typedoc.tsconfig.json')];

/** Project files (relative to `root`) that the entries load at run time, and the files read beside them. */
function sourceFiles(root: string): string[] {
  const metafile = runTimeModules(ENTRIES, root);
  return [...Object.keys(metafile.inputs), ...READ_FILES.map((file) => path.relative(root, file))].sort();
}

const packageVersion = (root: string, name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

/** The hash of what TypeDoc's output is made from, given the options the build passes it. */
export function typedocCacheKey(options: object, root = SITE_DIR): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  for (const name of TYPEDOC_PACKAGES) hash.update(`\0${name}@${packageVersion(root, name)}`);
  for (const file of sourceFiles(root)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

export type TypedocOutputs = {out: string; projectFile: string};

/**
 * Leaves TypeDoc's outputs at `out` and `projectFile`: copied from the cache when it holds `key`, else made by
 * `run` and then cached under `key` in `cacheDir`, in place of any older key. Resolves to whether the cache had them.
 */
export async function withTypedocCache(
  key: string,
  {out, projectFile}: TypedocOutputs,
  run: () => Promise<void>,
  cacheDir = TYPEDOC_CACHE_DIR,
): Promise<boolean> {
  const cached = path.join(cacheDir, key);
  const cachedOut = path.join(cached, 'out');
  const cachedProject = path.join(cached, 'project.json');
  if (existsSync(cachedOut) && existsSync(cachedProject)) {
    rmSync(out, {recursive: true, force: true});
    cpSync(cachedOut, out, {recursive: true});
    mkdirSync(path.dirname(projectFile), {recursive: true});
    cpSync(cachedProject, projectFile);
    return true;
  }
  await run();
  // Written whole under another name first, so that a build reading the cache never sees half of it.
  const partial = `${cached}.partial-${process.pid}`;
  rmSync(partial, {recursive: true, force: true});
  cpSync(out, path.join(partial, 'out'), {recursive: true});
  cpSync(projectFile, path.join(partial, 'project.json'));
  for (const older of readdirSync(cacheDir)) {
    if (!older.includes('.partial-')) rmSync(path.join(cacheDir, older), {recursive: true, force: true});
  }
  renameSync(partial, cached);
  return false;
}
