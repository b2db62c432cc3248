/**
 * The pull-request comment, made from fixtures instead of GitHub. head-bench.json is real output of
 * `npm run bench -- code-samples` and `npm run bench -- first-load-js` on this site's build, merged as one run of
 * both prints it; base-bench.json is the same first-load-js output with the guide page 5,000 bytes lighter and
 * without /blog/ measured. head-pages.txt is the real page list of that build; base-pages.txt lacks /docs/gsoc/
 * and has a /docs/old-guide/ the build does not.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {REPORT_MARKER, reportComment, type BenchOutput, type ReportInput} from '../../scripts/pr-report';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'tests', 'fixtures', 'pr-report');
const fixture = (name: string) => join(FIXTURES, name);
const lines = (name: string) => readFileSync(fixture(name), 'utf8').trim().split('\n');
const json = (name: string) => JSON.parse(readFileSync(fixture(name), 'utf8')) as BenchOutput;
const PREVIEW_URL = 'https://github.com/ethersphere/bee-js-docs/actions/runs/1/artifacts/2';

const input = (): ReportInput => ({
  baseBench: json('base-bench.json'),
  headBench: json('head-bench.json'),
  basePages: lines('base-pages.txt'),
  headPages: lines('head-pages.txt'),
  previewUrl: PREVIEW_URL,
});

function runScript(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'pr-report.ts'), ...args], {cwd: ROOT, encoding: 'utf8'});
}

describe('pull-request report', () => {
  test('starts with the hidden marker and links the preview', () => {
    const comment = reportComment(input());
    assert.equal(comment.split('\n')[0], REPORT_MARKER);
    assert.match(comment, new RegExp(`\\*\\*Preview:\\*\\* \\[the built site\\]\\(${PREVIEW_URL.replace(/[./]/g, '\\$&')}\\)`));
    assert.doesNotMatch(comment, /on Swarm/);
    assert.match(
      reportComment({...input(), swarmUrl: 'https://api.gateway.ethswarm.org/bzz/ab12/'}),
      /; on Swarm: https:\/\/api\.gateway\.ethswarm\.org\/bzz\/ab12\//,
    );
  });

  test('lists the pages added and removed against main', () => {
    const comment = reportComment(input());
    assert.match(comment, /\*\*Pages:\*\* 1 added, 1 removed \(189 on main, 189 here\)\./);
    assert.match(comment, /<summary>Added \(1\)<\/summary>\n\n- `\/docs\/gsoc\/`\n/);
    assert.match(comment, /<summary>Removed \(1\)<\/summary>\n\n- `\/docs\/old-guide\/`\n/);
  });

  test('says so when no page changed, and cuts long lists', () => {
    const same = reportComment({...input(), basePages: lines('head-pages.txt')});
    assert.match(same, /\*\*Pages:\*\* 0 added, 0 removed \(189 on main, 189 here\)\./);
    assert.doesNotMatch(same, /<details>/);
    const firstOnly = reportComment({...input(), basePages: ['/']});
    assert.match(firstOnly, /<summary>Added \(188\)<\/summary>/);
    assert.equal(firstOnly.match(/^- `\//gm)?.length, 25);
    assert.match(firstOnly, /^- … and 163 more$/m);
  });

  test('compares first-load JavaScript of the main pages with main', () => {
    const comment = reportComment(input());
    assert.match(comment, /^\| `\/docs\/getting-started\/` \| 171\.5 KB \| 176\.5 KB \| \+5\.0 KB \(\+2\.9%\) \|$/m);
    assert.match(comment, /^\| `\/` \| 156\.6 KB \| 156\.6 KB \| ±0\.0 KB \(±0\.0%\) \|$/m);
    assert.match(comment, /^\| `\/blog\/` \| — \| 175\.0 KB \| new page \|$/m);
    assert.equal(comment.match(/^\| `\//gm)?.length, 5, 'one row per measured page');
    assert.match(comment, /The guide page is 3\.5 KB under its 180 KB budget\./);
  });

  test('a lighter page shows a minus, and a guide over budget is called out', () => {
    const headBench = json('head-bench.json');
    headBench['first-load-js']!.pages['/docs/getting-started/']!.gzip = 181_250;
    headBench['first-load-js']!.pages['/']!.gzip = 150_000;
    headBench['first-load-js']!.guideUnderBudgetBy = -1_250;
    const comment = reportComment({...input(), headBench});
    assert.match(comment, /^\| `\/` \| 156\.6 KB \| 150\.0 KB \| −6\.6 KB \(−4\.2%\) \|$/m);
    assert.match(comment, /\*\*The guide page is 1\.3 KB over its 180 KB budget\.\*\*/);
  });

  test('quotes the samples summary line, and flags problems', () => {
    const summary = json('head-bench.json')['code-samples']!.summary;
    assert.match(summary, /^\d+ samples in \d+ files: \d+ compiled, \d+ executed, \d+ opted out \(nodeFree/);
    assert.ok(reportComment(input()).includes(`**Code samples:** ${summary}\n`));
    const headBench = json('head-bench.json');
    headBench['code-samples']!.problems = 2;
    assert.ok(reportComment({...input(), headBench}).includes(`**Code samples:** ${summary} — **2 problems**`));
    assert.match(reportComment({...input(), headBench: {}}), /\*\*Code samples:\*\* not measured/);
  });

  test('the command line prints the same comment from the files, and lists a build’s pages', () => {
    const result = runScript([
      'comment',
      ...['--base-bench', fixture('base-bench.json'), '--head-bench', fixture('head-bench.json')],
      ...['--base-pages', fixture('base-pages.txt'), '--head-pages', fixture('head-pages.txt')],
      ...['--preview-url', PREVIEW_URL, '--swarm-url', ''],
    ]);
    assert.equal(result.stderr, '');
    assert.equal(result.stdout, reportComment(input()));
    const pages = runScript(['pages', fixture('built-site')]);
    assert.equal(pages.stdout, '/\n/blog/\n/docs/gsoc/\n');
  });

  test('the command line names the options it misses', () => {
    const result = runScript(['comment', '--head-bench', fixture('head-bench.json')]);
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim(), 'pr-report comment: missing --base-bench, --base-pages, --head-pages, --preview-url');
  });
});
