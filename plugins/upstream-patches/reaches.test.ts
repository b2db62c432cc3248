import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {UNSAFE_WRAPPERS, UPSTREAM_REACHES} from './reaches';

/*
 * A source scan, kept on purpose: it guards a rule of the house, that every reach past a dependency's promises is
 * listed in reaches.ts for review at each upgrade. What each reach does is tested beside the code that makes it.
 */

const ROOT = path.join(import.meta.dirname, '..', '..');
const LISTED = [...UPSTREAM_REACHES.flatMap(({files}) => files), ...UNSAFE_WRAPPERS];

/** What reaches past a dependency's promises: files of its lib/, its internal entries, the theme's CSS class names. */
const REACHES: [RegExp, string][] = [
  [/@docusaurus\/[\w-]+\/lib\//, "a file of a Docusaurus package's lib/"],
  [/@docusaurus\/[\w-]+\/internal\b/, "a Docusaurus package's internal entry"],
  [/@theme-original\//, 'a wrapped theme component (@theme-original)'],
  [/@theme-init\//, 'a wrapped theme component (@theme-init)'],
  [/\[class[*^$~|]?=/, "a selector of a CSS module's generated class name"],
  [/(?:@theme|theme-classic)\/[^'"]*\.module\.css/, "the theme's CSS module"],
  [/\bDocSearch-[A-Z]\w*/, "DocSearch's class names"],
];

/**
 * Site code (not tests) under plugins/, src/ and tests/fixtures/, with what each reaches. plugins/upstream-patches/
 * is left out: each of its files is a patch of the ledger (ledger.ts).
 */
export function reachesIn(files: {file: string; text: string}[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const {file, text} of files) {
    if (file.startsWith('plugins/upstream-patches/')) continue;
    const kinds = REACHES.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind);
    if (kinds.length > 0) found.set(file, kinds);
  }
  return found;
}

function siteFiles(): {file: string; text: string}[] {
  return ['plugins', 'src', 'tests/fixtures']
    .flatMap((dir) => readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/.test(entry.name) && !/\.test\.[cm]?tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => ({file, text: readFileSync(path.join(ROOT, file), 'utf8')}));
}

const unlisted = (reaches: Map<string, string[]>, listed: readonly string[]) =>
  [...reaches].filter(([file]) => !listed.includes(file)).map(([file, kinds]) => `${file}: ${kinds.join(', ')}`);

test('every reach into an upstream internal is listed in reaches.ts', () => {
  assert.deepEqual(unlisted(reachesIn(siteFiles()), LISTED), [], 'list these files in plugins/upstream-patches/reaches.ts');
});

test('every file reaches.ts lists exists', () => {
  assert.deepEqual(
    LISTED.filter((file) => !existsSync(path.join(ROOT, file))),
    [],
  );
});

test('an unlisted reach of each kind is found', () => {
  const samples = [
    "import x from '@docusaurus/plugin-content-docs/lib/slug.js'",
    "import {useX} from '@docusaurus/theme-common/internal'",
    "import Original from '@theme-original/TOC'",
    "import Init from '@theme-init/CodeBlock'",
    'document.querySelector(\'button:has([class*="copyButtonIcons"])\')',
    "import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css'",
    "document.querySelector('.DocSearch-Button')",
  ];
  const reaches = reachesIn(samples.map((text, index) => ({file: `src/made-up-${index}.ts`, text})));
  assert.equal(unlisted(reaches, LISTED).length, samples.length);
});

/**
 * The word of the theme that provides `component` (the search theme's SearchBar wins over the classic theme's
 * placeholder) on whether it is safe to wrap, from its swizzle config; a theme without one declares none safe.
 */
function safeToWrap(component: string): boolean {
  const require = createRequire(path.join(ROOT, 'package.json'));
  for (const theme of ['@docusaurus/theme-search-algolia', '@docusaurus/theme-classic']) {
    const lib = path.join(ROOT, 'node_modules', theme, 'lib');
    if (!existsSync(path.join(lib, 'theme', component))) continue;
    const config = path.join(lib, 'getSwizzleConfig.js');
    if (!existsSync(config)) return false;
    const declared = (require(config) as {default: () => {components: Record<string, {actions: {wrap: string}}>}}).default();
    return declared.components[component]?.actions.wrap === 'safe';
  }
  throw new Error(`no installed theme provides ${component}`);
}

test('wrappers of components the theme does not declare safe to wrap are listed as such in reaches.ts', () => {
  const wrappers = [...siteFiles()]
    .filter(({file}) => !file.startsWith('plugins/upstream-patches/'))
    .flatMap(({file, text}) => [...text.matchAll(/@theme-(?:original|init)\/([\w/]+)/g)].map((match) => ({file, component: match[1]!})));
  assert.ok(wrappers.length >= 7, 'the site wraps theme components');
  const unmarked = wrappers.filter(({component}) => !safeToWrap(component)).filter(({file}) => !UNSAFE_WRAPPERS.includes(file));
  assert.deepEqual(unmarked, [], 'list these in UNSAFE_WRAPPERS (reaches.ts)');
  assert.ok(
    safeToWrap('CodeBlock') && !safeToWrap('CodeBlock/Content') && !safeToWrap('SearchBar'),
    "the themes' swizzle configs were read",
  );
});
