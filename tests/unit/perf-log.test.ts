import {spawnSync} from 'node:child_process';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSteps, formatSteps, medianSteps, parsePerfLog} from '../bench/lib/perf-log';
import {ROOT} from '../e2e/harness';

/** Lines as Docusaurus's perf logger prints them, colours included. */
const line = (label: string, duration: string) =>
  `\u001b[33m[PERF]\u001b[39m ${label} - \u001b[31m${duration}\u001b[39m - \u001b[2m(Heap \u001b[36m155mb\u001b[39m -> \u001b[36m573mb\u001b[39m / Total \u001b[36m803mb\u001b[39m)\u001b[22m`;

const LOG = [
  '[INFO] [en] Creating an optimized production build...',
  line('Get locales to build', '1.80 seconds!'),
  line('Build > en > Load site > Load plugins > Init plugins > Build step: TypeDoc > Build step: sample compile', '16.48 seconds!'),
  line('Build > en > Load site > Load plugins > Init plugins > Build step: TypeDoc', '20.01 seconds!'),
  line('Build > en > Load site > Load plugins > Init plugins', '20.60 seconds!'),
  line(
    'Build > en > Load site > Load plugins > Load plugins content > Load sample-catalogue@default > loadContent() > Build step: sample compile',
    '512.00 ms',
  ),
  line('Build > en > Load site > Load plugins > Load plugins content', '723.46 ms'),
  line('Build > en > Load site', '21.60 seconds!'),
  line('Build > en > Bundling with rspack > Build step: twoslash', '606.00 ms'),
  line('Build > en > Bundling with rspack > Build step: twoslash', '96.65 ms'),
  '\u001b[33m[PERF]\u001b[39m Build > en > SSG > Thread pool > Result for task 2',
  line('Build > en > Bundling with rspack', '38.63 seconds!'),
  line('Build > en > postBuild() > Build step: search index', '4.90 seconds!'),
  line('Build > en > postBuild()', '8.54 seconds!'),
  line('Build', '78.49 seconds!'),
].join('\n');

test("the build bench reads Docusaurus's perf log: phases and the site's steps, each within the row around it", () => {
  const entries = parsePerfLog(LOG);
  assert.equal(entries.length, 13, 'every timed line, and neither the plain mark nor the other output');
  assert.deepEqual(entries[0], {path: ['Get locales to build'], seconds: 1.8});
  const rows = buildSteps(entries).map(({step, within, seconds, note}) => ({
    step,
    within,
    seconds: Math.round(seconds * 1000) / 1000,
    note,
  }));
  assert.deepEqual(rows, [
    {step: 'Config and plugin modules load', within: null, seconds: 1.8, note: undefined},
    {step: 'Build', within: null, seconds: 78.49, note: 'the whole build after the config load'},
    {step: 'Load site', within: 'Build', seconds: 21.6, note: undefined},
    {step: 'Init plugins', within: 'Load site', seconds: 20.6, note: undefined},
    {step: 'TypeDoc', within: 'Init plugins', seconds: 20.01, note: undefined},
    {step: 'sample compile', within: 'TypeDoc', seconds: 16.48, note: undefined},
    {step: 'Load plugins content', within: 'Load site', seconds: 0.723, note: undefined},
    {step: 'sample compile', within: 'Load plugins content', seconds: 0.512, note: undefined},
    {step: 'Bundling', within: 'Build', seconds: 38.63, note: "MDX compiles, with the site's remark steps, run inside it"},
    {step: 'twoslash', within: 'Bundling', seconds: 0.703, note: '2 calls summed'},
    {step: 'postBuild', within: 'Build', seconds: 8.54, note: "plugins' postBuild run at once: their steps overlap"},
    {step: 'search index', within: 'postBuild', seconds: 4.9, note: undefined},
  ]);
});

test('the build bench takes each row’s median over the builds and prints steps indented under their row', () => {
  const build = (typedoc: number) => buildSteps(parsePerfLog(LOG.replace('20.01 seconds!', `${typedoc} seconds!`)));
  const rows = medianSteps([build(30), build(10), build(20)]);
  assert.equal(rows.find((row) => row.step === 'TypeDoc')?.seconds, 20);
  assert.equal(rows.find((row) => row.step === 'Build')?.runs, 3);
  const table = formatSteps(rows).split('\n');
  assert.match(
    table.find((text) => text.includes('TypeDoc'))!,
    /^ {6}TypeDoc +20\.0 s$/,
  );
  assert.match(
    table.find((text) => text.includes('twoslash'))!,
    /^ {4}twoslash +0\.7 s {3}\(2 calls summed\)$/,
  );
});

test("the site's build steps print lines the build bench reads, nested as they run", () => {
  // A step under 5 ms is not logged, so each one here waits 20 ms.
  const script = `
    const {PerfLogger} = require('@docusaurus/logger');
    const {timeBuildStep, timeBuildStepSync} = require('./plugins/shared/build-step');
    const wait = () => { const end = Date.now() + 20; while (Date.now() < end); };
    PerfLogger.async('Build', () => timeBuildStep('outer', async () => timeBuildStepSync('inner', wait)));
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
  });
  assert.equal(result.status, 0, result.stderr);
  const rows = buildSteps(parsePerfLog(result.stdout));
  assert.deepEqual(
    rows.map(({step, within}) => ({step, within})),
    [
      {step: 'Build', within: null},
      {step: 'outer', within: 'Build'},
      {step: 'inner', within: 'outer'},
    ],
  );
  for (const row of rows) assert.ok(row.seconds >= 0.019, `${row.step} took ${row.seconds} s`);
});
