/**
 * The files a Run click loads, made at build time into a cache folder and copied into the build by the plugin
 * (index.ts): the panel, the worker that runs a sample, bee-js's own browser build as an ES module, and one
 * module per sample. Names carry a hash of their content, so a browser may cache them for ever; every file
 * imports the others by relative URL, so the same build works at / and under a gateway's /bzz/<ref>/.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSync} from 'esbuild';
import {BEE_JS_PACKAGE, BROWSER_TARGET} from '../samples';

/** Folder of the build (below baseUrl) that holds the run files. */
export const RUN_FOLDER = 'run-samples';

export function cacheDir(siteDir: string): string {
  return join(siteDir, 'node_modules', '.cache', 'run-samples');
}

function writeHashed(dir: string, prefix: string, content: string): string {
  const name = `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 12)}.js`;
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

function bundleClient(entry: string, define: Record<string, string>): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    write: false,
    define: Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
  });
  return result.outputFiles[0]!.text;
}

export type SharedAssets = {dir: string; beeJs: string; worker: string; panel: string};

const sharedBySite = new Map<string, SharedAssets>();

/** Made once per build process: bee-js, then the worker that names it, then the panel that names the worker. */
export function sharedAssets(siteDir: string): SharedAssets {
  const known = sharedBySite.get(siteDir);
  if (known) return known;
  const dir = cacheDir(siteDir);
  const beeJs = writeHashed(dir, 'bee-js', beeJsModule(siteDir));
  const worker = writeHashed(dir, 'worker', bundleClient(join(__dirname, 'client', 'worker.ts'), {BEE_JS_FILE: beeJs}));
  const panel = writeHashed(
    dir,
    'panel',
    bundleClient(join(__dirname, 'client', 'panel.ts'), {WORKER_FILE: worker, BEE_JS_FILE: beeJs, BEE_JS_PACKAGE}),
  );
  const assets = {dir, beeJs, worker, panel};
  sharedBySite.set(siteDir, assets);
  return assets;
}

/**
 * Writes a sample's browser module (the catalogue's, plugins/samples) as a run file that imports bee-js from its
 * neighbour file; returns its name.
 */
export function writeRunModule(assets: SharedAssets, browserModule: string): string {
  // esbuild prints external imports with double quotes; the relative URL resolves against the sample's own URL.
  return writeHashed(assets.dir, 'sample', browserModule.replaceAll(`from "${BEE_JS_PACKAGE}"`, `from "./${assets.beeJs}"`));
}
