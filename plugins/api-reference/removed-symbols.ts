/**
 * Symbols that older bee-js releases exported and the pinned one no longer does, read from the API history
 * (bee-js-releases.json). Each keeps its old URL in the API reference: a short page says which release last had
 * it and what replaces it, and the overview lists it under "Removed". The replacement notes are written by
 * hand: a unit test fails when the history shows a removal without one.
 */
import {apiTimeline, type ApiHistory, type ExportHistory} from '../bee-js-api/api-history';
import type {ExportKind} from '../bee-js-api/exports';

export type RemovedSymbol = {
  name: string;
  /** The reference folder the symbol lived in, which fixes its URL: /docs/api/{kind}/{name}/. */
  kind: Exclude<ExportKind, 'namespaces'>;
  /** The first release that exported it, as far as the history goes back. */
  addedIn: string;
  /** The last release that exported it. */
  lastIn: string;
  /** The first release without it (the history may skip releases the registry could not deliver). */
  removedIn: string;
  /** What to use instead, as Markdown; links are relative to the page's own folder, e.g. `../classes/Bee.md`. */
  replacement: string;
};

/** What replaces each removed symbol, as Markdown. */
export const replacementNotes: Record<string, string> = {
  BeeDev:
    '`BeeDev` talked to a Bee node started in `bee dev` mode. For local development, start a local ' +
    'Bee cluster with [bee-factory](https://github.com/ethersphere/bee-factory) and connect to it ' +
    'with the regular [`Bee`](../classes/Bee.md) class.',
  FEED_INDEX_HEX_LENGTH:
    'The constant was `16`, the length of a feed index in hex characters. Feed indexes are now ' +
    '[`FeedIndex`](../classes/FeedIndex.md) objects: `FeedIndex.LENGTH` is their size in bytes (8), and ' +
    '`toHex()` gives the 16-character form.',
};

const isRemoved = (entry: ExportHistory): entry is ExportHistory & {lastIn: string; removedIn: string} =>
  entry.lastIn !== undefined && entry.removedIn !== undefined;

/** Every export the history shows removed, with its replacement note (empty when none is written yet). */
export function removedSymbols(history: ApiHistory): RemovedSymbol[] {
  return Object.entries(apiTimeline(history).exports).flatMap(([name, entry]) => {
    if (!isRemoved(entry)) return [];
    if (entry.kind === 'namespaces' || entry.kind === 'external') {
      throw new Error(`The history shows ${name} removed, but a ${entry.kind} export cannot keep a page of its own.`);
    }
    return [
      {
        name,
        kind: entry.kind,
        addedIn: entry.addedIn,
        lastIn: entry.lastIn,
        removedIn: entry.removedIn,
        replacement: replacementNotes[name] ?? '',
      },
    ];
  });
}
