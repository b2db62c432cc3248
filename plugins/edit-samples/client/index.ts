/** The sample editor's public client entry: what pages may import (docs/storage.mdx shows the calculator). */
export {default as StorageCalculator} from './storage-calculator';
