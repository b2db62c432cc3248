// Child process of ./javascript.ts: Prettier formats the JavaScript versions here, on another core, while the
// build's thread compiles the samples. Reads a JSON array of {code, parser} from stdin, writes a JSON array of
// {code} or {error} to stdout, in the same order.
import {format} from 'prettier';

const options = JSON.parse(process.argv[2]);
// Read as a stream: a parent that does not wait for this process gives it a non-blocking pipe, which a
// synchronous read of descriptor 0 cannot read (EAGAIN).
let input = '';
for await (const chunk of process.stdin) input += chunk;
const jobs = JSON.parse(input);
const results = [];
for (const {code, parser} of jobs) {
  try {
    results.push({code: await format(code, {...options, parser})});
  } catch (error) {
    results.push({error: error instanceof Error ? error.message : String(error)});
  }
}
process.stdout.write(JSON.stringify(results));
