/** The site's root folder (where docusaurus.config.ts is), for build code that reads the site's own files. */
import path from 'node:path';

export const SITE_DIR = path.join(__dirname, '..', '..');
