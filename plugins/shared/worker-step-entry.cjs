// The worker of ./worker-step.ts: loads the step's TypeScript module with jiti, as Docusaurus loads plugins, runs
// the step and posts its result; what the step throws ends the worker with an error the main thread receives.
const {parentPort, workerData} = require('node:worker_threads');
// jiti 1's declarations give its CommonJS export as `default`; `require` returns the function itself.
const jiti = /** @type {typeof import('jiti').default} */ (/** @type {unknown} */ (require('jiti')));

const {modulePath, exportName, args} = workerData;
const load = jiti(__filename, {cache: true, interopDefault: false});

Promise.resolve(load(modulePath)[exportName](...args)).then((result) => parentPort?.postMessage(result));
