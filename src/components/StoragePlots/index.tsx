/**
 * The storage calculator's plots (../StorageCalculator): the cost of the chosen size against duration, and
 * effective against theoretical capacity by depth. Presentational: the calculator computes every value with
 * bee-js and passes it in. Each plot is a picture for the eye and a table for a screen reader. The calculator
 * loads this module only once it has a result, so it is never part of a page's first load.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';
import {byteTicks, type Tick} from './ticks';

export type CostPoint = {days: number; bzz: number; label: string};
export type CapacityPoint = {depth: number; theoreticalBytes: number; effectiveBytes: number; theoretical: string; effective: string};
export type StoragePlotsProps = {days: number; depth: number; costs: readonly CostPoint[]; capacities: readonly CapacityPoint[]};

const WIDTH = 480;
const HEIGHT = 200;
const AXIS = 28;
/** Room left of the plot for the value axis's labels ("100 GB"), when the chart has one. */
const TICK_LABELS = 68;
const TOP = 22;

/** `caption`, when set, is written above the bar: the value a reader would otherwise read off the axis. */
type Bar = {key: string; label: string; value: number; selected: boolean; second?: number; caption?: string};

/**
 * A bar chart drawn to fit `WIDTH` × `HEIGHT`; `scale` maps a value to 0..1 of the plot's height. With `ticks`,
 * a value axis on the left marks them.
 */
function BarChart({bars, scale, ticks = []}: {bars: readonly Bar[]; scale: (value: number) => number; ticks?: readonly Tick[]}): ReactNode {
  const left = ticks.length > 0 ? TICK_LABELS : AXIS;
  const slot = (WIDTH - left) / bars.length;
  const plotHeight = HEIGHT - AXIS - TOP;
  const top = (value: number) => TOP + plotHeight * (1 - Math.max(0, Math.min(1, scale(value))));
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <line className={styles.axis} x1={left} y1={HEIGHT - AXIS} x2={WIDTH} y2={HEIGHT - AXIS} />
      {ticks.length > 0 && <line className={styles.axis} x1={left} y1={TOP} x2={left} y2={HEIGHT - AXIS} />}
      {ticks.map((tick) => (
        <g key={tick.label}>
          <line className={styles.axis} x1={left - 4} y1={top(tick.value)} x2={left} y2={top(tick.value)} />
          <text className={styles.label} x={left - 7} y={top(tick.value) + 4} textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const x = left + index * slot;
        const barWidth = bar.second === undefined ? slot * 0.6 : slot * 0.35;
        return (
          <g key={bar.key} className={bar.selected ? styles.selected : undefined}>
            <rect className={styles.bar} x={x + slot * 0.2} y={top(bar.value)} width={barWidth} height={HEIGHT - AXIS - top(bar.value)} />
            {bar.second !== undefined && (
              <rect
                className={styles.second}
                x={x + slot * 0.2 + barWidth}
                y={top(bar.second)}
                width={barWidth}
                height={HEIGHT - AXIS - top(bar.second)}
              />
            )}
            {bar.caption !== undefined && (
              <text className={styles.label} x={x + slot * 0.2 + barWidth / 2} y={top(bar.value) - 4} textAnchor="middle">
                {bar.caption}
              </text>
            )}
            <text className={styles.label} x={x + slot / 2} y={HEIGHT - AXIS + 16} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A plot's values for screen readers; the chart shows the same to the eye. */
function PlotTable({caption, headers, rows}: {caption: string; headers: readonly string[]; rows: readonly string[][]}): ReactNode {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function StoragePlots({days, depth, costs, capacities}: StoragePlotsProps): ReactNode {
  const highestCost = Math.max(...costs.map(({bzz}) => bzz));
  const highestBytes = Math.log10(Math.max(...capacities.map(({theoreticalBytes}) => theoreticalBytes)));
  const lowestBytes = Math.log10(Math.min(...capacities.map(({effectiveBytes}) => effectiveBytes))) - 1;
  return (
    <div className={styles.plots}>
      <figure className={styles.plot}>
        <figcaption>Cost in xBZZ of this size against duration (the chosen {days} days highlighted)</figcaption>
        <BarChart
          bars={costs.map((point) => ({
            key: String(point.days),
            label: `${point.days} d`,
            value: point.bzz,
            caption: point.label,
            selected: point.days === days,
          }))}
          scale={(bzz) => bzz / highestCost}
        />
        <PlotTable
          caption="Cost of this size against duration"
          headers={['Days', 'Cost (xBZZ)']}
          rows={costs.map((point) => [String(point.days), point.label])}
        />
      </figure>
      <figure className={styles.plot}>
        <figcaption>
          Theoretical (<span className={styles.keyBar}>first bar</span>) and effective (<span className={styles.keySecond}>second bar</span>
          ) capacity by depth, log scale (the chosen depth {depth} highlighted)
        </figcaption>
        <BarChart
          bars={capacities.map((point) => ({
            key: String(point.depth),
            label: String(point.depth),
            value: point.theoreticalBytes,
            second: point.effectiveBytes,
            selected: point.depth === depth,
          }))}
          scale={(bytes) => (Math.log10(bytes) - lowestBytes) / (highestBytes - lowestBytes)}
          ticks={byteTicks(lowestBytes, highestBytes)}
        />
        <PlotTable
          caption="Theoretical and effective capacity by depth"
          headers={['Depth', 'Theoretical', 'Effective']}
          rows={capacities.map((point) => [String(point.depth), point.theoretical, point.effective])}
        />
      </figure>
    </div>
  );
}
