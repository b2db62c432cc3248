/**
 * The files the first Run and Edit clicks load, made once per build process into a cache folder that mirrors the
 * build's two folders, and copied into the build by the plugin (plugin.ts):
 *
 * - run-samples/: the Run panel, the worker that runs a sample, bee-js's own browser build as an ES module (also
 *   what the page's bee-js loader imports), and one module per sample;
 * - edit-samples/: the editor (CodeMirror), its TypeScript worker, and the declarations the worker type-checks
 *   against; React's declarations only when a .tsx sample is edited.
 *
 * Names carry a hash of their content, so a browser may cache them for ever; every file names the next by a URL
 * relative to itself, so one build works at / and under a gateway's /bzz/<ref>/, and offline.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {build, type BuildOptions, buildSync} from 'esbuild';
import type {PrismTheme} from 'prism-react-renderer';
import {BEE_JS_PACKAGE, BROWSER_TARGET} from '../samples';
import {collectDeclarations, collectReactDeclarations} from './declarations';

/** Folders of the build (below baseUrl): the Run files and the editor's. */
export const RUN_FOLDER = 'run-samples';
export const EDIT_FOLDER = 'edit-samples';
type Folder = typeof RUN_FOLDER | typeof EDIT_FOLDER;

// TypeScript's compiler reaches for Node.js modules only when it runs under Node.js.
const NODE_ONLY_MODULES = [
  'fs',
  'path',
  'os',
  'crypto',
  'inspector',
  'perf_hooks',
  'buffer',
  'source-map-support',
  '@microsoft/typescript-etw',
];

const cacheRoot = (siteDir: string) => join(siteDir, 'node_modules', '.cache', 'samples-in-browser');
export const cacheDir = (siteDir: string, folder: Folder) => join(cacheRoot(siteDir), folder);

/** Writes `content` under a name made of `prefix` and its hash, once; returns the name. */
function writeHashed(dir: string, prefix: string, extension: 'js' | 'json', content: string): string {
  const name = `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 12)}.${extension}`;
  mkdirSync(dir, {recursive: true});
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, content);
  return name;
}

/**
 * bee-js's browser build is a UMD script; a module worker cannot load scripts, so it is wrapped as an ES
 * module that gives the UMD its `module` and re-exports every name, unchanged otherwise.
 */
function beeJsModule(siteDir: string): string {
  const umd = readFileSync(join(siteDir, 'node_modules', '@ethersphere', 'bee-js', 'dist', 'index.browser.min.js'), 'utf8').replace(
    /\n\/\/# sourceMappingURL=.*\s*$/,
    '\n',
  );
  const probe = {exports: {} as Record<string, unknown>};
  new Function('module', 'exports', umd)(probe, probe.exports);
  const names = Object.keys(probe.exports).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  return (
    'const module = {exports: {}};\nconst exports = module.exports;\n' +
    `(function () {\n${umd}\n}).call(globalThis);\n` +
    `export const {${names.join(', ')}} = module.exports;\nexport default module.exports;\n`
  );
}

/**
 * TypeScript's compiler as an ES module (`export default ts` after its one statement), written beside the cached
 * files for the worker's bundle to use in place of the package: esbuild then hoists the compiler's body into the
 * worker's top level instead of wrapping it in a CommonJS function. Chromium compiles a wrapped function of that
 * size twice (pre-parsed with the file, parsed again at its first call), which delays the editor's first
 * diagnostic (`npm run bench -- edit-samples` measures it).
 */
export function typescriptAsModule(siteDir: string): string {
  const compiler = join(siteDir, 'node_modules', 'typescript', 'lib', 'typescript.js');
  const source = readFileSync(compiler, 'utf8');
  if (!/^var ts = \{\};/m.test(source)) {
    throw new Error(`${compiler}: no line starts with "var ts = {};", the variable the editor's worker exports`);
  }
  const file = join(cacheRoot(siteDir), 'typescript-as-module.js');
  mkdirSync(cacheRoot(siteDir), {recursive: true});
  // Its last statement hands `ts` to a CommonJS `module` if there is one; here there is none, and saying so spares
  // esbuild's warning about `module` in an ES module.
  writeFileSync(file, `var module;\n${source}\nexport default ts;\n`);
  return file;
}

