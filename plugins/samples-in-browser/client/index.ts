/** The feature's public client entry, what pages and components may import: bee-js in the page, the stored node URL. */
export {loadBeeJs} from './bee-js';
export {storedNodeUrl} from './node-url';
