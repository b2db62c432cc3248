import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {JavascriptError, javascriptLanguage, javascriptVersions} from './javascript';

const one = async (code: string, language = 'ts') => (await javascriptVersions([{code, language}]))[0]!;

describe('JavaScript versions of samples', () => {
  test("are the compiler's output in the samples' style: types gone, imports of types gone, blank lines kept", async () => {
    const code = [
      "import { BatchId, Bee, Reference } from '@ethersphere/bee-js'",
      '',
      "const bee = new Bee('http://localhost:1633')",
      "const batchId: BatchId = new BatchId('…') // your batch ID",
      '',
      'type Pair = { reference: Reference; size: number }',
      '',
      "const { reference } = await bee.uploadData(batchId, 'Hello')",
      'const pair: Pair = { reference, size: 5 } as Pair',
      'async function show(entry: Pair): Promise<void> {',
      '  console.log(entry.reference!.toHex())',
      '}',
      'await show(pair)',
    ].join('\n');
    assert.equal(
      await one(code),
      [
        "import { BatchId, Bee } from '@ethersphere/bee-js'",
        '',
        "const bee = new Bee('http://localhost:1633')",
        "const batchId = new BatchId('…') // your batch ID",
        '',
        "const { reference } = await bee.uploadData(batchId, 'Hello')",
        'const pair = { reference, size: 5 }',
        'async function show(entry) {',
        '  console.log(entry.reference.toHex())',
        '}',
        'await show(pair)',
      ].join('\n'),
    );
  });

  test('have no helpers, no "use strict" and no module marker, and keep blank lines inside strings', async () => {
    const javascript = (await one('const text = `first\n\nthird`\nconsole.log(text)\nawait Promise.resolve()')) as string;
    assert.equal(javascript, 'const text = `first\n\nthird`\nconsole.log(text)\nawait Promise.resolve()');
    assert.doesNotMatch(javascript, /use strict|__awaiter|export \{\}/);
  });

  test('of a React sample keep the JSX', async () => {
    assert.equal(javascriptLanguage('tsx'), 'jsx');
    assert.equal(
      await one('const count: number = 2\nexport const Badge = () => <span>{count}</span>', 'tsx'),
      'const count = 2\nexport const Badge = () => <span>{count}</span>',
    );
  });

  test('of a sample the compiler cannot read are an error naming the line', async () => {
    const result = await one('const ok = 1\nconst broken: = 2');
    assert.ok(result instanceof JavascriptError, String(result));
    assert.equal(result.line, 1);
    assert.match(result.diagnostic, /^TS1110: Type expected/);
  });
});
