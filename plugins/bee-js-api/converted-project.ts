/**
 * The build converts bee-js with TypeDoc once, for the API reference; the plugin then leaves that
 * conversion here, as TypeDoc's JSON model, for the llms.txt API digest and the type popups' member anchors
 * (./api-anchors.ts) to read instead of converting again.
 */
import path from 'node:path';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {SITE_DIR} from '../shared/site-dir';

export const convertedProjectFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'api-reference', 'bee-js-project.json');

/** Where the site's build leaves it: Docusaurus's generated files are in the site's `.docusaurus/`. */
export const siteConvertedProjectFile = () => convertedProjectFile(path.join(SITE_DIR, GENERATED_FILES_DIR_NAME));
