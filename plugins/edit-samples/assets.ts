/**
 * The files the first Edit click loads, made once per build process into a cache folder and copied into the
 * build by the plugin (plugin.ts): the editor (CodeMirror and the panel code), its TypeScript worker, and the
 * declarations the worker type-checks against; React's declarations only when a .tsx sample is edited. Names carry a hash of their content and every file names the
 * next by a URL relative to itself, so one build works at / and under a gateway's /bzz/<ref>/, and offline.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildSync} from 'esbuild';
import type {PrismTheme} from 'prism-react-renderer';
import {RUN_FOLDER, sharedAssets} from '../run-samples';
import {collectDeclarations, collectReactDeclarations} from './declarations';

/** Folder of the build (below baseUrl) that holds the editor's files. */
export const EDIT_FOLDER = 'edit-samples';

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

function writeHashed(dir: string, prefix: string, extension: string, content: string): string {
  const name = `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 12)}.${extension}`;
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, name);
  if (!existsSync(file)) writeFileSync(file, content);
  return name;
}

function bundle(entry: string, define: Record<string, unknown>): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    external: NODE_ONLY_MODULES,
    define: Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
  });
  return result.outputFiles[0]!.text;
}

export type EditorAssets = {dir: string; editor: string; worker: string; declarations: string; reactDeclarations: string};

const assetsBySite = new Map<string, EditorAssets>();

/** Made once per build process: the declarations, the worker that names React's, then the editor that names the others. */
export function editorAssets(siteDir: string, theme: PrismTheme): EditorAssets {
  const known = assetsBySite.get(siteDir);
  if (known) return known;
  const dir = path.join(siteDir, 'node_modules', '.cache', EDIT_FOLDER);
  const beeJsTypes = collectDeclarations(siteDir);
  const declarations = writeHashed(dir, 'declarations', 'json', JSON.stringify(beeJsTypes));
  const reactDeclarations = writeHashed(dir, 'react-declarations', 'json', JSON.stringify(collectReactDeclarations(siteDir, beeJsTypes)));
  const worker = writeHashed(
    dir,
    'ts-worker',
    'js',
    bundle(path.join(__dirname, 'client', 'ts-worker.ts'), {REACT_DECLARATIONS_FILE: reactDeclarations}),
  );
  const editor = writeHashed(
    dir,
    'editor',
    'js',
    bundle(path.join(__dirname, 'client', 'editor.ts'), {
      DECLARATIONS_FILE: declarations,
      RUN_PANEL_PATH: `../${RUN_FOLDER}/${sharedAssets(siteDir).panel}`,
      PRISM_THEME: theme,
    }),
  );
  const assets = {dir, editor, worker, declarations, reactDeclarations};
  assetsBySite.set(siteDir, assets);
  return assets;
}
