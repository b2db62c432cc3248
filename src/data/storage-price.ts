/**
 * The storage calculator's price per chunk per block (src/components/StorageCalculator) when the reader does not ask their node: the lowest price bee-js
 * assumes (it raises a node's lower price to it), the figure the storage page's examples use. Update the date
 * when you check it against bee-js again.
 */
export const DEFAULT_STORAGE_PRICE = {plurPerChunkPerBlock: 24_000, checked: '2026-11-24'} as const;
