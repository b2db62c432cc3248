/**
 * A source scan, kept on purpose: it guards a rule of the house, that features never import each other, not even
 * inside a string. The site's build code writes no import of site code inside a string: a text patch that adds
 * `import … from '@site/…'` to an installed module hides that edge from lint (eslint/boundaries.mjs) and from the
 * import graph, so a change to installed code reaches site code as code (a wrapper, an alias) instead.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** The build's code: the features, the site's own pages and theme, the test pages and the config. */
const BUILD_CODE = ['plugins', 'src', 'tests/fixtures/site', 'docusaurus.config.ts'];
const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST_FILE = /\.test\.[cm]?tsx?$/;

/**
 * `import … from`, `import(…)`, a bare `import '…'` or `require(…)` of a specifier that leads into the site:
 * `@site/` (the site's root), the theme aliases (which resolve to the site's theme components) and `@generated/`.
 */
const SITE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"`](?:@site|@theme(?:-original|-init)?|@generated)\//;

/** Each string or template literal piece of `text` that imports site code, as `line: text`. */
export function stringsImportingSiteCode(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) ? node.text : null;
    if (literal !== null && SITE_IMPORT.test(literal)) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(literal)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function buildCodeFiles(): string[] {
  return BUILD_CODE.flatMap((entry) =>
    CODE_FILE.test(entry)
      ? [entry]
      : readdirSync(path.join(ROOT, entry), {recursive: true, withFileTypes: true})
          .filter((file) => file.isFile() && CODE_FILE.test(file.name) && !TEST_FILE.test(file.name))
          .map((file) => path.relative(ROOT, path.join(file.parentPath, file.name)).split(path.sep).join('/')),
  );
}

test('no build code writes an import of site code inside a string', () => {
  const files = buildCodeFiles();
  assert.ok(files.length > 100 && files.includes('plugins/search/plugin.ts'), 'the build code was read');
  const hidden = files.flatMap((file) =>
    stringsImportingSiteCode(file, readFileSync(path.join(ROOT, file), 'utf8')).map((found) => `${file}:${found}`),
  );
  assert.deepEqual(hidden, [], 'import site code as code (a wrapper or an alias), not as text');
});

test('an import of site code is found in every kind of string, and an import written as code is not', () => {
  const hiding = [
    `const patch = "import {searchBackend} from '@site/plugins/search/client';";`,
    'const patch = \'const Layout = require("@theme/Layout");\';',
    "const patch = `import('@generated/docusaurus.config')`;",
    "const patch = `${head}\\nimport Init from '@theme-init/SearchBar';`;",
    'const patch = `import ${name} from "@site/src/${file}";`;',
  ];
  for (const text of hiding) assert.equal(stringsImportingSiteCode('patch.ts', text).length, 1, text);
  const asCode = [
    "import {searchBackend} from '@site/plugins/search/client';",
    "const config = await import('@generated/docusaurus.config');",
    'const sample = "import {Bee} from \'@ethersphere/bee-js\';";',
    "const note = 'see @site/plugins/search/';",
  ];
  for (const text of asCode) assert.deepEqual(stringsImportingSiteCode('code.ts', text), [], text);
});
