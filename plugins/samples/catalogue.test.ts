import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageFences, sampleCatalogue} from './catalogue';
import {SampleTypeError} from './compile';

test('the catalogue gives each sample its copyable code, marker lines, Output, compile, JavaScript, Run offer and modules', async () => {
  const source = [
    '# Page',
    '',
    '```ts run',
    "import { Size } from '@ethersphere/bee-js'",
    'const size = Size.fromKilobytes(2)',
    '//    ^?',
    'console.log(size.toBytes())',
    '```',
    '',
    '```text title="Output"',
    '2048',
    '```',
    '',
    '```ts norun="fixture"',
    "const wrong: number = 'x'",
    '```',
  ].join('\n');
  const catalogue = await sampleCatalogue([{file: 'docs/page.md', source}]);
  const {fences, samples} = catalogue;
  assert.equal(fences.length, 3);
  const [run, norun] = samples;
  assert.equal(samples.length, 2);
  assert.equal(
    run!.copyableCode,
    "import { Size } from '@ethersphere/bee-js'\nconst size = Size.fromKilobytes(2)\nconsole.log(size.toBytes())",
  );
  assert.deepEqual(run!.markerLines, [6]);
  assert.equal(run!.output?.code, '2048');
  assert.ok(run!.compiled && !(run!.compiled instanceof SampleTypeError));
  assert.equal(run!.compiled.code, run!.copyableCode);
  assert.deepEqual(run!.run, {kind: 'free', inputs: [], spends: null});
  assert.match(run!.browserModule!, /from "@ethersphere\/bee-js"/);
  assert.equal(run!.javascript, run!.copyableCode, 'a sample without types is its own JavaScript');
  assert.match(run!.javascriptBrowserModule!, /from "@ethersphere\/bee-js"/);
  assert.deepEqual(pageFences('docs/page.md', catalogue).javascript.get(8), {language: 'js', code: run!.javascript});
  assert.throws(() => pageFences('docs/other.md', catalogue), /docs\/other\.md: not in the sample catalogue/);
  assert.ok(norun!.compiled instanceof SampleTypeError && norun!.compiled.line === 0);
  assert.equal(norun!.output, null);
  assert.equal(norun!.browserModule, null);
});
