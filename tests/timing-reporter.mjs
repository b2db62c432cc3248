import {resolve} from 'node:path';

/**
 * A node:test reporter that writes how long each test file ran, as JSON lines `{"file", "seconds", "tests"}`, for
 * the timing table of tests/run.ts. With process isolation node:test completes each file as one top-level test
 * named by the file's path (absolute on Node.js 20, as given on Node.js 22 and later), so its duration is the
 * file's wall time, start-up included. JavaScript, because node:test loads reporters before `--import tsx` applies.
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
      testsPerFile.set(event.data.file, (testsPerFile.get(event.data.file) ?? 0) + 1);
    }
  }
  // At the end: with files run side by side, a file's tests may be reported after the file completed.
  for (const [file, seconds] of secondsPerFile) yield `${JSON.stringify({file, seconds, tests: testsPerFile.get(file) ?? 0})}\n`;
}
