import type * as BeeJs from '@ethersphere/bee-js';

// Defined by the bundler (../plugin.ts): the Run files' bee-js, a static file of the build.
declare const BEE_JS_URL: string;

let beeJs: Promise<typeof BeeJs> | undefined;

/**
 * bee-js's browser build, the one the Run buttons' samples import, loaded on the first call (never with the page)
 * from the site itself, so it works offline and under a gateway's sub-path.
 */
export const loadBeeJs = (): Promise<typeof BeeJs> => (beeJs ??= import(/* webpackIgnore: true */ BEE_JS_URL));
