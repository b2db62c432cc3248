/**
 * `npm run bench -- search-relevance`: five-fold cross-validation of search relevance over the queries of
 * tests/e2e/search-relevance.json that name their issue thread, split by thread (tests/bench/lib/relevance.ts).
 * For each fold it prints top-1 and top-3 on the training folds and on the held-out fold for our engine,
 * Pagefind on its defaults and MiniSearch with its documented defaults, side by side; then the same three on
 * the typo and version sets. Needs a production build (01-build makes one).
 */
import type {EngineOptions} from '../../src/search/engine';
import {SIGNALS} from '../../src/search/engine/score';
import {launchChromium} from '../e2e/harness';
import {miniSearchDefaults, oursHits, oursSearch, pagefindDefaults} from './lib/relevance-engines';
import {
  foldsByThread,
  percent,
  positionsOf,
  ratesOf,
  readHeldOutSet,
  readRelevanceSet,
  type PageSearch,
  type RelevancePair,
} from './lib/relevance';

const ENGINES = ['ours', 'pagefind', 'minisearch'] as const;
type EngineName = (typeof ENGINES)[number];

/** Sets by kind of query (the version set's queries come from threads and sit in the folds too), on which ours must stay ahead as well. */
const CHECK_KINDS = ['typo', 'version', 'symbol', 'synonym', 'question', 'missing-word', 'topic'];

/**
 * What the engine may be configured with: the kept configuration, and each signal or feature left out. On each fold the training queries choose one; the held-out
 * queries judge it. A signal stays only if leaving it out lowers the held-out figure.
 */
const CONFIGURATIONS: Record<string, EngineOptions> = {
  kept: {},
  ...Object.fromEntries(SIGNALS.map((signal) => [`without ${signal}`, {weights: {[signal]: 0}}])),
  'without field weights': {fields: false},
  'without thesaurus': {thesaurus: false},
};

type Positions = Awaited<ReturnType<typeof positionsOf>>;

/** Top-3 of each configuration on the queries written for the site (no thread: topic, typo, symbol, synonym...). */
async function siteSetPositions(): Promise<Record<string, number>> {
  const written = readRelevanceSet().pairs.filter((pair) => !pair.thread);
  const rates: Record<string, number> = {};
  for (const [name, options] of Object.entries(CONFIGURATIONS))
    rates[name] = ratesOf(await positionsOf(oursSearch(options), written), written).top3;
  return rates;
}

/** Per fold: the configuration the training folds pick (best top-3, then top-1, the kept one on a tie) and its figures. */
async function modelSelection(folds: RelevancePair[][]) {
  const threaded = folds.flat();
  const positions: Record<string, Positions> = {};
  for (const [name, options] of Object.entries(CONFIGURATIONS)) positions[name] = await positionsOf(oursSearch(options), threaded);
  const selected = folds.map((heldOut, index) => {
    const training = folds.filter((_, other) => other !== index).flat();
    const ranked = Object.keys(CONFIGURATIONS)
      .map((name) => ({name, training: ratesOf(positions[name]!, training), heldOut: ratesOf(positions[name]!, heldOut)}))
      .sort(
        (a, b) =>
          b.training.top3 - a.training.top3 || b.training.top1 - a.training.top1 || Number(b.name === 'kept') - Number(a.name === 'kept'),
      );
    return {fold: index + 1, ...ranked[0]!};
  });
  const siteSets = await siteSetPositions();
  const ablation = Object.fromEntries(
    Object.keys(CONFIGURATIONS).map((name) => {
      const heldOut = folds.map((fold) => ratesOf(positions[name]!, fold));
      const mean = (rate: 'top1' | 'top3') => heldOut.reduce((sum, rates) => sum + rates[rate], 0) / folds.length;
      return [name, {top1: mean('top1'), top3: mean('top3'), siteSets: siteSets[name]!}];
    }),
  );
  return {selected, ablation};
}

