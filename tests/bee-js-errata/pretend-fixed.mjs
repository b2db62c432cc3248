/**
 * Makes the installed bee-js pretend one of its known problems (docs/known-problems.mdx) is fixed, so that the
 * errata test can show each entry's probe failing against a fixed bee-js. Loaded with
 * `NODE_OPTIONS=--import <this file>` and `BEE_JS_PRETEND_FIXED={"file","from","to"}`: the ES module build's
 * `dist/mjs/<file>` is loaded with `from` replaced by `to`. Plain JavaScript, because Node.js imports it before
 * tsx is registered.
 */
import {register} from 'node:module';
import {isMainThread} from 'node:worker_threads';

/** @typedef {{file: string, from: string, to: string}} Patch */

/** @type {Patch} */
const patch = JSON.parse(process.env.BEE_JS_PRETEND_FIXED ?? 'null');
if (!patch) throw new Error('pretend-fixed.mjs needs BEE_JS_PRETEND_FIXED, a JSON {file, from, to}');

// The hooks run in a thread of their own, where this module is imported again to find `load`.
if (isMainThread) register(import.meta.url);

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<{source?: string | ArrayBuffer | Uint8Array | null}>} nextLoad
 */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.endsWith(`/node_modules/@ethersphere/bee-js/dist/mjs/${patch.file}`)) return loaded;
  const source =
    typeof loaded.source === 'string' ? loaded.source : Buffer.from(/** @type {Uint8Array} */ (loaded.source)).toString('utf8');
  // A bee-js whose code moved must not pass for a fixed one: the probe would fail for the wrong reason.
  if (!source.includes(patch.from))
    throw new Error(`pretend-fixed: bee-js's dist/mjs/${patch.file} no longer holds ${JSON.stringify(patch.from)}`);
  return {...loaded, source: source.replace(patch.from, patch.to)};
}
