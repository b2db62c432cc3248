/**
 * Loader for `@generated/docusaurus.config` (`.docusaurus/docusaurus.config.mjs`), the site config that every
 * page's main.js carries: drops the fields only the build reads (what that saves: ledger.ts,
 * strip-server-config). No browser module of Docusaurus or of this site reads them (index.test.ts checks the
 * installed modules for each field below).
 */
const SERVER_ONLY_FIELDS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'staticDirectories',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const GENERATED_MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/**
 * @param {string} source
 * @returns {string}
 */
function stripServerConfig(source) {
  const match = GENERATED_MODULE.exec(source);
  if (!match) throw new Error('strip-server-config: the generated site config no longer reads "export default {...};"');
  const config = JSON.parse(match[2]);
  for (const field of SERVER_ONLY_FIELDS) delete config[field];
  return `${match[1]}${JSON.stringify(config)};\n`;
}

module.exports = stripServerConfig;
module.exports.stripServerConfig = stripServerConfig;
module.exports.SERVER_ONLY_FIELDS = SERVER_ONLY_FIELDS;
