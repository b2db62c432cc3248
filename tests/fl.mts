import {BUILD_DIR, launchChromium, serveStatic} from './e2e/harness';
import {gzipSync} from 'node:zlib';
const site = await serveStatic(BUILD_DIR);
const b = await launchChromium();
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext(); const p = await ctx.newPage();
  const rows: [string, number][] = [];
  const bodies: Promise<void>[] = [];
  p.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.push(r.body().then((body) => { rows.push([r.url().split('/').pop()!, gzipSync(body, {level: 9}).length]); })); });
  await p.goto(site.url(path), {waitUntil: 'networkidle'});
  await Promise.all(bodies);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(path, rows.reduce((s, r) => s + r[1], 0), rows.slice(0, 8));
  await ctx.close();
}
await b.close(); await site.close();
