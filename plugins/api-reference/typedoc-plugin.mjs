/**
 * TypeDoc's entry to the site's TypeDoc plugin (./typedoc/load.mts). TypeDoc loads plugins with Node's own
 * import(), which cannot read TypeScript on Node 20, so tsx's loader reads the plugin's modules, and only while
 * they load. It must be tsx's global loader: a scoped one (tsImport) would give the plugin a second copy of
 * TypeDoc, which TypeDoc refuses, instead of the one docusaurus-plugin-typedoc loaded.
 */
import {register} from 'tsx/esm/api';

const unregister = register();
const plugin = await import('./typedoc/load.mjs');
await unregister();

export const {load} = plugin;