function printSelection({selected, ablation}: Awaited<ReturnType<typeof modelSelection>>) {
  const kept = ablation.kept!;
  console.error(
    [
      '',
      'model selection on the training folds (ours), judged on the held-out fold:',
      ...selected.map(
        ({fold, name, training, heldOut}) =>
          `  fold ${fold}: ${name.padEnd(22)} train ${percent(training.top1)} / ${percent(training.top3)}   held-out ${percent(heldOut.top1)} / ${percent(heldOut.top3)}`,
      ),
      `  mean held-out of the selected configurations: ${percent(selected.reduce((sum, fold) => sum + fold.heldOut.top1, 0) / selected.length)} / ${percent(selected.reduce((sum, fold) => sum + fold.heldOut.top3, 0) / selected.length)}`,
      'held-out mean top-1 / top-3 of each configuration (change against kept):',
      ...Object.entries(ablation).map(
        ([name, rates]) =>
          `  ${name.padEnd(22)} ${percent(rates.top1)} / ${percent(rates.top3)}   (${((rates.top1 - kept.top1) * 100).toFixed(1)} / ${((rates.top3 - kept.top3) * 100).toFixed(1)} points)   queries written for the site, top-3: ${percent(rates.siteSets)}`,
      ),
    ].join('\n'),
  );
}

/**
 * The held-out set (tests/bench/search-held-out.json), which no fold and no test holds: top-1, top-3 and empty
 * results per engine, and for ours whether the first hit opens the labelled section and which questions missed.
 */
async function heldOutReport(engines: Record<EngineName, PageSearch>) {
  const labelled = readHeldOutSet();
  const pairs: RelevancePair[] = labelled.map((pair) => ({kind: 'held-out', ...pair}));
  const rates = Object.fromEntries(
    await Promise.all(ENGINES.map(async (name) => [name, ratesOf(await positionsOf(engines[name], pairs), pairs)] as const)),
  ) as Record<EngineName, Rates>;
  const hits = oursHits();
  const firstHits = await Promise.all(labelled.map(async (pair) => (await hits(pair.query))[0] ?? '(none)'));
  const sectionFirst = labelled.filter((pair, index) => firstHits[index] === `${pair.expected}#${pair.section}`).length;
  const oursPositions = await positionsOf(engines.ours, pairs);
  const misses = pairs
    .filter((pair) => oursPositions.get(pair) !== 0)
    .map((pair) => `${pair.query} -> ${pair.expected} (at ${oursPositions.get(pair)}; first hit ${firstHits[pairs.indexOf(pair)]})`);
  const line = (name: string, rate: Rates) =>
    `  ${name.padEnd(11)} ${percent(rate.top1).padStart(6)} ${percent(rate.top3).padStart(6)}   empty ${rate.empty}`;
  console.error(
    [
      '',
      `held-out set, ${pairs.length} questions from ${new Set(pairs.map((pair) => pair.thread)).size} threads (top-1 / top-3):`,
      ...ENGINES.map((name) => line(name, rates[name])),
      `  ours: first hit opens the labelled section for ${sectionFirst} of ${pairs.length}`,
    ].join('\n'),
  );
  return {questions: pairs.length, rates, oursSectionFirst: sectionFirst / pairs.length, oursMisses: misses};
}

