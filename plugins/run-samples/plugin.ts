/**
 * Docusaurus plugin of the Run buttons: adds the page's one click listener and the buttons' stylesheet, and after the build copies the
 * run files (see assets.ts), with the module of every sample of the catalogue, into <outDir>/run-samples/. The remark plugin (remark.ts),
 * registered with docs, blog and pages, makes those files and the buttons.
 */
import {copyFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RUN_ATTRIBUTES} from '../../src/samples/markup';
import {currentSampleCatalogue} from '../samples';
import {RUN_FOLDER, sharedAssets, writeRunModule} from './assets';

export default function runSamplesPlugin({siteDir, baseUrl, currentBundler}: LoadContext): Plugin {
  return {
    name: 'run-samples',
    getClientModules: () => [join(__dirname, 'client', 'run-button.ts'), join(__dirname, 'client', 'run-samples.css')],
    // The click handler learns the panel's URL here, once, instead of from every button's markup.
    configureWebpack: () => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          RUN_PANEL_URL: JSON.stringify(`${baseUrl}${RUN_FOLDER}/${sharedAssets(siteDir).panel}`),
          RUN_BUTTON_SELECTOR: JSON.stringify(`button[${RUN_ATTRIBUTES.sample}]`),
        }),
      ],
    }),
    async postBuild({outDir}) {
      const assets = sharedAssets(siteDir);
      // Every catalogued sample's module, also of pages the bundler's cache compiled in an earlier build.
      const samples = currentSampleCatalogue().samples.flatMap(({browserModule}) =>
        browserModule ? [writeRunModule(assets, browserModule)] : [],
      );
      const target = join(outDir, RUN_FOLDER);
      mkdirSync(target, {recursive: true});
      for (const name of [assets.panel, assets.worker, assets.beeJs, ...samples]) copyFileSync(join(assets.dir, name), join(target, name));
    },
  };
}