/** How one browser file of client/ is bundled for the samples' browser target; `define` names its neighbour files. */
function bundleOptions(entry: string, define: Record<string, unknown>, alias?: Record<string, string>): BuildOptions & {write: false} {
  return {
    alias,
    entryPoints: [join(__dirname, 'client', entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    write: false,
    external: NODE_ONLY_MODULES,
    define: Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
  };
}

const bundleSync = (...args: Parameters<typeof bundleOptions>) => buildSync(bundleOptions(...args)).outputFiles[0]!.text;
const bundle = async (...args: Parameters<typeof bundleOptions>) => (await build(bundleOptions(...args))).outputFiles[0]!.text;

export type RunAssets = {dir: string; beeJs: string; worker: string; panel: string};
export type EditAssets = {dir: string; editor: string; worker: string; declarations: string; reactDeclarations: string};
export type BrowserAssets = {run: RunAssets; edit: EditAssets};

const runBySite = new Map<string, RunAssets>();
const editBySite = new Map<string, Promise<EditAssets>>();

/** The Run files, made once per build process: bee-js, then the worker that names it, then the panel. */
export function runAssets(siteDir: string): RunAssets {
  const known = runBySite.get(siteDir);
  if (known) return known;
  const dir = cacheDir(siteDir, RUN_FOLDER);
  const beeJs = writeHashed(dir, 'bee-js', 'js', beeJsModule(siteDir));
  const worker = writeHashed(dir, 'worker', 'js', bundleSync('run/worker.ts', {BEE_JS_FILE: beeJs}));
  const panel = writeHashed(dir, 'panel', 'js', bundleSync('run/panel.ts', {WORKER_FILE: worker, BEE_JS_FILE: beeJs, BEE_JS_PACKAGE}));
  const assets = {dir, beeJs, worker, panel};
  runBySite.set(siteDir, assets);
  return assets;
}

/**
 * The editor's files: the declarations, then its TypeScript worker and the editor, bundled at once by esbuild's own
 * process, which leaves this thread free (./plugin.ts starts them before the sample compile holds it).
 */
async function makeEditAssets(siteDir: string, theme: PrismTheme): Promise<EditAssets> {
  const dir = cacheDir(siteDir, EDIT_FOLDER);
  const beeJsTypes = collectDeclarations(siteDir);
  const declarations = writeHashed(dir, 'declarations', 'json', JSON.stringify(beeJsTypes));
  const reactDeclarations = writeHashed(dir, 'react-declarations', 'json', JSON.stringify(collectReactDeclarations(siteDir, beeJsTypes)));
  const [workerCode, editorCode] = await Promise.all([
    bundle('edit/ts-worker.ts', {REACT_DECLARATIONS_FILE: reactDeclarations}, {typescript: typescriptAsModule(siteDir)}),
    bundle('edit/editor.ts', {DECLARATIONS_FILE: declarations, PRISM_THEME: theme}),
  ]);
  const worker = writeHashed(dir, 'ts-worker', 'js', workerCode);
  const editor = writeHashed(dir, 'editor', 'js', editorCode);
  return {dir, editor, worker, declarations, reactDeclarations};
}

/** All files, made once per build process: the Run files, then the editor's. */
export async function browserAssets(siteDir: string, theme: PrismTheme): Promise<BrowserAssets> {
  const run = runAssets(siteDir);
  let edit = editBySite.get(siteDir);
  if (!edit) {
    edit = makeEditAssets(siteDir, theme);
    editBySite.set(siteDir, edit);
  }
  return {run, edit: await edit};
}

/**
 * Writes a sample's browser module (the catalogue's, plugins/samples) as a run file that imports bee-js from its
 * neighbour file; returns its name.
 */
export function writeRunModule({dir, beeJs}: RunAssets, browserModule: string): string {
  // esbuild prints external imports with double quotes; the relative URL resolves against the sample's own URL.
  return writeHashed(dir, 'sample', 'js', browserModule.replaceAll(`from "${BEE_JS_PACKAGE}"`, `from "./${beeJs}"`));
}
