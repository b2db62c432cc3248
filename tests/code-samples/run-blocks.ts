/**
 * Child process of the sample checker: `node --import tsx run-blocks.ts <results.json> <module>...`.
 * Imports each extracted `run` sample in turn and records what it printed to stdout, or the error it threw.
 * One process for all samples, because starting Node with tsx once per sample costs more than the samples.
 */
import {writeFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';

export type RunResult = {module: string; stdout: string; error: string | null};

async function runModule(module: string): Promise<RunResult> {
  let stdout = '';
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    await import(pathToFileURL(module).href);
    return {module, stdout, error: null};
  } catch (error) {
    return {module, stdout, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error)};
  } finally {
    process.stdout.write = write;
  }
}

async function main() {
  const [resultsFile, ...modules] = process.argv.slice(2);
  const results: RunResult[] = [];
  for (const module of modules) results.push(await runModule(module));
  writeFileSync(resultsFile, JSON.stringify(results));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
