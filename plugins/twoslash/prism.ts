/**
 * The Prism that draws every code block of the site, at build time: prism-react-renderer's, which bundles the
 * languages the site writes in (TypeScript, TSX, JSON, YAML, HTML), with Bash added. To highlight another
 * language, import its Prism component here, after ./prism-global and after the components it extends (see
 * Prism's components.json). A fence in a language Prism does not know is drawn as plain text.
 */
import './prism-global';
import 'prismjs/components/prism-bash';

export {Prism, normalizeTokens} from 'prism-react-renderer';
