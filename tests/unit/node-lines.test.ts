/**
 * The getting-started page names the Node.js lines readers should use and the lines every sample is executed
 * with; both come from src/data/node-lines.ts, which `npm test` and the CI matrix also read, so the page cannot
 * claim a line the tests do not run. The unit tests run on those lines are the ones that load what depends on the
 * line (NODE_LINE_DEPENDENCIES there, followed by tests/node-line-tests.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join} from 'node:path';
import {RECOMMENDED_NODE_LINES, SAMPLE_NODE_LINES} from '../../src/data/node-lines';
import {nodeLineTestFiles} from '../node-line-tests';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGE = 'docs/getting-started.md';
const page = readFileSync(join(ROOT, PAGE), 'utf8').replace(/\s+/g, ' ');

/** "20, 22 and 24" or, with `or`, "22 or 24": in ascending order, as a sentence names them. */
const spoken = (lines: readonly number[], last = 'and') => {
  const sorted = [...lines].sort((a, b) => a - b);
  return sorted.length === 1 ? `${sorted[0]}` : `${sorted.slice(0, -1).join(', ')} ${last} ${sorted.at(-1)}`;
};

/** The lines the page says the samples are executed with, as it writes them. */
const executedLines = (text: string) => /samples on these pages run on Node\.js ([\d., and]+?)\./.exec(text)?.[1];

test(`${PAGE} names the Node.js lines of src/data/node-lines.ts`, () => {
  assert.equal(executedLines(page), spoken(SAMPLE_NODE_LINES));
  assert.ok(
    page.includes(`**Node.js ${spoken(RECOMMENDED_NODE_LINES, 'or')}**`),
    `${PAGE} recommends Node.js ${spoken(RECOMMENDED_NODE_LINES, 'or')}`,
  );
});

describe('the unit tests that depend on the Node.js line (NODE_LINE_DEPENDENCIES)', () => {
  const siteTests = [
    ...['tests/unit', 'plugins', 'src', 'eslint'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => join(dir, file)),
    ),
  ];
  const selected = new Set(nodeLineTestFiles(siteTests));

  test('are the files that run the samples, the stand-in Bee or bee-js, and no file that runs none of them', () => {
    const runOnEveryLine = [
      'tests/unit/code-samples.test.ts',
      'tests/unit/bee-js-errata.test.ts',
      'tests/unit/getting-started-javascript.test.ts',
      'tests/unit/stand-in-bee.test.ts',
      'tests/unit/stand-in-bee-redundancy.test.ts',
      'tests/unit/deploy-swarm.test.ts',
      'tests/unit/api-exports.test.ts',
      'tests/unit/bee-js-behaviour.test.ts',
    ];
    const runOnce = [
      'src/search/engine/ranking.test.ts',
      'tests/unit/spelling.test.ts',
      'tests/unit/workflows.test.ts',
      'tests/unit/citations.test.ts',
      'plugins/twoslash/twoslash.test.ts',
      'plugins/samples/catalogue.test.ts',
    ];
    assert.deepEqual(
      runOnEveryLine.filter((file) => !selected.has(file)),
      [],
    );
    assert.deepEqual(
      runOnce.filter((file) => selected.has(file)),
      [],
    );
  });

  test('a file is chosen for what it loads when run: a type-only import of bee-js loads nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'node-line-tests-'));
    const files: Record<string, string> = {
      'types-only.test.ts': "import type {Bee} from '@ethersphere/bee-js'\nexport const bee: Bee | null = null\n",
      'runs-bee-js.test.ts': "import {Bee} from '@ethersphere/bee-js'\nconsole.log(new Bee('http://localhost:1633').url)\n",
      'imports-bee-js-later.test.ts': "export const load = () => import('@ethersphere/bee-js')\n",
      'runs-samples.test.ts': `import {checkSamples} from '${join(ROOT, 'tests', 'code-samples', 'check')}'\nconsole.log(checkSamples)\n`,
      'starts-stand-in.test.ts': `import {startStandInBee} from '${join(ROOT, 'tests', 'stand-in-bee')}'\nawait startStandInBee()\n`,
    };
    try {
      for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
      const chosen = nodeLineTestFiles(Object.keys(files).map((name) => join(dir, name))).map((file) => basename(file));
      assert.deepEqual(chosen.sort(), [
        'imports-bee-js-later.test.ts',
        'runs-bee-js.test.ts',
        'runs-samples.test.ts',
        'starts-stand-in.test.ts',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
