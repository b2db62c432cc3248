/** The signals a page's score sums (./score.ts, ./page-signals.ts) and a scored page. */
import type {Candidate} from './retrieve';

export const SIGNALS = ['page', 'section', 'kind', 'symbol', 'release', 'heading', 'phrase', 'headingWords'] as const;
export type Signal = (typeof SIGNALS)[number];
export type SignalWeights = Record<Signal, number>;

/** A scored page; `sentence` is the one holding most query words (two at least), which its hit shows. */
export type Scored = {candidate: Candidate; score: number; signals: Record<Signal, number>; sentence?: {start: number; end: number}};
