/**
 * Docusaurus plugin of the sample editor: the Edit buttons' one click listener and stylesheet (the only parts in
 * a page's first load), the URLs of the editor, its worker and bee-js (for the storage calculator) as build-time
 * constants, and
 * after the build the copy of the editor's files (assets.ts) into <outDir>/edit-samples/.
 */
import {copyFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {RUN_FOLDER, sharedAssets} from '../run-samples';
import {EDIT_FOLDER, editorAssets} from './assets';

export type EditSamplesOptions = {theme: PrismTheme};

export default function editSamplesPlugin({siteDir, baseUrl, currentBundler}: LoadContext, {theme}: EditSamplesOptions): Plugin {
  return {
    name: 'edit-samples',
    getClientModules: () => [path.join(__dirname, 'client', 'edit-button.ts'), path.join(__dirname, 'edit-samples.css')],
    configureWebpack: () => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          EDITOR_URL: JSON.stringify(`${baseUrl}${EDIT_FOLDER}/${editorAssets(siteDir, theme).editor}`),
          TS_WORKER_URL: JSON.stringify(`${baseUrl}${EDIT_FOLDER}/${editorAssets(siteDir, theme).worker}`),
          BEE_JS_URL: JSON.stringify(`${baseUrl}${RUN_FOLDER}/${sharedAssets(siteDir).beeJs}`),
        }),
      ],
    }),
    async postBuild({outDir}) {
      const assets = editorAssets(siteDir, theme);
      const target = path.join(outDir, EDIT_FOLDER);
      mkdirSync(target, {recursive: true});
      for (const name of [assets.editor, assets.worker, assets.declarations, assets.reactDeclarations])
        copyFileSync(path.join(assets.dir, name), path.join(target, name));
    },
  };
}
