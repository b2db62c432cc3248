/**
 * `@docusaurus/utils-common` for the browser bundles: the same exports, taken from the package's own modules.
 * Its index re-exports them through TypeScript's CommonJS helpers (`require("tslib")`), and a CommonJS require
 * keeps every tslib helper in the bundle, though the index uses one; these modules need none.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

// The one export defined in the index itself. The unit test compares every export with the package's.
export const blogPostContainerID = '__blog-post-container';
