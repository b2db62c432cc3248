/**
 * The Node.js lines of this site, in one place: `npm test` and the GitHub CI matrix execute every code sample, and
 * every unit test that depends on the line (NODE_LINE_DEPENDENCIES), on each of SAMPLE_NODE_LINES, and the
 * getting-started page names them (a unit test holds the page, the workflow and this list together).
 */

/**
 * The maintained lines, which the samples are executed with and the site builds and tests on; the first is the
 * line CI builds and browser-tests the site with and runs every unit test on.
 */
export const SAMPLE_NODE_LINES = [24, 22] as const;

/** Lines the pages tell readers to use: the maintained LTS lines of SAMPLE_NODE_LINES. */
export const RECOMMENDED_NODE_LINES = [22, 24] as const;

/**
 * What a unit test file must load to depend on the Node.js line: it then runs on every line of SAMPLE_NODE_LINES,
 * and every other unit test on the first line only. bee-js runs on the platform's `fetch`, streams, `File` and
 * crypto; the stand-in Bee's server is Node.js's HTTP server with the contract's validator; the sample checker
 * executes the samples (readers' code) in a child process with the Node.js that runs it. tests/node-line-tests.ts
 * follows each file's imports as tsx runs them (type-only imports load nothing) to these; a program a test starts
 * is not followed, which is why the checker, and not its child the sample runner, is named here.
 */
export const NODE_LINE_DEPENDENCIES = {
  packages: ['@ethersphere/bee-js'],
  modules: ['tests/stand-in-bee/server.ts', 'tests/code-samples/check.ts'],
} as const;
