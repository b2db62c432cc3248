/**
 * The theme's client module that loads `themeConfig.prism.additionalLanguages` into Prism, in the browser, where
 * there is no Prism (./no-prism.ts). Even with no languages configured, its `require` of Prism's components
 * folder would bundle prismjs's Node.js loader into main.js.
 */
export {};
