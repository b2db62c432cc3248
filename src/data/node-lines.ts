/**
 * The Node.js lines of this site, in one place: `npm test` and the GitHub CI matrix execute every code sample and
 * every unit test on each of SAMPLE_NODE_LINES, and the getting-started page names them (a unit test holds the
 * page, the workflow and this list together).
 */

/** Lines the samples are executed with; the first is the line the site itself is built and browser-tested with. */
export const SAMPLE_NODE_LINES = [20, 22, 24] as const;

/** Lines the pages tell readers to use: the maintained LTS lines of SAMPLE_NODE_LINES. */
export const RECOMMENDED_NODE_LINES = [22, 24] as const;
