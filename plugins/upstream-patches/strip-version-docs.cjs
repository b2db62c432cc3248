/**
 * Loader for the docs plugin's version props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`),
 * which every docs page loads: empties `version.docs`, the id -> {title, description, sidebar} map of every doc.
 * In the browser only `useDocById` reads it, for DocCard (category index cards), which this site does not use
 * (what the map costs each docs page: ledger.ts, strip-version-docs). Should a page ever
 * render a DocCard, `useDocById` throws "no version doc found by id=..." while the build renders that page, so
 * the build fails rather than the page. Page titles and descriptions for search engines and link previews come
 * from each page's own metadata and are untouched.
 * @param {string} source
 * @returns {string}
 */
function stripVersionDocs(source) {
  const props = JSON.parse(source);
  const version = props && props.version;
  // Tag pages' props have no version; version props without their docs map mean the plugin changed its format.
  if (!version) return source;
  if (typeof version.docs !== 'object') {
    throw new Error('strip-version-docs: version props no longer have `version.docs`; check whether the patch is still needed.');
  }
  return JSON.stringify({...props, version: {...version, docs: {}}});
}

module.exports = stripVersionDocs;
module.exports.stripVersionDocs = stripVersionDocs;
