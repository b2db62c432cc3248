/**
 * Samples for the Run fixture page (/e2e/run-samples/), made into run files the way the remark plugin makes
 * the pages' samples, so that the browser test can see a sample throw, loop, flood the console and differ from its Output.
 */
import {sharedAssets, writeSampleModule} from '../run-samples/assets';

export type FixtureSample = {
  id: string;
  title: string;
  code: string;
  /** The Output the page would show. */
  expected?: string;
  /** Milliseconds; the fixture's way to test the time limit without waiting 30 s. */
  timeLimit?: number;
};

const FIXTURE_SAMPLES: FixtureSample[] = [
  {
    id: 'throws',
    title: 'A sample that throws',
    code: "console.log('before the error')\nthrow new RangeError('the fixture throws on purpose')\n",
    expected: 'before the error',
  },
  {
    id: 'loops',
    title: 'A sample that never ends',
    code: "console.log('looping')\nwhile (Date.now() > 0) {\n  // busy for ever\n}\n",
  },
  {
    id: 'time-limit',
    title: 'A sample stopped by a 1.5 s time limit',
    code: "console.log('looping')\nwhile (Date.now() > 0) {\n  // busy for ever\n}\n",
    timeLimit: 1500,
  },
  {
    id: 'floods',
    title: 'A sample that floods the console',
    code: 'for (let line = 0; line < 100_000; line++) console.log(line)\n',
  },
  {
    id: 'differs',
    title: 'A sample whose output is not the shown Output',
    code: "import { Size } from '@ethersphere/bee-js'\n\nconsole.log(Size.fromKilobytes(2).toBytes())\n",
    expected: '2048',
  },
];

export type RunFixtureProps = {samples: (FixtureSample & {sample: string})[]};

export function runFixtureProps(siteDir: string): RunFixtureProps {
  const assets = sharedAssets(siteDir);
  return {
    samples: FIXTURE_SAMPLES.map((fixture) => ({...fixture, sample: writeSampleModule(assets, fixture.code)})),
  };
}
