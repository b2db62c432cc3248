/**
 * Drop-in for `prop-types`, which React Helmet Async imports to declare its props. React 19 never reads
 * `propTypes`, so every validator can be one inert function: the package's production build is the same idea
 * plus an error message and helpers nothing calls, about 350 B gzipped on every page.
 */
type Validator = (() => null) & {isRequired: Validator};

const validator = (() => null) as Validator;
validator.isRequired = validator;
const validatorOf = (..._definition: unknown[]) => validator;
const noop = () => undefined;

const PropTypes = {
  any: validator,
  array: validator,
  bigint: validator,
  bool: validator,
  element: validator,
  elementType: validator,
  func: validator,
  node: validator,
  number: validator,
  object: validator,
  string: validator,
  symbol: validator,
  arrayOf: validatorOf,
  exact: validatorOf,
  instanceOf: validatorOf,
  objectOf: validatorOf,
  oneOf: validatorOf,
  oneOfType: validatorOf,
  shape: validatorOf,
  checkPropTypes: noop,
  resetWarningCache: noop,
};

export default {...PropTypes, PropTypes};
