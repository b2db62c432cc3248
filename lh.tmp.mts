import lighthouse from 'lighthouse';
import {chromium} from 'playwright-core';
import {BUILD_DIR, CHROMIUM_ARGS, chromiumPath, serveStatic} from './tests/e2e/harness';
const site = await serveStatic(process.env.DIR ?? BUILD_DIR);
const port = 9333;
const browser = await chromium.launch({executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`], headless: true});
for (const route of process.argv.slice(2)) {
  const r = await lighthouse(site.url(route), {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const a = r!.lhr.audits;
  console.log(route, Math.round(r!.lhr.categories.performance!.score! * 100), 'TBT', a['total-blocking-time']!.numericValue, 'bench', r!.lhr.environment.benchmarkIndex);
  console.log(' mainthread', JSON.stringify((a['mainthread-work-breakdown']!.details as any).items.map((i: any) => [i.group, Math.round(i.duration)])));
  console.log(' bootup', JSON.stringify((a['bootup-time']!.details as any).items.map((i: any) => [i.url.split('/').pop(), Math.round(i.total), Math.round(i.scripting)])));
  console.log(' dom', a['dom-size']?.numericValue ?? a['dom-size-insight']?.numericValue, ' longtasks', JSON.stringify(((a['long-tasks']?.details as any)?.items ?? []).map((i: any) => [String(i.url).split('/').pop(), Math.round(i.duration)])));
}
await browser.close(); await site.close();
