import {resolve} from 'node:path';

/**
 * A node:test reporter that writes, as JSON lines, how long each test file ran (`{"file", "seconds", "tests"}`)
 * and each failed test with its error (`{"file", "failed", "error"}`), for the table and the failure list that end
 * every run of tests/run.ts: the tail of a CI log then says what broke, not only where the time went. With process
 * isolation node:test completes each file as one top-level test named by the file's path (absolute on Node.js 20,
 * as given on Node.js 22 and later), so its duration is the file's wall time, start-up included. JavaScript,
 * because node:test loads reporters before `--import tsx` applies.
 *
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 */
export default async function* fileTimings(source) {
  /** @type {Map<string, number>} */
  const testsPerFile = new Map();
  /** @type {Map<string, number>} */
  const secondsPerFile = new Map();
  for await (const event of source) {
    if (event.type === 'test:complete' && event.data.file && resolve(event.data.name) === event.data.file) {
      secondsPerFile.set(event.data.file, event.data.details.duration_ms / 1000);
    } else if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.file && event.data.details.type !== 'suite') {
      const {file, name, details} = event.data;
      testsPerFile.set(file, (testsPerFile.get(file) ?? 0) + 1);
      // A file that failed is reported as a failed test too; its failed tests name what broke.
      if (event.type === 'test:fail' && resolve(name) !== file) {
        /** @type {unknown} */
        const error = 'error' in details ? details.error : undefined;
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        yield `${JSON.stringify({file, failed: name, error: cause instanceof Error ? cause.message : String(cause)})}\n`;
      }
    }
  }
  // At the end: with files run side by side, a file's tests may be reported after the file completed.
  for (const [file, seconds] of secondsPerFile) yield `${JSON.stringify({file, seconds, tests: testsPerFile.get(file) ?? 0})}\n`;
}
