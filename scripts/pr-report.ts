/**
 * The pull-request comment of the preview job of .github/workflows/ci.yml, made from files so that it is tested without GitHub:
 *
 *   tsx scripts/pr-report.ts pages <build dir>            prints the build's pages (its sitemap), one a line: /docs/…/
 *   tsx scripts/pr-report.ts comment --base-bench <json> --head-bench <json> --base-pages <txt> --head-pages <txt>
 *                                    --preview-url <url> [--swarm-url <url>]
 *                                                          prints the comment's markdown
 *
 * The bench files are `npm run bench -- first-load-js code-samples` output (base: first-load-js only is enough).
 */
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {sitemapPaths} from './lib/site-pages';

/** Finds the comment to update among the pull request's comments; invisible in the rendered comment. */
export const REPORT_MARKER = '<!-- bee-js-docs-pr-report -->';

/** Lists longer than this are cut, so one large change (a new API class) does not bury the rest of the comment. */
const MAX_LISTED_PAGES = 25;

type PageWeight = {raw: number; gzip: number; files: number};
export type BenchOutput = {
  'first-load-js'?: {pages: Record<string, PageWeight>; guideUnderBudgetBy: number};
  'code-samples'?: {summary: string; problems: number};
};

export type ReportInput = {
  baseBench: BenchOutput;
  headBench: BenchOutput;
  basePages: string[];
  headPages: string[];
  previewUrl: string;
  swarmUrl?: string;
};

/** Bytes as the bench's budgets count them: 1 KB = 1000 bytes. */
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function change(base: number | undefined, head: number): string {
  if (base === undefined) return 'new page';
  const delta = head - base;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  const percent = base === 0 ? '' : ` (${sign}${Math.abs((delta / base) * 100).toFixed(1)}%)`;
  return `${sign}${kilobytes(Math.abs(delta))}${percent}`;
}

function pageList(title: string, pages: string[]): string[] {
  if (pages.length === 0) return [];
  const shown = pages.slice(0, MAX_LISTED_PAGES).map((page) => `- \`${page}\``);
  const more = pages.length > MAX_LISTED_PAGES ? [`- … and ${pages.length - MAX_LISTED_PAGES} more`] : [];
  return [`<details><summary>${title} (${pages.length})</summary>`, '', ...shown, ...more, '', '</details>', ''];
}

function firstLoadTable(base: BenchOutput, head: BenchOutput): string[] {
  const headPages = head['first-load-js']?.pages;
  if (!headPages) return ['**First-load JavaScript:** not measured (the bench did not run on this pull request).', ''];
  const basePages = base['first-load-js']?.pages ?? {};
  const rows = Object.entries(headPages).map(
    ([page, weight]) =>
      `| \`${page}\` | ${basePages[page] ? kilobytes(basePages[page].gzip) : '—'} | ${kilobytes(weight.gzip)} | ` +
      `${change(basePages[page]?.gzip, weight.gzip)} |`,
  );
  const budget = head['first-load-js']!.guideUnderBudgetBy;
  return [
    '**First-load JavaScript** (gzipped, what a first visit downloads before the page is interactive):',
    '',
    '| Page | main | this pull request | change |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    budget >= 0
      ? `The guide page is ${kilobytes(budget)} under its 180 KB budget.`
      : `**The guide page is ${kilobytes(-budget)} over its 180 KB budget.**`,
    '',
  ];
}

export function reportComment({baseBench, headBench, basePages, headPages, previewUrl, swarmUrl}: ReportInput): string {
  const before = new Set(basePages);
  const after = new Set(headPages);
  const added = headPages.filter((page) => !before.has(page)).sort();
  const removed = basePages.filter((page) => !after.has(page)).sort();
  const samples = headBench['code-samples'];
  return [
    REPORT_MARKER,
    '## Site preview',
    '',
    `**Preview:** [the built site](${previewUrl}) (a zip of \`build/\`: unzip it into \`build/\` of a checkout and ` +
      'run `npm run serve`)' +
      (swarmUrl ? `; on Swarm: ${swarmUrl}` : ''),
    '',
    `**Pages:** ${added.length} added, ${removed.length} removed (${basePages.length} on main, ${headPages.length} here).`,
    '',
    ...pageList('Added', added),
    ...pageList('Removed', removed),
    ...firstLoadTable(baseBench, headBench),
    samples
      ? `**Code samples:** ${samples.summary}${samples.problems > 0 ? ` — **${samples.problems} problems**` : ''}`
      : '**Code samples:** not measured (the bench did not run on this pull request).',
    '',
  ].join('\n');
}

const readLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as BenchOutput;

function main(args: string[]): void {
  const [command, ...rest] = args;
  if (command === 'pages' && rest.length === 1) {
    console.log(
      sitemapPaths(rest[0]!)
        .map((page) => `/${page}`)
        .sort()
        .join('\n'),
    );
    return;
  }
  if (command !== 'comment') {
    throw new Error('Usage: tsx scripts/pr-report.ts pages <build dir> | comment --base-bench … (see the header of this file)');
  }
  const {values} = parseArgs({
    args: rest,
    options: Object.fromEntries(
      ['base-bench', 'head-bench', 'base-pages', 'head-pages', 'preview-url', 'swarm-url'].map((name) => [name, {type: 'string'}]),
    ),
  }) as {values: Record<string, string | undefined>};
  const required = ['base-bench', 'head-bench', 'base-pages', 'head-pages', 'preview-url'];
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`pr-report comment: missing ${missing.map((name) => `--${name}`).join(', ')}`);
  process.stdout.write(
    reportComment({
      baseBench: readJson(values['base-bench']!),
      headBench: readJson(values['head-bench']!),
      basePages: readLines(values['base-pages']!),
      headPages: readLines(values['head-pages']!),
      previewUrl: values['preview-url']!,
      swarmUrl: values['swarm-url'] || undefined,
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
