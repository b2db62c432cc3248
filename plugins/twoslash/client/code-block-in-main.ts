/**
 * A client module (docusaurus.config.ts `clientModules`): puts the theme's CodeBlock, with the site's wrappers
 * and the static lines of compiled samples (StaticLines.tsx), in main.js.
 *
 * Why: the wrappers live outside node_modules, so the bundler copied them into each chunk that renders a code
 * block (on a guide, the page's content chunk and the install tabs' chunk), and the theme's CodeBlock came in a
 * chunk of its own. In main.js each is loaded once and never copied. Measured with
 * `npm run bench -- first-load-js`: /docs/getting-started/ 180,561 B gzipped with the copies, 178,780 B this
 * way (179,186 B before compiled samples); the home page, /docs/ and /blog/ are each about 500 B smaller than
 * before, since they load a code block too.
 */
export {default as CodeBlock} from '@theme/CodeBlock';
