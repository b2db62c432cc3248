/**
 * The one rule for tests whose input may be missing (Bee's contract, a page kind, a build): on a contributor's
 * machine the test is skipped with a reason that says what to set or build; when `CI` is set the input must be
 * there, because a skip on CI would let a pull request pass without the check.
 */
import {HOW_TO_GET_CONTRACT} from './stand-in-bee/contract-files';

export class MissingInputError extends Error {
  constructor(reason: string) {
    super(`${reason} (CI is set, so a missing test input fails the run instead of skipping)`);
    this.name = 'MissingInputError';
  }
}

/**
 * `missing` is why a test cannot run (false when it can). Returns the value for node:test's `skip` option, or
 * throws MissingInputError when `CI` is set, which fails the enclosing file, suite or test with the reason.
 */
export function requireOrSkip(missing: string | false | null, env: NodeJS.ProcessEnv = process.env): string | false {
  if (!missing) return false;
  if (isCi(env)) throw new MissingInputError(missing);
  return missing;
}

/** CI services set `CI` (GitHub Actions to "true"); `CI=false` or `CI=0` turns the rule off by hand. */
export const isCi = (env: NodeJS.ProcessEnv = process.env) => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** The reason for tests that need Bee's OpenAPI contract. */
export const CONTRACT_MISSING = `Bee OpenAPI contract missing: ${HOW_TO_GET_CONTRACT}`;
