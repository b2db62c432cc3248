/**
 * What the issue that brought the JavaScript tabs set out from (issue 46): a reader who writes plain JavaScript
 * copies getting-started's upload sample from its JavaScript tab into a `.mjs` file, puts their batch ID where the
 * fill-in line says, and runs it with Node.js against their node (here the stand-in Bee). It prints what the
 * page's Output shows. Its CommonJS sample, saved as a `.cjs` file, runs under Node.js as the page says.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {Bee, Duration, Size} from '@ethersphere/bee-js';
import {readSampleCatalogue} from '../../plugins/samples/catalogue';
import {FILL_IN_PLACEHOLDER, SAMPLE_NODE_URL, normaliseOutput} from '../../src/samples/grammar';
import {startStandInBee} from '../stand-in-bee';
import {contractAvailable} from '../stand-in-bee/contract';
import {CONTRACT_MISSING, requireOrSkip} from '../required-input';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGE = 'docs/getting-started.md';
// Below the project, so that the file finds bee-js in node_modules as a reader's project does.
const READERS_FOLDER = join(ROOT, 'node_modules', '.cache', 'readers-javascript');

/** The getting-started sample that uploads with the reader's batch ID, as its JavaScript tab shows it. */
async function uploadSample() {
  const sample = (await readSampleCatalogue(ROOT, [PAGE])).samples.find((each) => each.code.includes('uploadData(batchId'));
  assert.ok(sample, `${PAGE} has no sample calling uploadData(batchId, …)`);
  assert.equal(typeof sample.javascript, 'string', `${PAGE}:${sample.fenceLine}: no JavaScript version`);
  assert.ok(sample.output, `${PAGE}:${sample.fenceLine}: no Output block to compare with`);
  return {javascript: sample.javascript as string, output: sample.output.code};
}

/** Runs `code` as the reader's `name` with Node.js alone (no tsx), and returns what it printed. */
async function runAsReader(code: string, name = 'upload.mjs'): Promise<string> {
  mkdirSync(READERS_FOLDER, {recursive: true});
  const file = join(READERS_FOLDER, name);
  writeFileSync(file, code);
  const {stdout} = await promisify(execFile)(process.execPath, [file], {cwd: READERS_FOLDER, timeout: 30_000});
  return stdout;
}

describe("getting-started's upload sample in JavaScript", {skip: requireOrSkip(!contractAvailable() && CONTRACT_MISSING)}, () => {
  test('pasted into a .mjs file with a batch ID filled in, runs against the node and prints its Output', async () => {
    const {javascript, output} = await uploadSample();
    assert.doesNotMatch(javascript, /\bdeclare\b|: BatchId\b/);
    assert.equal(javascript.split(FILL_IN_PLACEHOLDER).length, 2, 'one value to fill in: the batch ID');
    const standIn = await startStandInBee();
    try {
      const batchId = await new Bee(standIn.url).buyStorage(Size.fromGigabytes(1), Duration.fromDays(30));
      // What the reader does: their batch ID in place of '…', their node's URL (the stand-in) in place of localhost.
      const pasted = javascript.replace(FILL_IN_PLACEHOLDER, `'${batchId.toHex()}'`).replace(SAMPLE_NODE_URL, standIn.url);
      assert.equal(normaliseOutput(await runAsReader(pasted)), normaliseOutput(output));
    } finally {
      await standIn.close();
    }
  });
});

/** The page's one ```js block: the CommonJS way to run a sample. */
function commonJsSample(): string {
  const blocks = [...readFileSync(join(ROOT, PAGE), 'utf8').matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  assert.equal(blocks.length, 1, `${PAGE}: one \`\`\`js block, the CommonJS sample`);
  return blocks[0]!;
}

describe("getting-started's CommonJS sample", {skip: requireOrSkip(!contractAvailable() && CONTRACT_MISSING)}, () => {
  test('saved as a .cjs file, loads bee-js with require and reaches the node', async () => {
    const code = commonJsSample();
    assert.match(code, /require\('@ethersphere\/bee-js'\)/);
    const standIn = await startStandInBee();
    try {
      assert.equal(await runAsReader(code.replace(SAMPLE_NODE_URL, standIn.url), 'connect.cjs'), 'Connected: true\n');
    } finally {
      await standIn.close();
    }
  });
});

describe("getting-started's project step", () => {
  test('installs the bee-js version the site documents', () => {
    const {dependencies} = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
    const installed = readFileSync(join(ROOT, PAGE), 'utf8').match(/^npm install @ethersphere\/bee-js@(\S+)$/m)?.[1];
    assert.equal(installed, dependencies['@ethersphere/bee-js']);
  });
});
