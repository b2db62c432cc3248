import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readBeeJsPackage} from '../../bee-js-package';
import {generateBesideSamples} from './typedoc-step';

test(
  "when reading the guides' examples fails, the build gets that error and TypeDoc's worker does not wait for ever",
  {timeout: 60_000},
  async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'typedoc-step-'));
    try {
      const outputs = {out: path.join(dir, 'api'), projectFile: path.join(dir, 'project.json')};
      await assert.rejects(
        generateBesideSamples(readBeeJsPackage(), outputs, () => {
          throw new Error('a sample that does not parse');
        }),
        /a sample that does not parse/,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  },
);
