/**
 * beautiful-mermaid, loaded with its text measure replaced by the diagrams' font's own (./text-width.ts). Its
 * measure is an estimate by character class, made for Inter, which the site's text outran: labels spilled out of
 * their boxes. The library takes no measure as an option, so its ES entry is copied to node_modules/.cache with
 * the one function replaced and its two package imports written as paths, and that copy is imported. A new
 * version whose function or imports read otherwise fails here, by name.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {SITE_DIR} from '../shared/site-dir';
import {diagramTextWidth} from './text-width';

type BeautifulMermaid = typeof import('beautiful-mermaid');

/** The function replaced, whole: beautiful-mermaid's estimate of a line's width. */
const MEASURE_FUNCTION = /^function measureTextWidth\(text, fontSize, fontWeight\) \{\n[\s\S]*?\n\}\n/m;
/** Where the copy finds the measure: set before the copy is imported. */
const MEASURE_KEY = 'bee-js-docs.diagram-text-width';
/** The package imports of the ES entry, which the copy, outside the package, could not resolve by name. */
const PACKAGE_IMPORT = /^(import [^;]*? from )"([^"./][^"]*)";$/gm;

/** beautiful-mermaid's ES entry (its package exports nothing to `require`, so it is found by its manifest). */
function esEntry(): {file: string; version: string} {
  for (const folder of require.resolve.paths('beautiful-mermaid') ?? []) {
    const manifest = path.join(folder, 'beautiful-mermaid', 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const {exports, version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports: {'.': {import: string}}; version: string};
    return {file: path.join(path.dirname(manifest), exports['.'].import), version};
  }
  throw new Error('beautiful-mermaid is not installed: run npm install');
}

/** The ES entry's source with the font's measure in place of the estimate, and its imports as paths. */
export function withFontMeasure(source: string, entry: string): string {
  if (!MEASURE_FUNCTION.test(source)) {
    throw new Error(
      `plugins/diagrams/mermaid-module.ts: ${entry} has no measureTextWidth(text, fontSize, fontWeight) to replace; has beautiful-mermaid changed?`,
    );
  }
  const resolve = createRequire(entry).resolve;
  return source
    .replace(
      MEASURE_FUNCTION,
      `function measureTextWidth(text, fontSize, fontWeight) {\n  return globalThis[Symbol.for(${JSON.stringify(MEASURE_KEY)})](text, fontSize, fontWeight);\n}\n`,
    )
    .replace(PACKAGE_IMPORT, (_, head: string, specifier: string) => `${head}${JSON.stringify(resolve(specifier))};`);
}

let loaded: Promise<BeautifulMermaid> | undefined;

/**
 * beautiful-mermaid measuring with the diagrams' font. Each label keeps the estimate's padding (0.15 of the
 * font size), the room the library leaves between a label and its box.
 */
export function importBeautifulMermaid(): Promise<BeautifulMermaid> {
  loaded ??= (async () => {
    const {file, version} = esEntry();
    (globalThis as Record<symbol, unknown>)[Symbol.for(MEASURE_KEY)] = (text: string, fontSize: number, fontWeight: number) =>
      diagramTextWidth(text, fontSize, fontWeight) + fontSize * 0.15;
    const copy = path.join(SITE_DIR, 'node_modules', '.cache', 'diagrams', `beautiful-mermaid-${version}.mjs`);
    fs.mkdirSync(path.dirname(copy), {recursive: true});
    fs.writeFileSync(copy, withFontMeasure(fs.readFileSync(file, 'utf8'), file));
    return import(copy) as Promise<BeautifulMermaid>;
  })();
  return loaded;
}
