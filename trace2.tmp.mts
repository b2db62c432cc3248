import {launchChromium, serveStatic} from './tests/e2e/harness';
const browser = await launchChromium();
const path = process.argv[2]!;
for (let round = 0; round < 3; round++) for (const dir of process.argv.slice(3)) {
  const site = await serveStatic(dir);
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents'});
  await page.goto(site.url(path), {waitUntil: 'load'});
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end'); await done;
  const mainTid = events.filter(e=>e.name==='ParseHTML')[0]?.tid;
  const sum = (n: string) => Math.round(events.filter((e) => e.tid === mainTid && e.name === n && e.ph === 'X').reduce((s, e) => s + e.dur, 0) / 1000);
  const tasks = events.filter((e) => e.tid === mainTid && e.name === 'RunTask' && e.ph === 'X');
  const long = Math.round(tasks.filter((e) => e.dur > 12500).reduce((s, e) => s + e.dur / 1000 - 12.5, 0));
  console.log(dir.padEnd(10), 'style', sum('UpdateLayoutTree'), 'layout', sum('Layout'), 'paint', sum('Paint'), 'over12.5', long, 'tasks>50', tasks.filter((e) => e.dur > 50000).map((e) => Math.round(e.dur / 1000)).join(','));
  await context.close(); await site.close();
}
await browser.close();
