/**
 * `npm run bench`: measurements, not tests. Prints one JSON object; each module in tests/bench/ adds a key.
 * Modules run in file-name order; `01-build` makes the production build the later ones measure. A module that
 * exports `onlyWhenNamed` (the patches bench: a dozen builds and over a hundred Lighthouse runs) runs only when
 * named (`npm run bench -- patches`).
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

export type BenchModule = {default: () => Promise<Record<string, unknown>>; onlyWhenNamed?: true};

const dir = join(import.meta.dirname, 'bench');
const only = process.argv.slice(2);
const results: Record<string, unknown> = {};
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.mts'))
  .sort()) {
  const name = file.replace(/^\d+-/, '').replace(/\.mts$/, '');
  if (only.length > 0 && !only.includes(name)) continue;
  const module: BenchModule = await import(join(dir, file));
  if (only.length === 0 && module.onlyWhenNamed) continue;
  console.error(`bench: ${name}...`);
  results[name] = await module.default();
}
console.log(JSON.stringify(results, null, 2));
