/**
 * DocSearch's version, in place of `@docsearch/react/version`, which the theme reads to tell DocSearch 3 from 4
 * (Ask AI) and aliases, for DocSearch 3, to DocSearch's whole module: set at build time by ../../plugin.ts.
 */
export const version: string = process.env.DOCSEARCH_VERSION ?? '';
