/**
 * Prism's language components extend the `Prism` of the global object when they load; this module, imported
 * before them (./prism.ts), points it at prism-react-renderer's instance, the one the site highlights with. It
 * stays set: the build and the server bundle are the only places that load it.
 */
import {Prism} from 'prism-react-renderer';

Object.assign(globalThis, {Prism});
