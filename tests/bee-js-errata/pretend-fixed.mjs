/**
 * Makes the installed bee-js pretend some of its known problems (docs/known-problems.mdx) are fixed, each for its
 * own samples only, so that the errata test can show every entry's probe failing against a fixed bee-js in one run
 * of the sample checker. Loaded with `NODE_OPTIONS=--import <this file>` and `BEE_JS_PRETEND_FIXED`, a JSON list of
 * `{marker, file, from, to}`: a sample module whose path holds `marker` imports its own copy of bee-js's ES module
 * build (the same files under a `?pretend-fixed=<index>` query, which Node.js loads as separate modules), whose
 * `dist/mjs/<file>` has `from` replaced by `to`. Every other module, the unpatched samples among them, gets bee-js
 * as installed. Plain JavaScript, because Node.js imports it before tsx is registered.
 */
import {register} from 'node:module';
import {isMainThread} from 'node:worker_threads';

/** @typedef {{marker: string, file: string, from: string, to: string}} Patch */

/** @type {Patch[]} */
const patches = JSON.parse(process.env.BEE_JS_PRETEND_FIXED ?? 'null');
if (!Array.isArray(patches)) throw new Error('pretend-fixed.mjs needs BEE_JS_PRETEND_FIXED, a JSON list of {marker, file, from, to}');

const BEE_JS_MODULES = '/node_modules/@ethersphere/bee-js/dist/mjs/';
const QUERY = 'pretend-fixed';

// The hooks run in a thread of their own, where this module is imported again to find `resolve` and `load`.
if (isMainThread) register(import.meta.url);

/**
 * The patch an importer's bee-js gets: a bee-js module passes its own on to the modules it imports, and a sample
 * module is matched by its path.
 * @param {string | undefined} parentURL
 * @returns {string | null} the patch's index
 */
function patchOf(parentURL) {
  if (!parentURL?.startsWith('file:')) return null;
  const parent = new URL(parentURL);
  if (parent.pathname.includes(BEE_JS_MODULES)) return parent.searchParams.get(QUERY);
  const index = patches.findIndex(({marker}) => parent.pathname.includes(marker));
  return index === -1 ? null : String(index);
}

/**
 * @param {string} specifier
 * @param {{parentURL?: string}} context
 * @param {(specifier: string, context: object) => Promise<{url: string}>} nextResolve
 */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const patch = patchOf(context.parentURL);
  if (patch === null || !resolved.url.includes(BEE_JS_MODULES)) return resolved;
  const url = new URL(resolved.url);
  url.searchParams.set(QUERY, patch);
  return {...resolved, url: url.href};
}

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<{source?: string | ArrayBuffer | Uint8Array | null}>} nextLoad
 */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  const parsed = new URL(url);
  const index = parsed.searchParams.get(QUERY);
  const patch = index === null ? undefined : patches[Number(index)];
  if (!patch || !parsed.pathname.endsWith(`${BEE_JS_MODULES}${patch.file}`)) return loaded;
  const source =
    typeof loaded.source === 'string' ? loaded.source : Buffer.from(/** @type {Uint8Array} */ (loaded.source)).toString('utf8');
  // A bee-js whose code moved must not pass for a fixed one: the probe would fail for the wrong reason.
  if (!source.includes(patch.from))
    throw new Error(`pretend-fixed: bee-js's dist/mjs/${patch.file} no longer holds ${JSON.stringify(patch.from)}`);
  return {...loaded, source: source.replace(patch.from, patch.to)};
}
