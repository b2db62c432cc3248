/**
 * A build step on a worker thread. Docusaurus does nearly all of a build on its main thread, so a step that holds
 * that thread for seconds delays everything queued behind it while the machine's other core waits; on a worker it
 * runs beside them. The step's module is TypeScript, loaded with jiti as Docusaurus loads the config and plugins.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

/**
 * Runs `exportName` of the module `modulePath` with `args` on a worker thread; resolves with what it returns,
 * rejects with what it throws. Arguments and result cross threads by structured clone: plain data only.
 */
export function runOnWorkerThread<T>(modulePath: string, exportName: string, args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker-step-entry.cjs'), {workerData: {modulePath, exportName, args}});
    let result: {value: T} | undefined;
    worker.once('message', (value: T) => (result = {value}));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result.value);
      else reject(new Error(`${exportName} of ${modulePath} ended without a result (worker exit code ${code})`));
    });
  });
}
