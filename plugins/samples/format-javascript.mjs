// Child process of ./javascript.ts: Prettier's API is asynchronous, the sample catalogue is not. Reads a JSON
// array of {code, parser} from stdin, writes a JSON array of {code} or {error} to stdout, in the same order.
import {format} from 'prettier';
import {readFileSync} from 'node:fs';

const options = JSON.parse(process.argv[2]);
const jobs = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const {code, parser} of jobs) {
  try {
    results.push({code: await format(code, {...options, parser})});
  } catch (error) {
    results.push({error: error instanceof Error ? error.message : String(error)});
  }
}
process.stdout.write(JSON.stringify(results));
