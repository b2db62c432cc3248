/**
 * Docusaurus plugin of the samples in the browser: the Run and Edit buttons' one click listener and their
 * stylesheet (the only parts in a page's first load), the URLs of the Run panel, the editor, its worker and
 * bee-js as build-time constants, and after the build the copy of the browser files (assets.ts), with the module of
 * every sample of the catalogue, into <outDir>/run-samples/ and <outDir>/edit-samples/.
 */
import {copyFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EDIT_BUTTON_ATTRIBUTE, RUN_ATTRIBUTES} from '../../src/samples/markup';
import {currentSampleCatalogue} from '../samples';
import {timeBuildStep} from '../shared/build-step';
import {EDIT_FOLDER, RUN_FOLDER, writeRunModule, type BrowserAssets} from './assets';

export default function samplesInBrowserPlugin({baseUrl, currentBundler}: LoadContext, assets: () => Promise<BrowserAssets>): Plugin {
  // Started with the plugin, so that esbuild bundles in its own process while the sample compile holds this
  // thread; made later, in the bundler's configuration, the bundle would wait for that compile.
  const made = timeBuildStep('worker bundle', assets);
  let ready: BrowserAssets | undefined;
  return {
    name: 'samples-in-browser',
    async loadContent() {
      ready = await made;
    },
    getClientModules: () => [join(__dirname, 'client', 'buttons.ts'), join(__dirname, 'client', 'samples-in-browser.css')],
    // The click listener and the bee-js loader learn the files' URLs here, once, instead of from every button's markup.
    configureWebpack: () => {
      if (!ready) throw new Error('samples-in-browser: the bundler was configured before the plugin loaded its content');
      const {run, edit} = ready;
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            RUN_PANEL_URL: JSON.stringify(`${baseUrl}${RUN_FOLDER}/${run.panel}`),
            BEE_JS_URL: JSON.stringify(`${baseUrl}${RUN_FOLDER}/${run.beeJs}`),
            EDITOR_URL: JSON.stringify(`${baseUrl}${EDIT_FOLDER}/${edit.editor}`),
            TS_WORKER_URL: JSON.stringify(`${baseUrl}${EDIT_FOLDER}/${edit.worker}`),
            RUN_BUTTON_SELECTOR: JSON.stringify(`button[${RUN_ATTRIBUTES.sample}]`),
            EDIT_BUTTON_SELECTOR: JSON.stringify(`button[${EDIT_BUTTON_ATTRIBUTE}]`),
          }),
        ],
      };
    },
    async postBuild({outDir}) {
      const {run, edit} = await made;
      // Every catalogued sample's modules (of its TypeScript and its JavaScript version), also of pages the
      // bundler's cache compiled in an earlier build.
      const samples = currentSampleCatalogue().samples.flatMap(({browserModule, javascriptBrowserModule}) =>
        [browserModule, javascriptBrowserModule].flatMap((module) => (module ? [writeRunModule(run, module)] : [])),
      );
      const copies: [string, string, string[]][] = [
        [run.dir, RUN_FOLDER, [run.panel, run.worker, run.beeJs, ...samples]],
        [edit.dir, EDIT_FOLDER, [edit.editor, edit.worker, edit.declarations, edit.reactDeclarations]],
      ];
      for (const [from, folder, names] of copies) {
        mkdirSync(join(outDir, folder), {recursive: true});
        for (const name of names) copyFileSync(join(from, name), join(outDir, folder, name));
      }
    },
  };
}
