import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMeta} from '../../src/samples/grammar';
import {classifySample} from './classify';
import {spendingCall} from '../../src/samples/sample-code';

const NODE = "import { Bee } from '@ethersphere/bee-js'\n\nconst bee = new Bee('http://localhost:1633')\n";

describe('classifySample', () => {
  test('a `run` sample is node-free', () => {
    assert.deepEqual(classifySample("import { Size } from '@ethersphere/bee-js'\nconsole.log(Size.fromBytes(1))", parseMeta('run')), {
      kind: 'free',
      inputs: [],
      spends: null,
    });
  });

  test('a sample that talks to localhost:1633 is a node sample, with the batch ID it leaves to the reader', () => {
    const code = `${NODE}const batchId = '…' // your batch ID\nawait bee.uploadData(batchId, 'hi')\n`;
    assert.deepEqual(classifySample(code, parseMeta('')), {kind: 'node', inputs: ['batchId'], spends: null});
  });

  test('a spending call is named with its arguments', () => {
    const code = `${NODE}const id = await bee.buyStorage(Size.fromGigabytes(1), Duration.fromDays(7))\n`;
    assert.equal(classifySample(code, parseMeta('')).kind, 'node');
    assert.equal(spendingCall(code), 'buyStorage(Size.fromGigabytes(1), Duration.fromDays(7))');
    assert.equal(spendingCall(`${NODE}await bee.getPostageBatches()`), null);
  });

  test('Node-only code and values from earlier steps make a sample unavailable, with the reason', () => {
    assert.deepEqual(classifySample(`${NODE}const key = process.env.KEY`, parseMeta('')), {
      kind: 'unavailable',
      reason: 'Not runnable in the browser: it reads environment variables (process.env), which only Node.js has.',
    });
    assert.match(
      (classifySample(`import { readFile } from 'node:fs/promises'\n${NODE}`, parseMeta('')) as {reason: string}).reason,
      /Node\.js modules/,
    );
    assert.deepEqual(
      classifySample(`${NODE}const reference = '…' // a reference\nconst signer = new PrivateKey('…') // your key\n`, parseMeta('')),
      {
        kind: 'unavailable',
        reason: 'Not runnable here: it needs reference and signer from an earlier step.',
      },
    );
  });

  test('fragments without a node, and opted-out samples, get nothing', () => {
    assert.deepEqual(classifySample('await bee.getHealth()', parseMeta('')), {kind: 'none'});
    assert.deepEqual(classifySample(NODE, parseMeta('nocheck="needs a File"')), {kind: 'none'});
  });
});
