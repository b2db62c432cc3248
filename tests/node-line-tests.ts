/**
 * Which unit test files depend on the Node.js line, by the rule of src/data/node-lines.ts: esbuild bundles each
 * file as tsx would run it (type-only imports, and code no path of the file can call, fall away), and its
 * metafile says which project modules the bundle keeps and which packages it imports.
 */
import {join, relative, resolve} from 'node:path';
import {runTimeModules} from '../plugins/shared/run-time-modules';
import {NODE_LINE_DEPENDENCIES} from '../src/data/node-lines';

const ROOT = join(import.meta.dirname, '..');

const isDependency = (specifier: string) =>
  NODE_LINE_DEPENDENCIES.packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** The files of `files` (paths relative to `root`, or absolute) that load a dependency of the Node.js line. */
export function nodeLineTestFiles(files: string[], root = ROOT): string[] {
  const metafile = runTimeModules(files, root);
  const modules = new Set<string>(NODE_LINE_DEPENDENCIES.modules);
  const dependent = new Set(
    Object.values(metafile.outputs)
      .filter(
        ({inputs, imports}) =>
          Object.entries(inputs).some(([input, {bytesInOutput}]) => bytesInOutput > 0 && modules.has(input)) ||
          imports.some(({path, external}) => external && isDependency(path)),
      )
      .flatMap(({entryPoint}) => (entryPoint ? [resolve(root, entryPoint)] : [])),
  );
  return files.filter((file) => dependent.has(resolve(root, file)));
}

/** Run as a script: the unit test files given that depend on the line, one a line. */
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  for (const file of nodeLineTestFiles(process.argv.slice(2))) console.log(relative(ROOT, resolve(file)));
}
