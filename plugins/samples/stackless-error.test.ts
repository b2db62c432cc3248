import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compileSamples, SampleTypeError} from './compile';
import {StacklessError} from './stackless-error';

test('a sample that does not compile is kept as an error without stack frames', () => {
  const [result] = compileSamples([{code: `const size: number = 'large' // ${Date.now()}`, language: 'ts'}]);
  assert.ok(result instanceof SampleTypeError, String(result));
  assert.match(result.message, /^TS2322:/);
  assert.doesNotMatch(String(result.stack), /\n\s+at /);
});

test('an error made after a stackless one has its stack again', () => {
  void new StacklessError('no frames');
  assert.match(String(new Error('with frames').stack), /\n\s+at /);
});
