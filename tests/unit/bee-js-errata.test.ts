/**
 * docs/known-problems.mdx lists bugs of the pinned bee-js, each with a sample that shows the bug. Those samples are
 * the probes: this test runs the page through the sample checker (which compares each sample's Output block) and
 * names the entry whose sample no longer prints what the page shows, so that the day the pin moves to a bee-js
 * that fixes a bug, the failure says which entry to rewrite. Each probe is also run against a bee-js patched to
 * pretend that its bug is fixed (tests/bee-js-errata/pretend-fixed.mjs), to show that it can fail: each entry's
 * section is copied to a page of its own whose samples get that patched bee-js, in the same run of the checker
 * as the page (one sample runner and stand-in Bee for all, where one each per patch took four times as long).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {checkSamples} from '../code-samples/check';
import {contractAvailable} from '../stand-in-bee/contract';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';
import {extractFencedBlocks, isOutputFence} from '../../src/samples/grammar';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGE = 'docs/known-problems.mdx';
const CACHE = 'node_modules/.cache/bee-js-errata';
const PRETEND_FIXED_HOOK = join(ROOT, 'tests', 'bee-js-errata', 'pretend-fixed.mjs');
const needsContract = requireOrSkip(!contractAvailable() && CONTRACT_MISSING);

type Entry = {anchor: string; title: string; firstLine: number; lastLine: number};

/** The page's entries: each `## Title \{#anchor}` heading (the backslash keeps MDX from reading an expression), with the lines (1-based) up to the next one. */
function entriesOf(markdown: string): Entry[] {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((text, index) => {
    const heading = /^## (.+?) \\?\{#([\w-]+)\}\s*$/.exec(text);
    return heading ? [{title: heading[1]!, anchor: heading[2]!, firstLine: index + 1}] : [];
  });
  return headings.map((heading, index) => ({...heading, lastLine: (headings[index + 1]?.firstLine ?? lines.length + 1) - 1}));
}

/**
 * How each entry's bug would look fixed: a replacement in bee-js's ES module build, which the samples load.
 * Keyed by the entry's anchor.
 */
const PRETEND_FIXED: Record<string, {file: string; from: string; to: string}> = {
  'redundancy-level-off-is-never-sent': {
    file: 'utils/headers.js',
    from: 'if (options.redundancyLevel) {',
    to: 'if (options.redundancyLevel !== undefined) {',
  },
  'document-names-outside-latin-1': {
    file: 'utils/tar-uploader.js',
    from: 'await writeTar(collection, tarStream);',
    to: 'responsePromise.catch(() => {}); await writeTar(collection, tarStream);',
  },
  'collection-paths-over-100-bytes-are-cut': {
    file: 'utils/tar.js',
    from: 'if (path.length <= 100) return',
    to: 'if (Buffer.byteLength(path) <= 100) return',
  },
  'upload-data-empty-syntax-error': {
    file: 'utils/http.js',
    from: 'return toBeeResponse(res, requestConfig.responseType);',
    to: 'return await toBeeResponse(res, requestConfig.responseType);',
  },
  // Bee 2.8.1's MEDIUM table (pkg/file/redundancy/level.go:113-116 in var mediumEt); the probe uses MEDIUM only.
  'redundancy-overhead-is-not-bees': {
    file: 'utils/redundancy.js',
    from: 'const mediumTable = [[94, 68, 46, 28, 14, 5, 1], [9, 8, 7, 6, 5, 4, 3]];',
    to: 'const mediumTable = [[95, 69, 47, 29, 15, 6, 2, 1], [9, 8, 7, 6, 5, 4, 3, 2]];',
  },
};

const markdown = readFileSync(join(ROOT, PAGE), 'utf8');
const entries = entriesOf(markdown);

/** The checker's problems (each `file:line: …`) that fall inside `entry`. */
function problemsOf(problems: string[], file: string, entry: Pick<Entry, 'firstLine' | 'lastLine'>): string[] {
  return problems.filter((problem) => {
    const [path, line] = problem.split(':');
    return path === file && Number(line) >= entry.firstLine && Number(line) <= entry.lastLine;
  });
}

/** The checker's problems in `file`. */
const problemsIn = (problems: string[], file: string) => problems.filter((problem) => problem.split(':')[0] === file);

/** Where an entry's section is copied alone, so that its probe runs against the bee-js that pretends its bug is fixed. */
const probeFile = (entry: Entry) => `${CACHE}-pages/${entry.anchor}.mdx`;

