/**
 * Loader for the docs plugin's version props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`),
 * which every docs page loads: drops the `description` of each doc in `version.docs`. The theme reads those
 * only in DocCard (category index cards), which this site does not use, and with 157 docs they are half the
 * file: 2.6 KB of gzipped JavaScript on each docs page's first load. Page descriptions for search engines
 * and link previews come from each page's own metadata and are untouched.
 * @param {string} source
 * @returns {string}
 */
function stripDocDescriptions(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
}

module.exports = stripDocDescriptions;
module.exports.stripDocDescriptions = stripDocDescriptions;
