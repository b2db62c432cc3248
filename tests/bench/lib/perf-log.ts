/**
 * Where a build's time goes, read from Docusaurus's perf log (`DOCUSAURUS_PERF_LOGGER=true`): its `[PERF]` lines
 * name each timed call by the path of calls that enclose it ("Build > en > Load site > Load plugins > Init
 * plugins"), and the site's own steps (plugins/shared/build-step.ts) appear in that path as "Build step: <name>".
 */
import {BUILD_STEP_LABEL} from '../../../plugins/shared/build-step';

export type PerfEntry = {path: string[]; seconds: number};

// eslint-disable-next-line no-control-regex -- the logger colours its output with ANSI escape sequences
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
/** `[PERF] <path> - <duration> - (Heap …)`; a `[KO]` after `[PERF]` marks a call that threw. */
const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!)(?: - |$)/;

/** The timed calls of a perf log, in the order they ended; lines without a duration (plain marks) are skipped. */
export function parsePerfLog(log: string): PerfEntry[] {
  return log.split('\n').flatMap((line) => {
    const match = PERF_LINE.exec(line.replace(ANSI_COLOUR, '').trim());
    if (!match) return [];
    const [, label, amount, unit] = match;
    return [{path: label!.split(' > '), seconds: unit === 'ms' ? Number(amount) / 1000 : Number(amount)}];
  });
}

/** A row of the breakdown: a framework phase or one of the site's build steps, and the row it runs within. */
export type BuildStep = {step: string; within: string | null; seconds: number; note?: string};

/** Docusaurus's phases of a build, by the last part of their label, in the order they run. */
const PHASES: {step: string; within: string | null; label: RegExp; note?: string}[] = [
  {step: 'Config and plugin modules load', within: null, label: /^Get locales to build$/},
  {step: 'Build', within: null, label: /^Build$/, note: 'the whole build after the config load'},
  {step: 'Load site', within: 'Build', label: /^Load site$/},
  {step: 'Git VCS init', within: 'Load site', label: /^Git Eager VCS init$/, note: 'not awaited: runs beside Init plugins'},
  {step: 'Init plugins', within: 'Load site', label: /^Init plugins$/},
  {step: 'Load plugins content', within: 'Load site', label: /^Load plugins content$/},
  {step: 'Bundler configs', within: 'Build', label: /^Creating \w+ bundler configs$/},
  {step: 'Bundling', within: 'Build', label: /^Bundling with \w+$/, note: "MDX compiles, with the site's remark steps, run inside it"},
  {step: 'SSG', within: 'Build', label: /^SSG$/},
  {step: 'postBuild', within: 'Build', label: /^postBuild\(\)$/, note: "plugins' postBuild run at once: their steps overlap"},
  {step: 'Broken links checker', within: 'Build', label: /^Broken links checker$/},
];

/** A step timed within two different rows (the sample compile, in TypeDoc and during bundling) makes two rows. */
const rowKey = ({step, within}: Pick<BuildStep, 'step' | 'within'>) => `${within ?? ''} > ${step}`;
const stepName = (part: string) => (part.startsWith(BUILD_STEP_LABEL) ? part.slice(BUILD_STEP_LABEL.length) : null);
const phaseOf = (part: string) => PHASES.find(({label}) => label.test(part))?.step ?? null;

/**
 * The phases and the site's steps of one build, each row after the row it runs within (a step within the
 * innermost phase or step around it). A step timed many times (once a page, once a picture) is summed; the logger
 * leaves out calls under 5 ms, so such a sum misses the shortest.
 */
export function buildSteps(entries: PerfEntry[]): BuildStep[] {
  const rows = new Map<string, BuildStep & {count: number}>();
  const add = (step: string, within: string | null, seconds: number, note?: string) => {
    const known = rows.get(rowKey({step, within}));
    if (known) {
      known.seconds += seconds;
      known.count += 1;
    } else rows.set(rowKey({step, within}), {step, within, seconds, count: 1, ...(note ? {note} : {})});
  };
  for (const {path, seconds} of entries) {
    const last = path.at(-1)!;
    const name = stepName(last);
    if (name !== null) {
      const enclosing = path.slice(0, -1).reverse();
      add(name, enclosing.map((part) => stepName(part) ?? phaseOf(part)).find((row) => row !== null) ?? null, seconds);
      continue;
    }
    const phase = PHASES.find(({label}) => label.test(last));
    if (phase) add(phase.step, phase.within, seconds, phase.note);
  }
  const ordered: BuildStep[] = [];
  const place = (within: string | null) => {
    const children = [...rows.values()].filter((row) => row.within === within);
    children.sort((a, b) => PHASES.findIndex(({step}) => step === a.step) - PHASES.findIndex(({step}) => step === b.step));
    for (const {count, ...row} of children) {
      ordered.push(count > 1 && !PHASES.some(({step}) => step === row.step) ? {...row, note: `${count} calls summed`} : row);
      place(row.step);
    }
  };
  place(null);
  return ordered;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each row's median over several builds of one site (a row missing from a build counts as absent there). */
export function medianSteps(builds: BuildStep[][]): (BuildStep & {runs: number})[] {
  const keys = builds
    .flat()
    .map(rowKey)
    .filter((key, index, all) => all.indexOf(key) === index);
  return keys.map((key) => {
    const rows = builds.flatMap((steps) => steps.filter((row) => rowKey(row) === key));
    const {step, within, note} = rows[0]!;
    return {
      step,
      within,
      seconds: Math.round(median(rows.map((row) => row.seconds)) * 10) / 10,
      runs: rows.length,
      ...(note ? {note} : {}),
    };
  });
}

/** The rows as an indented text table: a step under the phase or step it runs within. */
export function formatSteps(rows: (BuildStep & {runs?: number})[]): string {
  const depth = (row: BuildStep): number => {
    const parent = rows.find((candidate) => candidate.step === row.within);
    return parent ? depth(parent) + 1 : 0;
  };
  return rows
    .map((row) => {
      const name = `${'  '.repeat(depth(row))}${row.step}`;
      return `${name.padEnd(36)} ${row.seconds.toFixed(1).padStart(6)} s${row.note ? `   (${row.note})` : ''}`;
    })
    .join('\n');
}