/** What the paths of a file's sample modules hold: the checker names each after its file, with `_` for non-word characters. */
const moduleMarker = (file: string) => `${file.replace(/[^\w]+/g, '_')}_L`;

/**
 * One run of the sample checker for the page with the installed bee-js and for each entry's copy with its
 * patched bee-js (tests/bee-js-errata/pretend-fixed.mjs gives each copy's samples a bee-js of their own), so that
 * the stand-in Bee and the sample runner start once rather than once per patch. Made on first use.
 */
const probeRun = (() => {
  let problems: Promise<string[]> | undefined;
  return () => (problems ??= checkPageAndProbes());
})();

async function checkPageAndProbes(): Promise<string[]> {
  const lines = markdown.split('\n');
  for (const entry of entries) {
    mkdirSync(join(ROOT, probeFile(entry), '..'), {recursive: true});
    writeFileSync(join(ROOT, probeFile(entry)), `${lines.slice(entry.firstLine - 1, entry.lastLine).join('\n')}\n`);
  }
  const patches = entries.map((entry) => ({marker: moduleMarker(probeFile(entry)), ...PRETEND_FIXED[entry.anchor]!}));
  const saved = {options: process.env.NODE_OPTIONS, patches: process.env.BEE_JS_PRETEND_FIXED};
  // The checker's runner inherits the environment: the hook then patches the bee-js that each copy's samples import.
  process.env.NODE_OPTIONS = `${saved.options ?? ''} --import ${PRETEND_FIXED_HOOK}`.trim();
  process.env.BEE_JS_PRETEND_FIXED = JSON.stringify(patches);
  try {
    return (await checkSamples({root: ROOT, files: [PAGE, ...entries.map(probeFile)], cacheDir: CACHE})).problems;
  } finally {
    for (const [name, value] of [
      ['NODE_OPTIONS', saved.options],
      ['BEE_JS_PRETEND_FIXED', saved.patches],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe('bee-js errata (docs/known-problems.mdx)', () => {
  test('every entry has an anchor, a way to pretend its bug is fixed, and a probe: a sample with an Output block', () => {
    assert.ok(entries.length > 0, `${PAGE} has no "## Title \\{#anchor}" entries`);
    assert.deepEqual(entries.map(({anchor}) => anchor).sort(), Object.keys(PRETEND_FIXED).sort());
    const outputs = extractFencedBlocks(markdown, PAGE).filter((block) => isOutputFence(block.language, block.meta));
    for (const entry of entries) {
      const probes = outputs.filter(({fenceLine}) => fenceLine >= entry.firstLine && fenceLine <= entry.lastLine);
      assert.ok(probes.length > 0, `${PAGE}#${entry.anchor} "${entry.title}" has no sample with an Output block to probe its bug`);
    }
  });

  test('every bug is still in the installed bee-js, as its entry shows', {skip: needsContract}, async () => {
    const problems = await probeRun();
    const changed = entries.flatMap((entry) => {
      const found = problemsOf(problems, PAGE, entry);
      return found.length === 0
        ? []
        : [
            `${PAGE}#${entry.anchor} "${entry.title}": bee-js no longer behaves as this entry shows; rewrite or remove it:\n  ${found.join('\n  ')}`,
          ];
    });
    const probeFiles = new Set(entries.map(probeFile));
    const elsewhere = problems.filter(
      (problem) => !probeFiles.has(problem.split(':')[0]!) && !entries.some((entry) => problemsOf([problem], PAGE, entry).length > 0),
    );
    assert.deepEqual([...changed, ...elsewhere], []);
  });

  describe('each probe fails against a bee-js that pretends its bug is fixed', () => {
    for (const entry of entries) {
      test(`#${entry.anchor}`, {skip: needsContract}, async () => {
        // Only the problems of the entry's copy, so that a failure can only be this entry's probe.
        const problems = problemsIn(await probeRun(), probeFile(entry));
        assert.ok(
          problems.length > 0,
          `the probe of "${entry.title}" passed against a bee-js patched as ${JSON.stringify(PRETEND_FIXED[entry.anchor])}`,
        );
        // The patch took effect where the probe looks, not as a crash of the whole run.
        assert.ok(
          problems.every((problem) => /: the Output block says /.test(problem)),
          `expected only changed output:\n${problems.join('\n')}`,
        );
      });
    }
  });
});
