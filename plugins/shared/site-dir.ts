/** The site's root folder (where docusaurus.config.ts is), for build code that reads the site's own files. */
import path from 'node:path';

export const SITE_DIR = path.join(__dirname, '..', '..');

/** Where the API reference is generated (gitignored): the pages built from bee-js's declarations. */
export const API_REFERENCE_DIR = path.join(SITE_DIR, 'docs', 'api');
