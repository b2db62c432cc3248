/**
 * The storage calculator of the storage page (`<StorageCalculator />` in docs/storage.mdx): size and duration in;
 * depth, amount per chunk, cost and effective capacity out, computed by bee-js's `Utils` in the browser. bee-js
 * (the build's browser file, loadBeeJs of plugins/samples-in-browser) loads on the first interaction, so it is
 * not part of the page's first load; the result for the values the form starts with is the server's
 * (PrefilledResult.server.tsx). The node URL field starts with the one the reader gave a Run form.
 */
import {lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react';
import {loadBeeJs, storedNodeUrl} from '@site/plugins/samples-in-browser/client';
import {ServerOnly} from '@site/plugins/server-html/client';
import {SAMPLE_NODE_URL} from '@site/src/samples/grammar';
import {DEFAULT_STORAGE_PRICE} from '@site/src/data/storage-price';
import type {StoragePlotsProps} from '../StoragePlots';
import {
  BLOCK_TIME_SECONDS,
  calculateStorage,
  PREFILLED,
  SIZE_UNITS,
  withThousandsSeparators,
  type SizeUnit,
  type StorageResult,
} from './calculate';
import PrefilledResult from './PrefilledResult.server';
import ResultList from './ResultList';
import './styles.css';

type Price = {plur: number; source: string};

const DEFAULT = {plur: DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock, source: `default figure, checked ${DEFAULT_STORAGE_PRICE.checked}`};

/** The plots load with the first result, like bee-js: nothing of them is in the page's first load. */
const StoragePlots = lazy(() => import('../StoragePlots'));

/** The calculation behind the form: its result and plots at the current price, and a node's price on request. */
function useStorageCalculation(form: RefObject<HTMLFormElement | null>) {
  const [price, setPrice] = useState<Price>(DEFAULT);
  const [result, setResult] = useState<StorageResult | null>(null);
  const [plots, setPlots] = useState<StoragePlotsProps | null>(null);
  const [nodeMessage, setNodeMessage] = useState('');

  async function recalculate(withPrice = price) {
    const fields = new FormData(form.current!);
    const library = await loadBeeJs();
    const calculated = calculateStorage(library, {
      size: String(fields.get('size')),
      unit: String(fields.get('unit')) as SizeUnit,
      days: String(fields.get('days')),
      pricePerBlock: withPrice.plur,
    });
    setResult(calculated);
    if (!calculated.ok) return setPlots(null);
    const {plotValues} = await import('../StoragePlots/values');
    const values = {
      depth: calculated.depth,
      days: Number(fields.get('days')),
      pricePerBlock: withPrice.plur,
      blockTimeSeconds: BLOCK_TIME_SECONDS,
    };
    setPlots(plotValues(library, values));
  }

  async function askNode() {
    const url = String(new FormData(form.current!).get('nodeUrl')).trim().replace(/\/+$/, '');
    setNodeMessage(`Asking ${url}…`);
    try {
      const {Bee} = await loadBeeJs();
      const {currentPrice} = await new Bee(url).getChainState();
      const fromNode = {plur: currentPrice, source: `from ${url}`};
      setPrice(fromNode);
      setNodeMessage('');
      await recalculate(fromNode);
    } catch (error) {
      setNodeMessage(
        `No price from ${url} (${error instanceof Error ? error.message : String(error)}): the node must run there and allow this site's origin with --cors-allowed-origins.`,
      );
    }
  }

  return {price, result, plots, nodeMessage, recalculate, askNode};
}

function SizeAndDurationFields(): ReactNode {
  return (
    <fieldset>
      <label>
        Size
        <input name="size" className="form-field" inputMode="decimal" defaultValue={PREFILLED.size} />
      </label>
      <label>
        Unit
        <select name="unit" className="form-field" defaultValue={PREFILLED.unit}>
          {Object.keys(SIZE_UNITS).map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </select>
      </label>
      <label>
        Duration in days
        <input name="days" className="form-field" inputMode="decimal" defaultValue={PREFILLED.days} />
      </label>
      <button type="submit" className="button button--primary button--sm">
        Calculate
      </button>
    </fieldset>
  );
}

/** The price in use, and the node URL field that asks a node for its own (starting with the Run form's URL). */
function PriceFields({price, onAskNode}: {price: Price; onAskNode: () => void}): ReactNode {
  const nodeUrl = useRef<HTMLInputElement>(null);
  useEffect(() => {
    nodeUrl.current!.value = storedNodeUrl();
  }, []);
  return (
    <>
      <p className="storage-calculator__price">
        Price per chunk per block: <span data-calculator-price>{withThousandsSeparators(price.plur)}</span> PLUR ({price.source}).
      </p>
      <fieldset>
        <label>
          Your node&apos;s URL
          <input ref={nodeUrl} name="nodeUrl" className="form-field" type="url" defaultValue={SAMPLE_NODE_URL} />
        </label>
        <button type="button" className="button button--secondary button--sm" onClick={onAskNode}>
          Use my node&apos;s price
        </button>
      </fieldset>
    </>
  );
}

/**
 * What the screen reader announces: the node's answer, why the inputs give no result, or the result. Before
 * any input it is the server's result for the prefilled values.
 */
function CalculatorOutcome({nodeMessage, result}: {nodeMessage: string; result: StorageResult | null}): ReactNode {
  return (
    <div aria-live="polite">
      {nodeMessage && <p className="storage-calculator__problem">{nodeMessage}</p>}
      {result?.ok === false && <p className="storage-calculator__problem">{result.problem}</p>}
      {result === null && (
        <ServerOnly id="storage-calculator-prefilled">
          <PrefilledResult />
        </ServerOnly>
      )}
      {result?.ok && <ResultList result={result} />}
    </div>
  );
}

export default function StorageCalculator(): ReactNode {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const {price, result, plots, nodeMessage, recalculate, askNode} = useStorageCalculation(form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void recalculate();
  };
  return (
    <form
      ref={form}
      className="storage-calculator"
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      onInput={() => void recalculate()}
      noValidate
    >
      <p id={`${id}-title`}>
        <strong>Storage calculator</strong>: what a batch for your data costs and holds.
      </p>
      <SizeAndDurationFields />
      <PriceFields price={price} onAskNode={() => void askNode()} />
      <CalculatorOutcome nodeMessage={nodeMessage} result={result} />
      {result?.ok && plots && (
        <Suspense fallback={null}>
          <StoragePlots {...plots} />
        </Suspense>
      )}
    </form>
  );
}
