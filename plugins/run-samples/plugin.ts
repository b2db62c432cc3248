/**
 * Docusaurus plugin of the Run buttons: adds the page's one click listener and the buttons' stylesheet, and after the build copies the
 * run files (see assets.ts) that the pages name into <outDir>/run-samples/. The remark plugin (remark.ts),
 * registered with docs, blog and pages, makes those files and the buttons.
 */
import {copyFileSync, mkdirSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RUN_ATTRIBUTES} from '../../src/samples/markup';
import {RUN_FOLDER, sharedAssets} from './assets';

// The HTML minifier drops the quotes around simple attribute values.
const SAMPLE_REFERENCE = new RegExp(`${RUN_ATTRIBUTES.sample}="?([\\w.-]+)`, 'g');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

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
      const samples = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const match of readFileSync(file, 'utf8').matchAll(SAMPLE_REFERENCE)) samples.add(match[1]!);
      }
      const target = join(outDir, RUN_FOLDER);
      mkdirSync(target, {recursive: true});
      for (const name of [assets.panel, assets.worker, assets.beeJs, ...samples]) copyFileSync(join(assets.dir, name), join(target, name));
    },
  };
}
