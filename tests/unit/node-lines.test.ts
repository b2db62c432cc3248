/**
 * The getting-started page names the Node.js lines readers should use and the lines every sample is executed
 * with; both come from src/data/node-lines.ts, which `npm test` and the CI matrix also read, so the page cannot
 * claim a line the tests do not run.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {RECOMMENDED_NODE_LINES, SAMPLE_NODE_LINES} from '../../src/data/node-lines';

const PAGE = 'docs/getting-started.md';
const page = readFileSync(join(import.meta.dirname, '..', '..', PAGE), 'utf8').replace(/\s+/g, ' ');

/** "20, 22 and 24" or, with `or`, "22 or 24". */
const spoken = (lines: readonly number[], last = 'and') =>
  lines.length === 1 ? `${lines[0]}` : `${lines.slice(0, -1).join(', ')} ${last} ${lines.at(-1)}`;

/** The lines the page says the samples are executed with, as it writes them. */
const executedLines = (text: string) => /execute every sample on these pages with Node\.js ([\d., and]+?),? so/.exec(text)?.[1];

test(`${PAGE} names the Node.js lines of src/data/node-lines.ts`, () => {
  assert.equal(executedLines(page), spoken(SAMPLE_NODE_LINES));
  assert.ok(
    page.includes(`**Node.js ${spoken(RECOMMENDED_NODE_LINES, 'or')}**`),
    `${PAGE} recommends Node.js ${spoken(RECOMMENDED_NODE_LINES, 'or')}`,
  );
});

test('a page naming other lines than the tests run does not pass', () => {
  assert.notEqual(executedLines('tests execute every sample on these pages with Node.js 20.20, so the code'), spoken(SAMPLE_NODE_LINES));
  assert.notEqual(
    executedLines('tests execute every sample on these pages with Node.js 22 and 24, so the code'),
    spoken(SAMPLE_NODE_LINES),
  );
});
