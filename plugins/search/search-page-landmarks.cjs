/**
 * Loader of the theme's search page (lib/theme/SearchPage/index.js, registered in plugin.ts), so that it passes
 * axe's landmark rules: the whole page sits in <main> (upstream's <main> holds the results only, leaving the
 * heading and the search box outside any landmark), and each result's breadcrumb <nav> has a name of its own
 * (upstream names them all "breadcrumbs"); tests/e2e/a11y-pages.test.ts runs axe on the search page. Written
 * against @docusaurus/theme-search-algolia 3.10.2. Markup only. Each piece it replaces must be in the module
 * exactly once, or the build fails: an upgrade that moves one cannot silently undo or misapply the change.
 */
const REPLACEMENTS = [
  ['<div className="container margin-vert--lg">', '<main className="container margin-vert--lg">'],
  ['          <main>', '          <div>'],
  ['          </main>', '          </div>'],
  ['      </div>\n    </Layout>', '      </main>\n    </Layout>'],
  ['<nav aria-label="breadcrumbs">', '<nav aria-label={`Location of result ${i + 1}`}>'],
];

/**
 * @param {string} source
 * @returns {string}
 */
function landmarkSearchPage(source) {
  return REPLACEMENTS.reduce((patched, [find, replace]) => {
    const found = patched.split(find).length - 1;
    if (found !== 1) {
      throw new Error(
        `search-page-landmarks: the theme's SearchPage has "${find}" ${found} times, not once; check whether the change is still needed.`,
      );
    }
    return patched.replace(find, () => replace);
  }, source);
}

module.exports = landmarkSearchPage;
module.exports.REPLACEMENTS = REPLACEMENTS;
module.exports.landmarkSearchPage = landmarkSearchPage;
