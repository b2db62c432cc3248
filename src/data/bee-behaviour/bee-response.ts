/**
 * The shape of one answer Bee gives beyond its contract, the sections of the guides that explain them, and how an
 * answer's id is made: what every area module of this folder builds its answers with.
 */
import type {NodeMode} from '../requirements';
import type {BeeSource} from './source';

export type BeeResponse = {
  /** Stable slug. */
  id: string;
  method: string;
  /** As the contract writes it, e.g. '/stamps/{batch_id}'. */
  path: string;
  status: number;
  /** The body's `message` exactly as Bee sends it (for readiness, whose body has none: its `status`). */
  message: string;
  /** Plain English condition. */
  when: string;
  /** The node modes that give this answer, when it depends on the mode. */
  modes?: readonly NodeMode[];
  source: BeeSource;
  /** Bee's own tests that show the answer, where there are any. */
  tests?: readonly BeeSource[];
  /** Route and anchor of the section that explains it. */
  docs: string;
};

/** Sections of the guides that explain answers of several areas. */
export const STATUS_CODES_DOCS = '/docs/client-and-errors/#status-codes-bee-answers';
export const NODE_MODES_DOCS = '/docs/client-and-errors/#answers-that-depend-on-the-node';
export const NEW_BATCH_DOCS = '/docs/storage/#wait-until-a-new-batch-is-usable';

/** The id part a route gives its answers, e.g. `get-stamps-batch-id`. */
export const slug = (method: string, path: string) =>
  `${method}${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-');

/** A gated route, with the line of Bee's own test that expects the refusal where there is one. */
export type GatedRoute = readonly [method: string, path: string, source: BeeSource, test?: BeeSource];

/** The same refusal for every route behind one gate, each with its own id under `prefix`. */
export function gated(routes: readonly GatedRoute[], response: Omit<BeeResponse, 'id' | 'method' | 'path' | 'source'>, prefix: string) {
  return routes.map(([method, path, source, test]): BeeResponse => ({
    id: `${prefix}-${slug(method, path)}`,
    method,
    path,
    ...response,
    source,
    ...(test && {tests: [test]}),
  }));
}
