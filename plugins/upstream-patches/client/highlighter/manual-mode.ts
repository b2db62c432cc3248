/**
 * Prism's core reads `Prism.manual` from the global object when it loads; without it, it highlights every
 * `code[class*="language-"]` element of the page one frame later, rewriting the DOM React rendered. This module
 * is imported before the core, so it has to be a module of its own.
 */
Object.assign(globalThis, {Prism: {manual: true}});
