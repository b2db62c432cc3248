import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(import.meta.dirname, '..', '..');
const SOURCE_DIRS = ['src', 'plugins', 'scripts', 'tests'];
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'site-env.ts', 'bee-js-package.ts'];
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** A package name as npm allows it. */
const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/** Provided by Docusaurus's bundler rather than by a package of that name. */
const BUNDLER_ALIAS = /^(?:@site|@theme|@theme-original|@theme-init|@generated)(?:\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or undefined for paths and built-ins. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || BUNDLER_ALIAS.test(specifier))
    return undefined;
  const [first, second] = specifier.split('/');
  const name = first!.startsWith('@') ? `${first}/${second}` : first!;
  // `@docusaurus/Link`, `@docusaurus/router` and the like are aliases of @docusaurus/core's client modules.
  if (name.startsWith('@docusaurus/') && !existsSync(path.join(ROOT, 'node_modules', name, 'package.json'))) return undefined;
  return PACKAGE_NAME.test(name) ? name : undefined;
}

/** Packages imported by the given files that package.json does not declare, with one importing file each. */
export function undeclaredImports(files: string[], declared: Set<string>): Map<string, string> {
  const undeclared = new Map<string, string>();
  for (const file of files) {
    // TypeScript's own scanner finds imports, re-exports, dynamic imports and require calls, and skips strings and comments.
    const specifiers = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
    for (const specifier of specifiers) {
      const name = packageOf(specifier);
      if (name !== undefined && !declared.has(name) && !declared.has(`@types/${name}`)) {
        undeclared.set(name, path.relative(ROOT, file));
      }
    }
  }
  return undeclared;
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
const files = [...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))), ...ROOT_FILES.map((file) => path.join(ROOT, file))];

test('every package the code imports is declared in package.json', () => {
  assert.deepEqual(Object.fromEntries(undeclaredImports(files, declared)), {});
});

test('every declared package is pinned to an exact version', () => {
  for (const [name, version] of Object.entries({...manifest.dependencies, ...manifest.devDependencies})) {
    assert.match(version, /^(?:npm:@?[\w./-]+@)?\d+\.\d+\.\d+(?:-[\w.]+)?$/, name);
  }
});

test('the check above notices an undeclared import, scoped or not, and skips aliases and relative paths', () => {
  const withoutRouterConfig = new Set([...declared].filter((name) => name !== 'react-router-config' && name !== '@docusaurus/utils'));
  const undeclared = undeclaredImports(files, withoutRouterConfig);
  assert.ok(undeclared.has('react-router-config'));
  assert.ok(undeclared.has('@docusaurus/utils'));
  for (const specifier of ['@docusaurus/Link', '@site/plugins/search/client', '@theme-original/SearchBar', './client', 'node:fs']) {
    assert.equal(packageOf(specifier), undefined, specifier);
  }
  assert.equal(packageOf('prismjs/components/prism-core'), 'prismjs');
  assert.equal(packageOf('TypeDoc has been loaded multiple times'), undefined);
});

test('the check reads imports, not strings or comments that look like them', () => {
  const file = path.join(ROOT, 'node_modules', '.cache', 'declared-dependencies-fixture.ts');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(
    file,
    [
      "import {a} from 'left-pad';",
      "// import {b} from 'in-a-comment';",
      'const c = \'one typo from "more"\';',
      "const d = require('is-odd');",
    ].join('\n'),
  );
  assert.deepEqual([...undeclaredImports([file], new Set()).keys()].sort(), ['is-odd', 'left-pad']);
});
