/**
 * The code-sample check on the whole site: how long one run takes (extraction, one compiler pass, one runner
 * process) and how many blocks it covers, so a slow-down shows up as the number of samples grows.
 */
import {ROOT} from '../e2e/harness';
import {checkSamples, samplesSummary} from '../code-samples/check';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';

export default async function codeSamplesBench() {
  const files = siteMarkdownFiles(ROOT);
  const started = process.hrtime.bigint();
  const report = await checkSamples({root: ROOT, files, cacheDir: 'node_modules/.cache/code-samples-bench'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    wallSeconds: Math.round(seconds * 10) / 10,
    files: files.length,
    blocks: report.blocks,
    compiled: report.compiled,
    executed: report.executed,
    optedOut: report.optedOut,
    problems: report.problems.length,
    summary: samplesSummary(report, files.length),
  };
}
