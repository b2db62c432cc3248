/**
 * The reader's node URL, remembered in localStorage for every Run form and the storage calculator, so that the
 * reader types it once for all of them.
 */
import {SAMPLE_NODE_URL} from '../../../src/samples/grammar';

const NODE_URL_KEY = 'run-samples:node-url';

export function storedNodeUrl(): string {
  try {
    return localStorage.getItem(NODE_URL_KEY) ?? SAMPLE_NODE_URL;
  } catch {
    return SAMPLE_NODE_URL;
  }
}

export function storeNodeUrl(url: string) {
  try {
    localStorage.setItem(NODE_URL_KEY, url);
  } catch {
    // Storage may be off (private mode, blocked cookies); the URL then lasts as long as the page.
  }
}
