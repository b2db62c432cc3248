/**
 * A page's route chunks in its own HTML. Docusaurus lists a page's scripts by looking up, in the client manifest
 * that react-loadable-ssr-addon writes, the modules its server render reported. The render reports each route
 * module by its path (`@site/docs/storage.mdx`, the second field of the generated registry), but the manifest
 * keys chunks by chunk name (`00332358`), so no route chunk was ever found and every page listed only
 * runtime~main and main. The browser learned of the page's chunks only when main.js ran: main.js requested them
 * from inside its start (under DevTools, as in Lighthouse, each request also made Chromium collect a stack) and
 * hydration waited a round trip for them.
 *
 * This step runs after the client bundle is written: it gives the manifest each registry module path as a
 * second key of its chunk's files, so that Docusaurus's own lookup finds them. ssg-template.ts then starts
 * them before main.js.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The part of the client manifest this step reads and extends: chunk name -> ids of the chunks it needs. */
export type ClientManifest = {origins: Record<string, unknown[]>};

/**
 * One entry of Docusaurus's generated registry.js:
 * `"00332358": [() => import(/* webpackChunkName: "00332358" *\/ "@site/docs/storage.mdx"), "@site/docs/storage.mdx", require.resolveWeak(…)],`
 * (the last one closes the object on its line: `],};`).
 */
const REGISTRY_ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],(?:\};)?$/gm;

/** Module path -> chunk name, from the registry's source; fails when the registry's format is not the one above. */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, chunkName, quotedPath] of registrySource.matchAll(REGISTRY_ENTRY)) {
    modules.set(JSON.parse(quotedPath!) as string, chunkName!);
  }
  const entries = registrySource.match(/^\s*"[^"]+": \[/gm)?.length ?? 0;
  if (modules.size === 0 || modules.size !== entries) {
    throw new Error(
      `route-chunks: read ${modules.size} of ${entries} entries of Docusaurus's registry.js; ` +
        'its format changed, compare it with plugins/upstream-patches/route-chunks.ts.',
    );
  }
  return modules;
}

/**
 * The manifest with every registry module path as an origin with its chunk's files. Chunks that the bundler
 * merged into others have no origin of their own and get none.
 */
export function withModuleOrigins<Manifest extends ClientManifest>(manifest: Manifest, registrySource: string): Manifest {
  const origins = {...manifest.origins};
  let added = 0;
  for (const [modulePath, chunkName] of registryModules(registrySource)) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue;
    origins[modulePath] = chunks;
    added += 1;
  }
  if (added === 0) {
    throw new Error("route-chunks: no chunk name of Docusaurus's registry.js is an origin of the client manifest.");
  }
  return {...manifest, origins};
}

/** A bundler plugin for the production client build: extends the manifest once the addon has written it. */
export function routeChunksPlugin(generatedFilesDir: string) {
  const manifestFile = path.join(generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  return {
    apply(compiler: {hooks: {afterEmit: {tap: (name: string, run: () => void) => void}}}) {
      compiler.hooks.afterEmit.tap('route-chunks', () => {
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
        writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, readFileSync(registryFile, 'utf8'))));
      });
    },
  };
}
