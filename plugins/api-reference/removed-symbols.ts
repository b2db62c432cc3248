/**
 * Symbols that older bee-js releases exported and the pinned one no longer does. Each keeps its old URL in
 * the API reference: a short page says when it went away and what replaces it, and the overview lists it
 * under "Removed". Add an entry here when an upgrade drops an export that readers may have bookmarked.
 */
export type RemovedSymbol = {
  name: string;
  /** The reference folder the symbol lived in, which fixes its URL: /docs/api/{kind}/{name}/. */
  kind: 'classes' | 'enumerations' | 'functions' | 'interfaces' | 'type-aliases' | 'variables';
  /** The first bee-js release without the symbol. */
  removedIn: string;
  /** What to use instead, as Markdown; links are relative to the page's own folder, e.g. `../classes/Bee.md`. */
  replacement: string;
};

export const removedSymbols: RemovedSymbol[] = [
  {
    name: 'BeeDev',
    kind: 'classes',
    removedIn: '12.2.2',
    replacement:
      '`BeeDev` talked to a Bee node started in `bee dev` mode. For local development, start a local ' +
      'Bee cluster with [bee-factory](https://github.com/ethersphere/bee-factory) and connect to it ' +
      'with the regular [`Bee`](../classes/Bee.md) class.',
  },
  {
    name: 'FEED_INDEX_HEX_LENGTH',
    kind: 'variables',
    removedIn: '10.0.0',
    replacement:
      'The constant was `16`, the length of a feed index in hex characters. Feed indexes are now ' +
      '[`FeedIndex`](../classes/FeedIndex.md) objects: `FeedIndex.LENGTH` is their size in bytes (8), and ' +
      '`toHex()` gives the 16-character form.',
  },
];
