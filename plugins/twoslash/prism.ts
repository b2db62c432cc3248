/**
 * The Prism that draws every code block of the site, at build time: prism-react-renderer's, with the languages
 * the theme's swizzled loader adds (src/theme/prism-include-languages.ts, where another language goes). A fence in
 * a language Prism does not know is drawn as plain text.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '../../src/theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Prism, normalizeTokens} from 'prism-react-renderer';
