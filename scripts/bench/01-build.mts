/**
 * Cold production build (no .docusaurus, no bundler cache): wall time and peak memory, then the size of what
 * it produced and the first-load JavaScript of the main entry pages as fetched by Chromium.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {extname, join} from 'node:path';
import {BUILD_DIR, launchChromium, ROOT, serveStatic} from '../../tests/e2e/harness';
import {addBytes, firstLoadJs, sizeOf, type Bytes} from './lib/page-weight';

const GNU_TIME = '/usr/bin/time';

function coldBuild() {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache']) rmSync(join(ROOT, dir), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  // GNU time reports the peak resident memory of the whole process tree's largest process (%M, KiB).
  const withTime = existsSync(GNU_TIME);
  const command = withTime ? GNU_TIME : 'npx';
  const args = withTime ? ['-f', 'peak-rss-kib=%M', 'npx', 'docusaurus', 'build'] : ['docusaurus', 'build'];
  const result = spawnSync(command, args, {cwd: ROOT, encoding: 'utf8'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  const peak = /peak-rss-kib=(\d+)/.exec(result.stderr)?.[1];
  return {wallSeconds: Math.round(seconds * 10) / 10, peakMemoryMiB: peak ? Math.round(Number(peak) / 1024) : null};
}

function outputSizes() {
  const totals: Record<'html' | 'js' | 'css', Bytes> = {
    html: {raw: 0, gzip: 0},
    js: {raw: 0, gzip: 0},
    css: {raw: 0, gzip: 0},
  };
  let pages = 0;
  for (const file of readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})) {
    const kind = extname(file).slice(1);
    if (file.endsWith('index.html')) pages += 1;
    if (kind === 'html' || kind === 'js' || kind === 'css') {
      totals[kind] = addBytes(totals[kind], sizeOf(readFileSync(join(BUILD_DIR, file))));
    }
  }
  return {pages, ...totals};
}

export default async function buildBench() {
  const build = coldBuild();
  const output = outputSizes();
  const site = await serveStatic(BUILD_DIR);
  const browser = await launchChromium();
  const firstLoadJsGzip: Record<string, number> = {};
  try {
    for (const path of ['', 'docs/', 'docs/getting-started/']) {
      firstLoadJsGzip[`/${path}`] = (await firstLoadJs(browser, site.url(path))).gzip;
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return {coldBuild: build, output, firstLoadJsGzip};
}
