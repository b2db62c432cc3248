import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {registryModules, routeChunksPlugin, withModuleOrigins} from './route-chunks';

/** registry.js as the installed Docusaurus writes it, for one doc route (its component and its content). */
async function generatedRegistry(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  try {
    await generateRouteFiles({
      generatedFilesDir: dir,
      baseUrl: '/',
      routes: [
        {
          path: '/docs/storage/',
          component: '@theme/DocItem',
          exact: true,
          modules: {content: '@site/docs/storage.mdx'},
          plugin: {name: 'docs', id: 'default'},
        },
      ],
    });
    return readFileSync(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('reads module paths and chunk names from the registry the installed Docusaurus generates', async () => {
  const modules = registryModules(await generatedRegistry());
  assert.deepEqual([...modules.keys()].sort(), ['@site/docs/storage.mdx', '@theme/DocItem']);
  for (const chunkName of modules.values()) assert.match(chunkName, /^[\w-]+$/);
});

test('fails, naming the file to compare, when the registry has another format', async () => {
  const registry = await generatedRegistry();
  assert.throws(
    () => registryModules(registry.replace(/require\.resolveWeak/g, 'require.resolve')),
    /read 0 of 2 entries.*route-chunks\.ts/,
  );
  assert.throws(() => registryModules('export default {};'), /read 0 of 0 entries/);
});

test('gives each module path the chunks of its chunk name, and keeps every other origin', async () => {
  const registry = await generatedRegistry();
  const chunkOf = registryModules(registry);
  const content = chunkOf.get('@site/docs/storage.mdx')!;
  const manifest = {entrypoints: ['main'], origins: {main: ['4014', '1889'], [content]: ['4014', '8428']}, assets: {}};
  const extended = withModuleOrigins(manifest, registry);
  assert.deepEqual(extended.origins, {...manifest.origins, '@site/docs/storage.mdx': ['4014', '8428']});
  assert.deepEqual(extended.assets, manifest.assets);
  // The component's chunk was merged into another one: it has no origin, and its module path gets none.
  assert.equal((extended.origins as Record<string, unknown>)['@theme/DocItem'], undefined);
  assert.throws(() => withModuleOrigins({origins: {main: ['1889']}}, registry), /no chunk name/);
});

test('the bundler plugin rewrites the manifest in the generated files after the bundle is written', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  try {
    const registry = await generatedRegistry();
    writeFileSync(path.join(dir, 'registry.js'), registry);
    const content = registryModules(registry).get('@site/docs/storage.mdx')!;
    writeFileSync(path.join(dir, 'client-manifest.json'), JSON.stringify({origins: {[content]: ['8428']}}));
    let afterEmit: (() => void) | undefined;
    routeChunksPlugin(dir).apply({hooks: {afterEmit: {tap: (_name, run) => (afterEmit = run)}}});
    afterEmit!();
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'client-manifest.json'), 'utf8')).origins['@site/docs/storage.mdx'], ['8428']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
