/**
 * The Prism languages the site highlights beyond those prism-react-renderer bundles (TypeScript, TSX, JSON, YAML,
 * HTML and others): Bash. The theme calls this in each bundle, and plugins/twoslash/prism.ts for the build, which
 * draws every code block. The production browser bundle has no Prism to add to (no-prism-in-browser in
 * plugins/upstream-patches) and defines __SERVER_HTML__ false (plugins/server-html), so no grammar reaches it.
 */
import type {PrismLib} from 'prism-react-renderer';

declare const __SERVER_HTML__: boolean | undefined;

export default function prismIncludeLanguages(prism: PrismLib | undefined): void {
  if (typeof __SERVER_HTML__ !== 'boolean' || __SERVER_HTML__) {
    if (prism === undefined) return;
    // Prism's language components extend the `Prism` of the global object when they load.
    const global = globalThis as {Prism?: PrismLib};
    const before = global.Prism;
    global.Prism = prism;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- unlike an import, a require can sit in a branch the browser bundle drops
    require('prismjs/components/prism-bash');
    global.Prism = before;
  }
}
