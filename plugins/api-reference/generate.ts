/**
 * Generates the API reference through docusaurus-plugin-typedoc itself with the site's options: the build's
 * TypeDoc step (./typedoc-step.ts), and tests that check exactly what the build produces without building the
 * whole site.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {readBeeJsPackage} from '../../bee-js-package';
import {apiReferenceTypedocOptions, type ApiReferenceTypedocOptions} from './typedoc-options';
import {SITE_DIR} from '../shared/site-dir';

/** Runs docusaurus-plugin-typedoc with `options`; fails when TypeDoc wrote no reference. */
export async function generateWithOptions(options: ApiReferenceTypedocOptions): Promise<void> {
  // A dynamic import keeps TypeDoc a native ES module here; a transpiled copy would clash with the one
  // TypeDoc plugins import ("TypeDoc has been loaded multiple times").
  const {default: pluginTypedoc} = await import('docusaurus-plugin-typedoc');
  await pluginTypedoc({siteDir: SITE_DIR, siteConfig: {}}, options);
  const out = path.resolve(SITE_DIR, options.out!);
  if (!existsSync(path.join(out, 'index.md'))) {
    throw new Error(`TypeDoc wrote no API reference to ${out} (see its log above).`);
  }
}

/**
 * `overrides` replace single options, for tests that need a deliberately broken configuration; `projectFile`
 * is where to leave TypeDoc's JSON model, as the build does.
 */
export async function generateApiReference(
  out: string,
  overrides: Partial<ApiReferenceTypedocOptions> = {},
  projectFile?: string,
): Promise<void> {
  await generateWithOptions({...apiReferenceTypedocOptions(readBeeJsPackage(), out, projectFile), ...overrides});
}