export default async function searchRelevanceBench() {
  const {pairs} = readRelevanceSet();
  const threaded = pairs.filter((pair) => pair.thread);
  const folds = foldsByThread(threaded);
  const browser = await launchChromium();
  const pagefind = await pagefindDefaults(browser);
  const engines: Record<EngineName, PageSearch> = {ours: oursSearch(), pagefind, minisearch: miniSearchDefaults()};
  try {
    const everything = [...new Set([...threaded, ...pairs.filter((pair) => CHECK_KINDS.includes(pair.kind))])];
    const positions = Object.fromEntries(
      await Promise.all(ENGINES.map(async (name) => [name, await positionsOf(engines[name], everything)] as const)),
    ) as Record<EngineName, Awaited<ReturnType<typeof positionsOf>>>;
    const perFold = folds.map((heldOut, index) => {
      const training = folds.filter((_, other) => other !== index).flat();
      const row = Object.fromEntries(
        ENGINES.map((name) => [name, {training: ratesOf(positions[name], training), heldOut: ratesOf(positions[name], heldOut)}]),
      ) as Record<EngineName, {training: Rates; heldOut: Rates}>;
      return {fold: index + 1, queries: heldOut.length, threads: new Set(heldOut.map((pair) => pair.thread)).size, ...row};
    });
    const mean = (name: EngineName, side: 'training' | 'heldOut', rate: 'top1' | 'top3') =>
      perFold.reduce((sum, fold) => sum + fold[name][side][rate], 0) / perFold.length;
    const means = Object.fromEntries(
      ENGINES.map((name) => [
        name,
        {
          training: {top1: mean(name, 'training', 'top1'), top3: mean(name, 'training', 'top3')},
          heldOut: {top1: mean(name, 'heldOut', 'top1'), top3: mean(name, 'heldOut', 'top3')},
        },
      ]),
    );
    const checks = Object.fromEntries(
      CHECK_KINDS.map((kind) => {
        const set = pairs.filter((pair) => pair.kind === kind);
        return [kind, Object.fromEntries(ENGINES.map((name) => [name, ratesOf(positions[name], set)]))];
      }),
    );
    printTable(perFold, means, checks);
    const selection = await modelSelection(folds);
    printSelection(selection);
    const heldOut = await heldOutReport(engines);
    const misses = threaded
      .filter((pair) => !((positions.ours.get(pair) ?? -1) >= 0 && positions.ours.get(pair)! < 3))
      .map((pair: RelevancePair) => `${pair.query} -> ${pair.expected} (at ${positions.ours.get(pair)})`);
    return {
      queries: threaded.length,
      threads: new Set(threaded.map((pair) => pair.thread)).size,
      perFold,
      means,
      checks,
      selection,
      oursMisses: misses,
      heldOut,
    };
  } finally {
    await pagefind.close();
    await browser.close();
  }
}

type Rates = ReturnType<typeof ratesOf>;

function printTable(
  perFold: ({fold: number; queries: number} & Record<EngineName, {training: Rates; heldOut: Rates}>)[],
  means: Record<string, {training: Omit<Rates, 'empty' | 'total'>; heldOut: Omit<Rates, 'empty' | 'total'>}>,
  checks: Record<string, Record<string, Rates>>,
) {
  const cell = (rates: Pick<Rates, 'top1' | 'top3'>) => `${percent(rates.top1).padStart(6)} ${percent(rates.top3).padStart(6)}`;
  const header = `fold (n)   ${ENGINES.map((name) => `${name} train t1/t3   held-out t1/t3`.padEnd(34)).join('')}`;
  const lines = perFold.map(
    (fold) =>
      `${`${fold.fold} (${fold.queries})`.padEnd(11)}${ENGINES.map((name) => {
        const rates = fold[name];
        return `${cell(rates.training)}   ${cell(rates.heldOut)}`.padEnd(34);
      }).join('')}`,
  );
  const meanLine = `${'mean'.padEnd(11)}${ENGINES.map((name) => `${cell(means[name]!.training)}   ${cell(means[name]!.heldOut)}`.padEnd(34)).join('')}`;
  const checkLines = Object.entries(checks).map(
    ([kind, byEngine]) =>
      `${kind.padEnd(11)}${ENGINES.map((name) => `${cell(byEngine[name]!)} (empty ${byEngine[name]!.empty})`.padEnd(34)).join('')}`,
  );
  console.error(
    ['search relevance, five folds split by thread (top-1 / top-3):', header, ...lines, meanLine, '', ...checkLines].join('\n'),
  );
}
